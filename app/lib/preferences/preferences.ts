import type { Setup } from "~/lib/setup/wire";

/** Everything the driver chose: the setup (hidden sources, own services, order) and whether the settings tip was dismissed. */
export interface Preferences extends Setup {
  tipDismissed: boolean;
}
