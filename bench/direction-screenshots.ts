// A screenshot pair for the docs (issue 31): the dashboard on the car's 980×560 screen at device scale factor 2, in English
// (left to right, the US catalogue) and in Arabic (right to left, the Gulf catalogue), so a review sees the layout mirror:
// the toolbar, the rows starting at the right and fading at the left, and the settings tip under the settings button.
// It serves the production build in wrangler dev and writes docs/rtl-dashboard-en.png and docs/rtl-dashboard-ar.png.
//   npm run build && node bench/direction-screenshots.ts
import { chromium, type Browser } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumExecutablePath, chromiumFlags } from "./browser.ts";
import { stopAllProcesses, stopOnInterrupt } from "./processes.ts";
import { findFreePort } from "../test-support/ports.ts";
import { projectRoot } from "./project-paths.ts";
import { startWorker } from "./worker-server.ts";

/** The car's language as its browser sends it (test-support/car-locales.ts), and the file the shot goes to. */
const shots = [
  { locale: "en-US", dir: "ltr", file: "rtl-dashboard-en.png" },
  { locale: "ar-AE", dir: "rtl", file: "rtl-dashboard-ar.png" },
] as const;

async function dashboardScreenshot(browser: Browser, origin: string, locale: string, dir: string): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 980, height: 560 }, deviceScaleFactor: 2, hasTouch: true, locale });
  try {
    // A driver who has closed the full-screen offer but not yet the settings tip: the rows and the tip both show.
    const host = new URL(origin).hostname;
    await context.addCookies([{ name: "pp_prompt_dismissed", value: "1", domain: host, path: "/" }]);
    // Cards link to real services; nothing here may leave the machine.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const html = page.locator("html");
    if ((await html.getAttribute("dir")) !== dir) throw new Error(`${locale}: the page is not ${dir}`);
    await page.getByRole("note").waitFor();
    // Every card on screen has drawn its logo from the region's sprite (an empty box until it has painted).
    await page.waitForFunction(() =>
      [...document.querySelectorAll("main use")]
        .filter((use) => {
          const card = use.closest("a")?.getBoundingClientRect();
          return card !== undefined && card.right > 0 && card.left < innerWidth && card.top < innerHeight;
        })
        .every((use) => use instanceof SVGGraphicsElement && use.getBBox().width > 0),
    );
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ animations: "disabled" });
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  stopOnInterrupt(stopAllProcesses);
  const worker = await startWorker(Number(process.env.SCREENSHOT_PORT ?? (await findFreePort())));
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumFlags });
  try {
    for (const { locale, dir, file } of shots) {
      const path = join(projectRoot, "docs", file);
      writeFileSync(path, await dashboardScreenshot(browser, worker.origin, locale, dir));
      console.log(`Wrote ${path}`);
    }
    return 0;
  } finally {
    await browser.close();
    await stopAllProcesses();
  }
}

process.exitCode = await main();
