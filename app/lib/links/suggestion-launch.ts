// Where a suggestion of the Custom URL field opens: a service as its card does, in its launch mode (issue 22).
import { launchLinkAttributes, launchModeOf, type LaunchChoices } from "~/lib/links/launch";
import type { AddressBarSuggestion } from "~/lib/links/service-search";

/** An address to open and whether it opens in a new tab. */
export interface LaunchLink {
  href: string;
  newTab: boolean;
}

/** How a suggested service opens: exactly as its card would, through the same launch-mode links. */
export function serviceLaunchLink(service: { id: string; url: string }, choices: LaunchChoices, dashboardFullscreen: boolean): LaunchLink {
  const link = launchLinkAttributes(service.url, launchModeOf(choices, service.id), choices.everyCardFullscreen, dashboardFullscreen);
  return { href: link.href, newTab: link.target === "_blank" };
}

/** Where a suggestion goes: a service as it launches, a web search in a new tab (it leaves ParkPlay for good). */
export function suggestionLaunchLink(suggestion: AddressBarSuggestion, choices: LaunchChoices, dashboardFullscreen: boolean): LaunchLink {
  return suggestion.kind === "service"
    ? serviceLaunchLink(suggestion.service, choices, dashboardFullscreen)
    : { href: suggestion.url, newTab: true };
}
