// Issue 28: every card says what it is in every state a driver meets. For each loading state, theme, card size and window,
// the page is walked to each row and every row to its end; in every view each card shows a loaded logo or its name (read
// from the screenshot's pixels, as a driver sees it), nothing overlaps it, and the page never scrolls sideways.
import type { BrowserContext, Page, Route } from "@playwright/test";
import { logoSpriteFor } from "../app/lib/catalogue/catalogue.server";
import { cardSizes, themes, type CardSize, type Theme } from "../app/lib/display/display";
import { cardSizeCookie, themeCookie } from "../app/lib/preferences/stored/cookie-codecs";
import { expectEveryCardShowsItself } from "../test-support/card-faces";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const windows = [
  { width: 980, height: 560 },
  { width: 390, height: 844 },
] as const;

/** Every card's name, as its link is named, in page order. */
function cardNamesOnPage(page: Page): Promise<string[]> {
  return page.locator(".pp-card").evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label") || card.textContent || "?"));
}

/** True once React has hydrated the toolbar (it marks hydrated elements with a `__reactProps$…` key). */
function isHydrated(page: Page): Promise<boolean> {
  return page
    .getByRole("banner")
    .getByRole("button")
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")));
}

interface LoadingState {
  name: string;
  javaScriptEnabled: boolean;
  /** Whether the state can share a page with other tests: not where the subject is a cold cache or a race. */
  reusesPage: boolean;
  /**
   * Holds back or fails what the state says, opens the dashboard and waits until the state is what its name says; then
   * moves the page on to each later state it names, if any. `walk` checks every card where the page is now.
   */
  visit: (page: Page, walk: (hydrated: boolean) => Promise<void>) => Promise<void>;
  expectedPageErrors: RegExp | null;
}

const loadingStates: LoadingState[] = [
  {
    name: "without JavaScript",
    javaScriptEnabled: false,
    reusesPage: true,
    visit: async (page, walk) => {
      await page.goto("/");
      await walk(false);
    },
    expectedPageErrors: null,
  },
  {
    // A weak cell: the HTML has arrived, the app's scripts have not. Once the walk is done they arrive, and the hydrated page
    // is walked again: both states from one load.
    name: "with the scripts held back, then hydrated",
    javaScriptEnabled: true,
    reusesPage: false,
    visit: async (page, walk) => {
      const heldScripts: Route[] = [];
      let holding = true;
      await page.route("**/build/**", (route) => (holding ? void heldScripts.push(route) : route.continue()));
      await page.goto("/", { waitUntil: "commit" });
      await page.getByRole("contentinfo").waitFor({ state: "attached" });
      // The test runner's handler gets a routed request when it gets to it, which may be after the HTML has been parsed.
      await expect.poll(() => heldScripts.length, { message: "no script was held back" }).toBeGreaterThan(0);
      await walk(false);
      holding = false;
      for (const route of heldScripts) await route.continue();
      await waitForHydration(page);
      await walk(true);
    },
    expectedPageErrors: null,
  },
  {
    // Every card's drawing is in the region's one sprite: failing it fails every logo on the page.
    name: "with the logo sprite failing",
    javaScriptEnabled: true,
    // A cached sprite would never be asked for again, so never failed.
    reusesPage: false,
    visit: async (page, walk) => {
      const failed: string[] = [];
      await page.route("**/logos/**", (route) => {
        failed.push(new URL(route.request().url()).pathname);
        return route.abort();
      });
      await page.goto("/");
      await waitForHydration(page);
      await expect.poll(() => new Set(failed), { message: "the sprite was not failed" }).toEqual(new Set([logoSpriteFor("us")]));
      await walk(true);
    },
    expectedPageErrors: /^error: Failed to load resource: net::ERR_FAILED/,
  },
];

/** Stores the display choice as the worker would: a default is no cookie at all. */
async function chooseDisplay(context: BrowserContext, baseURL: string | undefined, theme: Theme, cardSize: CardSize) {
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  const cookies = [
    { name: themeCookie.name, value: themeCookie.encode(theme) },
    { name: cardSizeCookie.name, value: cardSizeCookie.encode(cardSize) },
  ];
  await context.addCookies(cookies.filter(({ value }) => value !== "").map((cookie) => ({ ...cookie, url: baseURL })));
}

async function expectEveryCardNamed(page: Page, baseURL: string | undefined, state: LoadingState, theme: Theme, cardSize: CardSize) {
  await chooseDisplay(page.context(), baseURL, theme, cardSize);
  await state.visit(page, async (hydrated) => {
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
    // Each walk starts where a driver does: at the top, every row at its start (an earlier walk left them at their ends).
    await page.evaluate(() => {
      for (const row of document.querySelectorAll(".pp-category-cards")) row.scrollTo({ left: 0, behavior: "instant" });
      scrollTo({ top: 0, behavior: "instant" });
    });
    const seen = await expectEveryCardShowsItself(page);
    expect(seen.toSorted(), "the walk missed cards").toEqual((await cardNamesOnPage(page)).toSorted());
    if (state.javaScriptEnabled) expect(await isHydrated(page), "hydrated").toBe(hydrated);
  });
}

for (const state of loadingStates) {
  for (const window of windows) {
    test.describe(`every card shows its logo or its name ${state.name}, ${window.width}×${window.height}`, () => {
      test.use({ javaScriptEnabled: state.javaScriptEnabled, expectedPageErrors: state.expectedPageErrors, viewport: window });

      for (const theme of themes.filter((choice) => choice !== "auto")) {
        for (const cardSize of cardSizes) {
          const name = `${theme}, ${cardSize} cards`;
          if (state.reusesPage)
            test(name, ({ readOnlyPage, baseURL }) => expectEveryCardNamed(readOnlyPage, baseURL, state, theme, cardSize));
          else test(name, ({ page, baseURL }) => expectEveryCardNamed(page, baseURL, state, theme, cardSize));
        }
      }
    });
  }
}
