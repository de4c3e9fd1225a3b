// How each card opens (issue 22): its launch mode, and the link the worker renders for it, so the first paint opens the
// service the chosen way with or without JavaScript. Pure, shared by the dashboard's cards and anything else that opens a
// service (the address bar's suggestions reuse launchLinkAttributes). Only what the first paint needs: changing the
// choices is in launch-choices.ts, which loads with Settings.
import { youtubeRedirectUrl } from "~/lib/fullscreen/referrer";

/**
 * automatic: a same-tab link, as every card was before. fullscreen: through YouTube's redirect page, so the service arrives
 * with YouTube as its referrer and opens in the car's full-screen view. outside: a new tab, the browser where the driver is signed in.
 */
export type LaunchMode = "automatic" | "fullscreen" | "outside";

/** The driver's choices: the cards set to a mode other than Automatic (ids in canonical order), and the global switch. */
export interface LaunchChoices {
  fullscreen: readonly string[];
  outside: readonly string[];
  /** 'Open every card in full screen': every card in Automatic opens as Full screen. */
  everyCardFullscreen: boolean;
}

/** The mode chosen for one card (Automatic unless chosen otherwise). */
export function launchModeOf(choices: LaunchChoices, id: string): LaunchMode {
  if (choices.fullscreen.includes(id)) return "fullscreen";
  if (choices.outside.includes(id)) return "outside";
  return "automatic";
}

/** The mode a card opens in: its own, with 'Open every card in full screen' turning Automatic into Full screen. */
export function effectiveLaunchMode(mode: LaunchMode, everyCardFullscreen: boolean): LaunchMode {
  return mode === "automatic" && everyCardFullscreen ? "fullscreen" : mode;
}

/** YouTube's redirect page with `q` set to the service's own address; its "GO TO SITE" link sends the driver on, full-screen. */
export function fullscreenLaunchUrl(serviceUrl: string): string {
  return `${youtubeRedirectUrl}?q=${encodeURIComponent(serviceUrl)}`;
}

export interface LaunchLinkAttributes {
  href: string;
  target?: "_blank";
  rel: string;
}

/**
 * The link that opens a service in its launch mode. A dashboard already in full screen opens Full screen cards in the same
 * tab (a bounce through YouTube would gain nothing); Outside full screen always opens a new tab with no opener and no referrer.
 */
export function launchLinkAttributes(
  serviceUrl: string,
  mode: LaunchMode,
  everyCardFullscreen: boolean,
  dashboardFullscreen: boolean,
): LaunchLinkAttributes {
  const effective = effectiveLaunchMode(mode, everyCardFullscreen);
  if (effective === "outside") return { href: serviceUrl, target: "_blank", rel: "noopener noreferrer" };
  if (effective === "fullscreen" && !dashboardFullscreen) return { href: fullscreenLaunchUrl(serviceUrl), rel: "noreferrer" };
  return { href: serviceUrl, rel: "noreferrer" };
}
