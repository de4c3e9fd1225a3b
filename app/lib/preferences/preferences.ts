import type { DisplayChoice } from "~/lib/display/display";
import type { LocaleChoice } from "~/lib/i18n/languages";
import type { Setup } from "~/lib/setup/wire";

export type { LocaleChoice };

/**
 * Everything the driver chose: the setup (hidden sources, own services, order), language and region, theme and card
 * size, and whether the settings tip was dismissed.
 */
export interface Preferences extends Setup, LocaleChoice, DisplayChoice {
  tipDismissed: boolean;
}
