// Which Chromium the bench drives, and with which flags (the same as the e2e suite's, plus accepting the proxy's certificate).
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const debianChromium = "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--ignore-certificate-errors",
];

/** Debian's Chromium where installed (CI installs it), Playwright's own otherwise. */
export function chromiumExecutablePath(): string {
  return existsSync(debianChromium) ? debianChromium : chromium.executablePath();
}
