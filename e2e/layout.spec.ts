import { frameEn } from "../app/generated/i18n/frame/en";
import type { Locator, Page } from "@playwright/test";
import { categories, Category, categoryTitleKeys } from "../app/data/categories";
import { sourceIds, sources } from "../app/data/sources";
import { cardSizes, type CardSize } from "../app/lib/display/display";
import { flashes, watchForFlashes } from "./support/dashboard";
import { box, onScreenContent, overlaps } from "./support/geometry";
import { expect, test } from "./support/fixtures";
import { youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

const firstRow = categories[0] ?? Category.Streaming;
const firstRowCards = sourceIds.filter((id) => sources[id].category === firstRow).map((id) => sources[id].name);

interface ScreenSize {
  name: string;
  width: number;
  height: number;
  use: { isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number };
  /** Whole cards in the first row per card size (issue 23): compact at least six across 980 px, large at most three. */
  wholeCards: Record<CardSize, number>;
}

const sizes: readonly ScreenSize[] = [
  {
    name: "small phone",
    width: 320,
    height: 640,
    use: { isMobile: true, hasTouch: true },
    wholeCards: { compact: 2, standard: 1, large: 1 },
  },
  { name: "phone", width: 390, height: 844, use: { isMobile: true, hasTouch: true }, wholeCards: { compact: 2, standard: 1, large: 1 } },
  {
    name: "Tesla Model 3/Y",
    width: 980,
    height: 560,
    use: { deviceScaleFactor: 2, hasTouch: true },
    wholeCards: { compact: 6, standard: 4, large: 3 },
  },
  { name: "laptop", width: 1280, height: 720, use: {}, wholeCards: { compact: 9, standard: 5, large: 3 } },
];

/** The row's scroller cut to the viewport, and the left edge of the fade drawn over its right end. */
async function rowGeometry(list: Locator) {
  return list.evaluate((scroller) => {
    const row = scroller.parentElement ?? scroller;
    const shown = scroller.getBoundingClientRect();
    const left = Math.max(shown.left, 0);
    const right = Math.min(shown.right, document.documentElement.clientWidth);
    const fadeWidth = parseFloat(getComputedStyle(row, "::after").width);
    return { left, right, fadeLeft: row.getBoundingClientRect().right - fadeWidth };
  });
}

async function loadFreshDashboard(page: Page) {
  await watchForFlashes(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

for (const cardSize of cardSizes) {
  for (const size of sizes) {
    test.describe(`layout on a ${size.width}×${size.height} screen (${size.name}) with ${cardSize} cards`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, ...size.use });

      // The standard size is no cookie at all, as for every driver who never chose one.
      test.beforeEach(async ({ context, baseURL }) => {
        if (cardSize === "standard") return;
        if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
        await context.addCookies([{ name: "pp_card_size", value: cardSize, url: baseURL }]);
      });

      test("on a first visit the settings tip and the full-screen prompt cover neither each other nor anything else", async ({ page }) => {
        await loadFreshDashboard(page);
        const tip = page.getByRole("note", { name: "Settings tip" });
        const prompt = page.getByRole("region", { name: "Full-screen offer" });
        await expect(tip).toBeVisible();
        await expect(prompt).toBeVisible();
        const [tipBox, promptBox] = await Promise.all([box(tip), box(prompt)]);
        expect(overlaps(tipBox, promptBox), `tip ${JSON.stringify(tipBox)} over prompt ${JSON.stringify(promptBox)}`).toBe(false);

        const content = await onScreenContent(tip.or(prompt));
        const labels = content.map(({ label }) => label);
        // The collection sees the toolbar beside the tip and the first row under the prompt, but not a card scrolled out of view.
        expect(labels).toEqual(
          expect.arrayContaining(['a "Settings"', `text "${frameEn[categoryTitleKeys[firstRow]]}"`, `a "${firstRowCards[0]}"`]),
        );
        expect(labels).not.toContain(`a "${firstRowCards.at(-1)}"`);

        const coveredByTip = content.filter((item) => overlaps(item.box, tipBox)).map(({ label }) => label);
        const coveredByPrompt = content.filter((item) => overlaps(item.box, promptBox)).map(({ label }) => label);
        expect(coveredByTip, "under the settings tip").toEqual([]);
        expect(coveredByPrompt, "under the full-screen prompt").toEqual([]);
        expect((await flashes(page)).layoutShifts).toEqual([]);
      });

      for (const screen of [
        { name: "the dashboard after a full-screen arrival", path: "/", referer: youtubeReferrer },
        { name: "About", path: "/about", referer: undefined },
        { name: "Diagnostics", path: "/debug", referer: undefined },
        // Only the dashboard shows cards; the other screens are the same at every card size.
      ].filter((screen) => cardSize === "standard" || screen.path === "/")) {
        test(`on ${screen.name} the settings tip covers no control or text`, async ({ page }) => {
          await watchForFlashes(page);
          await page.goto(screen.path, { referer: screen.referer });
          await waitForHydration(page);
          await page.waitForLoadState("networkidle");
          const tip = page.getByRole("note", { name: "Settings tip" });
          await expect(tip).toBeVisible();
          const tipBox = await box(tip);
          const content = await onScreenContent(tip);
          expect(content.length).toBeGreaterThan(5);
          expect(
            content.filter((item) => overlaps(item.box, tipBox)).map(({ label }) => label),
            "under the settings tip",
          ).toEqual([]);
          expect((await flashes(page)).layoutShifts).toEqual([]);
        });
      }

      test(`the first row shows ${size.wholeCards[cardSize]} whole cards clear of the fade, and the fade lies on the next card`, async ({
        page,
      }) => {
        await page.goto("/");
        const list = page.getByRole("region", { name: frameEn[categoryTitleKeys[firstRow]] }).getByRole("list");
        const row = await rowGeometry(list);
        const cards = await list.getByRole("link").evaluateAll((links) =>
          links.map((link) => {
            const { left, right, width, height } = link.getBoundingClientRect();
            return { left, right, width, height };
          }),
        );

        const whole = cards.filter((card) => card.left >= row.left && card.right <= row.fadeLeft);
        expect(whole.length).toBe(size.wholeCards[cardSize]);
        expect(whole).toEqual(cards.slice(0, whole.length));
        const next = cards[whole.length];
        if (!next) throw new Error("the first row has no card after the whole ones");
        expect(next.left, "the next card starts before the fade").toBeLessThanOrEqual(row.fadeLeft);
        expect(next.right, "the next card runs past the row's edge").toBeGreaterThan(row.right);
        for (const card of whole) expect(Math.min(card.width, card.height)).toBeGreaterThanOrEqual(48);
      });
    });
  }
}
