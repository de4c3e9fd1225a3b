// The preferences of a driver who has chosen nothing yet, as the worker reads them with no cookie at all.
import { defaultLaunchChoices } from "~/lib/links/launch-choices";
import { defaultRecentCards } from "~/lib/links/recent-cards";
import type { Preferences } from "~/lib/preferences/preferences";

export const nothingSaved: Preferences = {
  hiddenSourceIds: [],
  tipDismissed: false,
  services: [],
  order: null,
  language: null,
  region: null,
  launch: defaultLaunchChoices,
  recent: defaultRecentCards,
  theme: "dark",
  cardSize: "standard",
};
