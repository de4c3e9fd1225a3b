// Where a suggestion of the Custom URL field opens. Services go through one function, so the cards' launch modes
// (issue 22) can decide it for suggestions too: until then a suggested service opens like its card does today.
import type { AddressBarSuggestion } from "~/lib/links/service-search";

/** An address to open and whether it opens in a new tab. */
export interface LaunchLink {
  href: string;
  newTab: boolean;
}

/** How a suggested service opens: for now its own address in this tab, as its card does. */
export function serviceLaunchLink(service: { id: string; url: string }): LaunchLink {
  return { href: service.url, newTab: false };
}

/** Where a suggestion goes: a service as it launches, a web search in a new tab (it leaves ParkPlay for good). */
export function suggestionLaunchLink(suggestion: AddressBarSuggestion): LaunchLink {
  return suggestion.kind === "service" ? serviceLaunchLink(suggestion.service) : { href: suggestion.url, newTab: true };
}
