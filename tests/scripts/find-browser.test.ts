// @vitest-environment node
// The script runs as `npm run test:e2e` runs it, in a temporary environment: its own HOME and Playwright browser
// directory (both empty), no system Chromium and no npx on PATH, so it neither sees nor installs a real browser.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { missingBrowserLine } from "../../scripts/find-browser.mjs";

const script = join(process.cwd(), "scripts", "find-browser.mjs");

function runIn(env: Record<string, string>) {
  const home = mkdtempSync(join(tmpdir(), "parkplay-find-browser-"));
  const emptyBin = mkdtempSync(join(tmpdir(), "parkplay-no-npx-"));
  const result = spawnSync(process.execPath, [script], {
    encoding: "utf8",
    timeout: 30_000,
    env: {
      NODE_ENV: "test",
      HOME: home,
      PATH: emptyBin,
      PLAYWRIGHT_BROWSERS_PATH: join(home, "ms-playwright"),
      SYSTEM_CHROMIUM_PATH: join(home, "no-system-chromium"),
      ...env,
    },
  });
  return { ...result, home };
}

describe("find-browser", () => {
  it("with CHROMIUM_PATH missing, no other browser and no way to install one, stops with one line and a non-zero exit", () => {
    const result = runIn({ CHROMIUM_PATH: "/nonexistent/chromium" });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([missingBrowserLine]);
    expect(missingBrowserLine).toContain("apt-get install chromium");
    expect(missingBrowserLine).toContain("npx playwright install chromium");
    // Nothing was downloaded into the temporary browser directory.
    expect(readdirSync(result.home)).toEqual([]);
  });

  it("uses CHROMIUM_PATH when it names a file that exists", () => {
    const browser = join(mkdtempSync(join(tmpdir(), "parkplay-chromium-")), "chromium");
    writeFileSync(browser, "");
    chmodSync(browser, 0o755);
    const result = runIn({ CHROMIUM_PATH: browser });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(`e2e browser: ${browser}`);
  });
});
