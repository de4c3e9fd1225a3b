import { frameEn } from "../app/generated/i18n/frame/en";
import type { Locator, Page } from "@playwright/test";
import { categories, Category, categoryTitleKeys } from "../app/data/categories";
import { sourceIds, sources } from "../app/data/sources";
import { cardSizes, type CardSize } from "../app/lib/display/display";
import { flashes, watchForFlashes } from "./support/dashboard";
import { box, onScreenContent, overlaps } from "./support/geometry";
import { expect, test } from "./support/fixtures";
import { youtubeReferrer } from "./support/fullscreen";
import { waitUntilSettled } from "./support/settled";

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

/** The settings tip on the page now covers no control or text, and nothing has shifted since the page loaded. */
async function expectTipCoversNothing(page: Page) {
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
}

/** The first row shows `wholeCards` whole cards clear of the fade, each a 48 px target, and the fade lies on the next card. */
async function expectWholeCardsBeforeTheFade(page: Page, wholeCards: number) {
  const list = page.getByRole("region", { name: frameEn[categoryTitleKeys[firstRow]] }).getByRole("list");
  const row = await rowGeometry(list);
  const cards = await list.getByRole("link").evaluateAll((links) =>
    links.map((link) => {
      const { left, right, width, height } = link.getBoundingClientRect();
      return { left, right, width, height };
    }),
  );

  const whole = cards.filter((card) => card.left >= row.left && card.right <= row.fadeLeft);
  expect(whole.length).toBe(wholeCards);
  expect(whole).toEqual(cards.slice(0, whole.length));
  const next = cards[whole.length];
  if (!next) throw new Error("the first row has no card after the whole ones");
  expect(next.left, "the next card starts before the fade").toBeLessThanOrEqual(row.fadeLeft);
  expect(next.right, "the next card runs past the row's edge").toBeGreaterThan(row.right);
  for (const card of whole) expect(Math.min(card.width, card.height)).toBeGreaterThanOrEqual(48);
}

// Each screen and card size loads the dashboard once, as a first visit, and checks everything laid out there; then the
// screens that show the tip in another state (after a full-screen arrival, and About and Diagnostics at one card size).
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

      test(`a first visit: the tip and the full-screen prompt cover neither each other nor anything else, and the first row shows ${size.wholeCards[cardSize]} whole cards clear of the fade`, async ({
        page,
      }) => {
        await watchForFlashes(page);
        await page.goto("/");
        await waitUntilSettled(page);
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
        await expectWholeCardsBeforeTheFade(page, size.wholeCards[cardSize]);
      });

      // Only the dashboard shows cards; the other screens are the same at every card size.
      const screens = [
        { name: "the dashboard after a full-screen arrival", path: "/", referer: youtubeReferrer },
        { name: "About", path: "/about", referer: undefined },
        { name: "Diagnostics", path: "/debug", referer: undefined },
      ].filter((screen) => cardSize === "standard" || screen.path === "/");
      test(`the settings tip covers no control or text on ${screens.map(({ name }) => name).join(", ")}`, async ({ page }) => {
        await watchForFlashes(page);
        for (const screen of screens) {
          await page.goto(screen.path, { referer: screen.referer });
          await waitUntilSettled(page);
          await test.step(screen.name, () => expectTipCoversNothing(page));
        }
      });
    });
  }
}
