import type { DisplayChoice } from "~/lib/display/display";
import type { LocaleChoice } from "~/lib/i18n/languages";
import type { LaunchChoices } from "~/lib/links/launch";
import type { RecentCards } from "~/lib/links/recent-cards";
import type { Setup } from "~/lib/preferences/stored/setup-format";

export type { LocaleChoice };

/**
 * Everything the driver chose: the setup (hidden sources, own services, order), language and region, theme and card
 * size, whether the settings tip was dismissed, how each card opens, and the recently opened cards.
 */
export interface Preferences extends Setup, LocaleChoice, DisplayChoice {
  tipDismissed: boolean;
  launch: LaunchChoices;
  recent: RecentCards;
}
