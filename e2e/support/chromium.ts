// How this project launches Chromium, for the e2e suite (playwright.config.ts) and the bench (bench/browser.ts) alike.
import { locateBrowser } from "../../scripts/find-browser.mjs";

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
];
