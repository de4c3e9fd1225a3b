// How this project launches Chromium, for the e2e suite (playwright.config.ts) and the bench (bench/browser.ts) alike.
import { locateBrowser } from "../scripts/find-browser.mjs";

/**
 * The Chromium scripts/find-browser.mjs finds (CHROMIUM_PATH, Debian's, Playwright's own), which `npm run test:e2e`
 * makes sure of before Playwright starts; undefined leaves the choice to Playwright.
 */
export function installedChromiumPath(): string | undefined {
  return locateBrowser() ?? undefined;
}

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // No name resolves but 127.0.0.1's: cards link to real services, and nothing a test or the bench does may leave the machine
  // or wait on a third-party host. Stopping it here rather than by Playwright's request routing keeps the HTTP cache on (routing
  // turns it off) and spares every request a round trip through the test runner.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];
