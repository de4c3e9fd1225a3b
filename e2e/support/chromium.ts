// How this project launches Chromium, for the e2e suite (playwright.config.ts) and the bench (bench/browser.ts) alike.
import { existsSync } from "node:fs";

const debianChromium = "/usr/bin/chromium";

/** Debian's Chromium where it is installed (CI installs it); undefined means Playwright's own browser. */
export function installedChromiumPath(): string | undefined {
  return existsSync(debianChromium) ? debianChromium : undefined;
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
