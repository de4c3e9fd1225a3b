// How this project launches Chromium, for the e2e suite (playwright.config.ts) and the bench (bench/browser.ts) alike.
import { existsSync } from "node:fs";
import { locateBrowser } from "../scripts/find-browser.mjs";

/**
 * The Chromium scripts/find-browser.mjs finds (CHROMIUM_PATH, Debian's, Playwright's own), which `npm run test:e2e`
 * makes sure of before Playwright starts; undefined leaves the choice to Playwright.
 */
export function installedChromiumPath(): string | undefined {
  return locateBrowser() ?? undefined;
}

/** Debian's chromium-headless-shell: the same Chromium build without the desktop browser around it (docs/testing.md). */
export const debianHeadlessShellPath = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the e2e suite drives: CHROMIUM_PATH when set, else Debian's headless shell where it is installed (the
 * suite runs about a third faster on it), else the one the bench drives. The bench keeps the full browser, as in the car.
 */
export function e2eChromiumPath(env = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync(debianHeadlessShellPath) ? debianHeadlessShellPath : installedChromiumPath();
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
