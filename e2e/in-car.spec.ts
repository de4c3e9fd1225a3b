import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { youtubeReferrer } from "./support/fullscreen";
import { tesla202626UserAgent, windowsChrome148UserAgent } from "./support/user-agents";

const nonceSource = /'nonce-([^']+)'/;
const nonceAttribute = /\snonce="([^"]*)"/g;
const nonceStandIn = "NONCE";

/** A page as a new visitor's browser receives it, with the response's own CSP nonce replaced so two responses compare. */
async function fetchPage(request: APIRequestContext, path: string, headers: Record<string, string>) {
  // The fixture keeps cookies between requests; each browser here starts its own session.
  await request.clearCookies();
  const response = await request.get(path, { headers, maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const contentSecurityPolicy = response.headers()["content-security-policy"] ?? "";
  const nonce = nonceSource.exec(contentSecurityPolicy)?.[1];
  if (!nonce) throw new Error(`${path} answered without a CSP nonce`);
  const html = await response.text();
  // Every nonce in the page must be this response's own, or replacing it would hide a difference.
  expect(new Set(Array.from(html.matchAll(nonceAttribute), (match) => match[1]))).toEqual(new Set([nonce]));
  return {
    html: html.replaceAll(nonce, nonceStandIn),
    contentSecurityPolicy: contentSecurityPolicy.replaceAll(nonce, nonceStandIn),
    contentType: response.headers()["content-type"],
    setCookie: response.headers()["set-cookie"],
  };
}

// Tesla's browser since firmware 2026.26 sends a plain desktop user agent, and sniffing has broken after firmware
// updates before: nothing a driver sees may depend on the user agent, so both must get the very same page.
test.describe("in-car browsers get the same pages as desktop browsers", () => {
  for (const path of ["/", "/about"]) {
    for (const { arrival, referer } of [
      { arrival: "a plain visit", referer: undefined },
      { arrival: "a full-screen arrival from YouTube", referer: youtubeReferrer },
    ]) {
      test(`${path} on ${arrival} is identical for Tesla 2026.26 and desktop Chrome 148`, async ({ request }) => {
        const arrivalHeaders: Record<string, string> = referer ? { referer } : {};
        const inCar = await fetchPage(request, path, { ...arrivalHeaders, "user-agent": tesla202626UserAgent });
        const desktop = await fetchPage(request, path, { ...arrivalHeaders, "user-agent": windowsChrome148UserAgent });
        expect(inCar.html).toContain("<main");
        expect(inCar.html).toBe(desktop.html);
        expect(inCar.contentSecurityPolicy).toBe(desktop.contentSecurityPolicy);
        expect(inCar.contentType).toBe(desktop.contentType);
        expect(inCar.setCookie).toBe(desktop.setCookie);
      });
    }
  }
});
