// YouTube's side of a full-screen arrival, as both layers act it out: the Referer its redirect page sends, and where it sends the driver.

/** What Chromium sends, cross-site, when the driver taps GO TO SITE on YouTube's redirect page. */
export const youtubeReferrer = "https://www.youtube.com/";

/** The address YouTube's redirect page would send the driver to, or null when the URL is not that page. */
export function youtubeRedirectTarget(url: string): string | null {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}` === "https://www.youtube.com/redirect" ? parsed.searchParams.get("q") : null;
}

export const isYouTubeRedirect = (url: URL) => youtubeRedirectTarget(url.href) !== null;
