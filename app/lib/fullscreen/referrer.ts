import { carriedSetupParam } from "~/lib/fullscreen/carried-setup";

/** Origins whose links in-car browsers (Tesla's above all) open full-screen. */
export const youtubeOrigins: readonly string[] = ["https://www.youtube.com", "https://youtube.com", "https://m.youtube.com"];

/** YouTube's interstitial that leads back to ParkPlay through a "GO TO SITE" link, full-screen. */
export const youtubeRedirectUrl = "https://www.youtube.com/redirect";

// Real Referer headers are short; anything longer is noise not worth parsing.
const maxReferrerLength = 2048;
const loggableHostname = /^[a-z0-9.-]{1,253}$/;

function parseReferrer(referrer: string | null | undefined): URL | null {
  if (!referrer || referrer.length > maxReferrerLength) return null;
  try {
    return new URL(referrer);
  } catch {
    return null;
  }
}

/** True only when the referrer's origin is exactly a YouTube origin; look-alike hosts, other schemes and garbage are not. */
export function isFullscreenReferrer(referrer: string | null | undefined): boolean {
  const url = parseReferrer(referrer);
  return url !== null && youtubeOrigins.includes(url.origin);
}

/** The referrer's host name for a log line: never a path, query, port or credentials, and null when it is not a plain DNS name or IPv4 address. */
export function referrerHostname(referrer: string | null | undefined): string | null {
  const hostname = parseReferrer(referrer)?.hostname ?? "";
  return loggableHostname.test(hostname) ? hostname : null;
}

/** The dashboard is the one page that offers full-screen with a prompt. */
export function isFullscreenPromptPage(pathname: string): boolean {
  return pathname === "/";
}

/** YouTube's redirect page, sending the driver back to the dashboard, with the carrier of their setup when there is one. */
export function fullscreenRedirectUrl(appOrigin: string, carrierId: string | null): string {
  const dashboard = carrierId === null ? `${appOrigin}/` : `${appOrigin}/?${carriedSetupParam}=${carrierId}`;
  return `${youtubeRedirectUrl}?q=${encodeURIComponent(dashboard)}`;
}

/** What says a request is full-screen: the YouTube referrer of a fresh arrival, or the session cookie of an earlier one. */
export type FullscreenSource = "referrer" | "cookie" | "none";

export interface FullscreenState {
  fullscreen: boolean;
  source: FullscreenSource;
}

/** A YouTube referrer is a fresh full-screen arrival; otherwise the session cookie remembers an earlier one. */
export function classifyFullscreen(referrer: string | null | undefined, rememberedThisSession: boolean): FullscreenState {
  if (isFullscreenReferrer(referrer)) return { fullscreen: true, source: "referrer" };
  if (rememberedThisSession) return { fullscreen: true, source: "cookie" };
  return { fullscreen: false, source: "none" };
}
