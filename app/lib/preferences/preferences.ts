import type { Region } from "~/data/regions";
import type { Language } from "~/lib/i18n/languages";
import type { Setup } from "~/lib/setup/wire";

/** The language and region chosen in Settings; null for each means "from the car's language settings" (Accept-Language). */
export interface LocaleChoice {
  language: Language | null;
  region: Region | null;
}

/** Everything the driver chose: the setup (hidden sources, own services, order), language and region, and whether the settings tip was dismissed. */
export interface Preferences extends Setup, LocaleChoice {
  tipDismissed: boolean;
}
