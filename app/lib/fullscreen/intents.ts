/** The dashboard's action, which the full-screen prompt and the About page post to (`?index` names the index route, not the root). */
export const dashboardActionPath = "/?index";

/** What a form posted to the dashboard's action asks for, besides saving a preference (lib/preferences/forms/intents.ts). */
export const dashboardIntents = {
  openFullscreen: "open-fullscreen",
  /** "I am in full screen": the driver says the attempt worked though YouTube's referrer was lost on the way back. */
  confirmFullscreen: "confirm-fullscreen",
  /** Closes the full-screen offer for the session: a session fact, not a preference, so no backup or save queue holds it. */
  dismissPrompt: "dismiss-fullscreen-prompt",
} as const;

/**
 * Where an 'open full-screen' request came from, so ops can tell the prompt's conversions from the About page's and the
 * failed-arrival notice's "Try again".
 */
export const fullscreenOfferPlacements = ["prompt", "about", "notice"] as const;

export type FullscreenOfferPlacement = (typeof fullscreenOfferPlacements)[number];
