// `npm run cards:sheet`: a contact sheet of every card of every region (issue 23), so a review sees every card at once. It
// serves the production build in wrangler dev, opens each region's dashboard in Chromium with its rows wrapped, and lays
// the regions' screenshots out on one image per theme: docs/cards-<theme>.png.
//   node bench/cards-sheet.ts [--theme dark,light]   (the theme travels in the pp_theme cookie; both by default)
import { chromium, type Browser } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromiumExecutablePath, chromiumFlags } from "./browser.ts";
import { stopAllProcesses, stopOnInterrupt } from "./processes.ts";
import { findFreePort } from "../test-support/ports.ts";
import { projectRoot } from "./project-paths.ts";
import { startWorker } from "./worker-server.ts";
import { regions, type Region } from "../app/data/regions.ts";

const themes = ["dark", "light"] as const;
type Theme = (typeof themes)[number];

const regionTitles: Record<Region, string> = {
  us: "United States",
  uk: "United Kingdom and Ireland",
  dach: "Germany, Austria and Switzerland",
  fr: "France",
  it: "Italy",
  es: "Spain",
  benelux: "Benelux",
  nordics: "Nordics",
  anz: "Australia and New Zealand",
  ca: "Canada",
  jp: "Japan",
  kr: "South Korea",
  tw: "Taiwan",
  hk: "Hong Kong and Macau",
  sea: "Singapore, Malaysia, Thailand and the Philippines",
  in: "India",
  latam: "Mexico, Chile and Colombia",
  tr: "Türkiye",
  il: "Israel",
  gulf: "Gulf states",
  pl: "Poland",
  pt: "Portugal",
};

/** Standard cards at 225×125: a car screen of 1280 px, rows wrapped so every card shows (and loads its logo) at once. */
const viewport = { width: 1280, height: 6000 };
const wrappedRowsCss = `
  .pp-category-cards { flex-wrap: wrap; row-gap: 16px; overflow: visible; }
  .pp-category-row::after { display: none; }
`;

function isTheme(value: string): value is Theme {
  return (themes as readonly string[]).includes(value);
}

function requestedThemes(): Theme[] {
  const { values } = parseArgs({ options: { theme: { type: "string", default: "dark,light" } } });
  const requested = values.theme.split(",");
  const unknown = requested.filter((theme) => !isTheme(theme));
  if (unknown.length > 0) throw new Error(`Unknown theme ${unknown.join(", ")}: use ${themes.join(" or ")}`);
  return requested.filter(isTheme);
}

/** The dashboard's cards of one region, as a PNG of its rows with every logo loaded. */
async function regionScreenshot(browser: Browser, origin: string, region: Region, theme: Theme): Promise<Buffer> {
  // The page's CSP refuses the style that wraps the rows; this page is only photographed.
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, bypassCSP: true });
  try {
    const host = new URL(origin).hostname;
    const cookies = { pp_region: region, pp_theme: theme, pp_tip: "1", pp_prompt_dismissed: "1" };
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, domain: host, path: "/" })));
    // Cards link to real services; nothing here may leave the machine.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.addStyleTag({ content: wrappedRowsCss });
    // Every card's drawing is a reference into the region's sprite, whose box stays empty until it has painted.
    const undrawn = () =>
      page
        .locator("main use")
        .evaluateAll((uses) =>
          uses.filter((use) => use instanceof SVGGraphicsElement && use.getBBox().width === 0).map((use) => use.getAttribute("href")),
        );
    await page
      .waitForFunction(() =>
        [...document.querySelectorAll("main use")].every((use) => use instanceof SVGGraphicsElement && use.getBBox().width > 0),
      )
      .catch(async () => {
        throw new Error(`${region}: logos not drawn: ${(await undrawn()).join(", ")}`);
      });
    // The rows only: the frame around them fills the tall window with nothing.
    const rows = await page
      .locator("main .pp-category")
      .evaluateAll((sections) =>
        sections.map((section) => section.getBoundingClientRect()).map(({ left, top, right, bottom }) => ({ left, top, right, bottom })),
      );
    const top = Math.min(...rows.map((row) => row.top));
    const bottom = Math.max(...rows.map((row) => row.bottom));
    return await page.screenshot({ clip: { x: 0, y: top, width: viewport.width, height: bottom - top }, animations: "disabled" });
  } finally {
    await context.close();
  }
}

/** One image: each region's title over its screenshot, two regions a row. */
async function contactSheet(browser: Browser, shots: readonly [Region, Buffer][], theme: Theme): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 2 * viewport.width + 96, height: 800 }, deviceScaleFactor: 1 });
  try {
    const [background, text] = theme === "dark" ? ["#1a1b1e", "#e9ecef"] : ["#ffffff", "#212529"];
    const figures = shots
      .map(
        ([region, png]) =>
          `<figure><figcaption>${regionTitles[region]} (${region})</figcaption><img src="data:image/png;base64,${png.toString("base64")}"></figure>`,
      )
      .join("");
    await page.setContent(
      `<!doctype html><html><head><style>
        body { margin: 0; padding: 32px; background: ${background}; color: ${text}; font: 700 28px system-ui, sans-serif; }
        h1 { margin: 0 0 24px; font-size: 36px; }
        main { display: grid; grid-template-columns: repeat(2, ${viewport.width}px); gap: 32px; align-items: start; }
        figure { margin: 0; } figcaption { margin-bottom: 8px; } img { display: block; }
      </style></head><body><h1>ParkPlay cards, every region (${theme} theme)</h1><main>${figures}</main></body></html>`,
      { waitUntil: "load" },
    );
    return await page.screenshot({ fullPage: true });
  } finally {
    await page.close();
  }
}

async function main(): Promise<number> {
  stopOnInterrupt(stopAllProcesses);
  const sheetThemes = requestedThemes();
  const worker = await startWorker(Number(process.env.CARDS_PORT ?? (await findFreePort())));
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumFlags });
  try {
    for (const theme of sheetThemes) {
      const shots: [Region, Buffer][] = [];
      for (const region of regions) shots.push([region, await regionScreenshot(browser, worker.origin, region, theme)]);
      const file = join(projectRoot, "docs", `cards-${theme}.png`);
      writeFileSync(file, await contactSheet(browser, shots, theme));
      console.log(`Wrote ${file}`);
    }
    return 0;
  } finally {
    await browser.close();
    await stopAllProcesses();
  }
}

process.exitCode = await main();
