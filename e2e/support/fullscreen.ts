import type { BrowserContext, Page } from "@playwright/test";
import { youtubeRedirectTarget } from "../../test-support/fullscreen";

export { isYouTubeRedirect, youtubeRedirectTarget, youtubeReferrer } from "../../test-support/fullscreen";

/** Answers every request to YouTube with a tiny page, so a test can follow the redirect without leaving the machine. */
export async function stubYouTube(target: Page | BrowserContext): Promise<void> {
  await target.route("https://www.youtube.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>YouTube stub</title><p>GO TO SITE</p>" }),
  );
}

/**
 * Stands in for YouTube's redirect page: a GO TO SITE link to the address it was given. One that `sendsReferrer` sends
 * YouTube's address as the Referer, as the real page does for the car's browser (even to a plain-http test server); the
 * other strips it (`Referrer-Policy: no-referrer`), as a stricter YouTube or car browser would.
 */
export async function stubYouTubeRedirect(target: Page | BrowserContext, { sendsReferrer }: { sendsReferrer: boolean }): Promise<void> {
  await target.route("https://www.youtube.com/**", (route) => {
    const destination = youtubeRedirectTarget(route.request().url());
    const link =
      destination === null
        ? ""
        : `<a href="${destination.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"${sendsReferrer ? ' referrerpolicy="unsafe-url"' : ""}>GO TO SITE</a>`;
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      headers: sendsReferrer ? {} : { "referrer-policy": "no-referrer" },
      body: `<!doctype html><title>YouTube stub</title>${link}`,
    });
  });
}

/** The footer's bottom padding in CSS pixels; full-screen mode adds room for the car's overlay bar. */
export function footerPaddingBottom(page: Page): Promise<number> {
  return page.getByRole("contentinfo").evaluate((footer) => Number.parseFloat(getComputedStyle(footer).paddingBottom));
}
