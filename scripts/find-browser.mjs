// Finds the Chromium the e2e tests and the bench drive, before any test runs: CHROMIUM_PATH, then Debian's, then
// Playwright's own. With none, it installs Playwright's; if that fails too (no network), it stops with one line saying
// what to install. Plain JavaScript, so it runs before anything is built.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

/** Debian's Chromium, which CI installs; SYSTEM_CHROMIUM_PATH names another system's (and lets a test hide this one). */
export const debianChromiumPath = "/usr/bin/chromium";

export const missingBrowserLine =
  "No Chromium for the e2e tests: install one with `apt-get install chromium` (Debian) or `npx playwright install chromium`, or set CHROMIUM_PATH.";

/** The first Chromium that exists: `CHROMIUM_PATH`, the system's, Playwright's own (which follows PLAYWRIGHT_BROWSERS_PATH); else null. */
export function locateBrowser(env = process.env) {
  const candidates = [env.CHROMIUM_PATH, env.SYSTEM_CHROMIUM_PATH || debianChromiumPath, chromium.executablePath()];
  return candidates.find((path) => typeof path === "string" && path !== "" && existsSync(path)) ?? null;
}

/**
 * Playwright's standard install, its progress shown; false when it cannot run or fails (no npx, no network). Its errors
 * are not shown: the one line after it says what to do.
 */
function installPlaywrightChromium() {
  const install = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: ["ignore", "inherit", "pipe"] });
  return install.error === undefined && install.status === 0;
}

function main() {
  const found = locateBrowser();
  if (found !== null) {
    console.log(`e2e browser: ${found}`);
    return 0;
  }
  const installed = installPlaywrightChromium() && existsSync(chromium.executablePath());
  if (installed) {
    console.log(`e2e browser: ${chromium.executablePath()}`);
    return 0;
  }
  console.error(missingBrowserLine);
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
