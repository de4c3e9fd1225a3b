// Which Chromium the bench drives, and with which flags (the e2e suite's, plus accepting the proxy's certificate).
import { chromium } from "@playwright/test";
import { chromiumFlags as e2eChromiumFlags, installedChromiumPath } from "../test-support/chromium.ts";

export const chromiumFlags = [...e2eChromiumFlags, "--ignore-certificate-errors"];

/** The e2e suite's Chromium (CHROMIUM_PATH, Debian's, Playwright's own); always a path, since Lighthouse's CHROME_PATH needs one. */
export function chromiumExecutablePath(): string {
  return installedChromiumPath() ?? chromium.executablePath();
}
