// Issue 31 as painted: Arabic and Japanese open Settings in their own words with and without JavaScript; Arabic pages
// mirror (rows from the right, the fade and the tip at the inline end, arrange mode's chevrons, the tab bar's arrow keys);
// and in Arabic and Japanese nothing overlaps or is cut off on the car's screen or a phone. Each of the eight new
// languages' Settings markup, fonts and right-to-left reading order are checked in tests/worker/settings-languages.test.ts.
import { firstRowOf } from "../test-support/first-row";
import type { Locator, Page } from "@playwright/test";
import { arrangeAr } from "../app/generated/i18n/arrange/ar";
import { servicesAr } from "../app/generated/i18n/services/ar";
import { frameCatalogue } from "../app/generated/i18n/frame/catalogue.server";
import { settingsImports } from "../app/generated/i18n/settings/imports";
import { directionOf, systemFontsOf, type Language } from "../app/lib/i18n/languages";
import { createTranslator } from "../app/lib/i18n/translate";
import { settingsTabs } from "../app/lib/preferences/settings-tabs";
import { expect, test } from "./support/fixtures";
import { textsThatDoNotFit } from "./support/fit";
import { box, onScreenContent, overlaps, type Box } from "./support/geometry";
import { waitForHydration } from "./support/hydration";
import { waitUntilSettled } from "./support/settled";
import { carLocales } from "../test-support/car-locales";

/** Of the languages issue 31 added, one right-to-left and one CJK, painted. */
const paintedLanguages = ["ar", "ja"] as const satisfies readonly Language[];

const carScreen = { width: 980, height: 560 };
const phoneScreen = { width: 390, height: 844 };

function settingsLink(page: Page, language: Language): Locator {
  return page.getByRole("banner").getByRole("link", { name: frameCatalogue[language]["toolbar.settings"], exact: true });
}

/** The open settings dialog shows its title, its seven tabs with Sources selected and the Sources panel, all in the language. */
async function expectSettingsIn(page: Page, language: Language): Promise<Locator> {
  const messages = await settingsImports[language]();
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("html")).toHaveAttribute("dir", directionOf(language));
  const dialog = page.getByRole("dialog", { name: messages["dialog.title"] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 2, name: messages["dialog.title"] })).toBeVisible();
  const tabs = dialog.getByRole("tablist", { name: messages["tabs.label"] }).getByRole("tab");
  await expect(tabs).toHaveText(settingsTabs.map((tab) => messages[`tab.${tab}`]));
  await expect(dialog.getByRole("tab", { name: messages["tab.sources"], selected: true })).toBeVisible();
  const panel = dialog.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { level: 3, name: messages["visibility.title"] })).toBeVisible();
  await expect(panel.getByRole("button", { name: messages["visibility.save"], exact: true })).toBeVisible();
  await expect(dialog.getByRole("link", { name: messages["dialog.close"] })).toBeVisible();
  // The first category's sources are listed under its title in the page's language.
  const { title, names } = firstRowOf(language);
  const [firstName] = names;
  if (firstName === undefined) throw new Error(`${title} has no sources`);
  await expect(panel.getByRole("group", { name: title }).getByRole("checkbox", { name: firstName, exact: true })).toBeChecked();
  return dialog;
}

for (const language of paintedLanguages) {
  test.describe(`Settings in ${language} at the car's 980×560`, () => {
    test.use({ viewport: carScreen, locale: carLocales[language] });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the address the settings button links to renders the dialog in the car's language", async ({ page }) => {
        const response = await page.goto("/?settings");
        expect(response?.headers()["content-language"]).toBe(language);
        await expect(settingsLink(page, language)).toHaveAttribute("href", "/?settings");
        const dialog = await expectSettingsIn(page, language);
        expect(await textsThatDoNotFit(dialog)).toEqual([]);

        // Chinese, Japanese and Korean name their system fonts first; only Korean keeps its words whole (the worker layer checks its rule).
        const { fontFamily, wordBreak } = await dialog
          .getByRole("heading", { level: 2 })
          .evaluate((element) => ({ fontFamily: getComputedStyle(element).fontFamily, wordBreak: getComputedStyle(element).wordBreak }));
        const systemFonts = systemFontsOf(language);
        if (systemFonts === null) expect(fontFamily).not.toMatch(/CJK|Hiragino|Gothic|PingFang|JhengHei/);
        else expect(fontFamily.split(",")[0]).toBe(systemFonts.split(",")[0]);
        expect(wordBreak).toBe("normal");
      });
    });

    test("hydrated, the settings button opens the dialog in the car's language without loading a page", async ({ page }) => {
      await page.goto("/");
      const button = settingsLink(page, language);
      await waitForHydration(button);
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.isNavigationRequest()) documents.push(request.url());
      });
      await button.click();
      const dialog = await expectSettingsIn(page, language);
      await expect(page).toHaveURL(/\/\?settings$/);
      // The page reopened the worker's markup as a modal: the hydrated dialog, not a new document.
      await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
      expect(documents).toEqual([]);
      expect(await textsThatDoNotFit(dialog)).toEqual([]);
    });
  });
}

/** A row's scroller, its cards' boxes, its fade (the row's ::after) and its title's text, as drawn. */
async function rowLayout(list: Locator) {
  return list.evaluate((scroller) => {
    const row = scroller.parentElement ?? scroller;
    const rowBox = row.getBoundingClientRect();
    const fade = getComputedStyle(row, "::after");
    const fadeLeft = rowBox.left + parseFloat(fade.left);
    const title = row.parentElement?.querySelector("h2");
    const titleText = document.createRange();
    if (title) titleText.selectNodeContents(title);
    const titleBox = titleText.getBoundingClientRect();
    return {
      left: Math.max(scroller.getBoundingClientRect().left, 0),
      right: Math.min(scroller.getBoundingClientRect().right, document.documentElement.clientWidth),
      inset: parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--pp-row-inset")),
      gap: parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--pp-card-gap")),
      fade: { left: fadeLeft, right: fadeLeft + parseFloat(fade.width), image: fade.backgroundImage },
      title: { left: titleBox.left, right: titleBox.right },
      scrollLeft: scroller.scrollLeft,
      scrollRange: scroller.scrollWidth - scroller.clientWidth,
      cards: [...scroller.querySelectorAll("a")].map((link) => {
        const { left, right } = link.getBoundingClientRect();
        return { name: link.textContent ?? "", left, right };
      }),
    };
  });
}

/** Texts in these scripts whose element spaces its letters or sets them in capitals, which Arabic and Hebrew do not have. */
function latinStyledScriptTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || !/[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(node.textContent ?? "")) continue;
      const style = getComputedStyle(parent);
      if (!["normal", "0px"].includes(style.letterSpacing) || style.textTransform !== "none") {
        found.push(`${node.textContent?.trim()}: ${style.letterSpacing} ${style.textTransform}`);
      }
    }
    return found;
  });
}

for (const language of ["ar"] as const) {
  test.describe(`${language} at the car's 980×560, right to left`, () => {
    test.use({ viewport: carScreen, deviceScaleFactor: 2, locale: carLocales[language] });

    test("the toolbar, the rows, their fade and the settings tip mirror; a row scrolls toward the left", async ({ page }) => {
      const frame = frameCatalogue[language];
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

      // The toolbar: Custom URL at the start (right), Settings at the end (left); the ParkPlay wordmark still reads "ParkPlay".
      const toolbar = page.getByRole("banner");
      const customUrl = await box(toolbar.getByRole("button", { name: frame["toolbar.customUrl"] }));
      const settings = await box(settingsLink(page, language));
      expect(settings.x + settings.width).toBeLessThan(customUrl.x);
      expect(settings.x).toBeLessThan(carScreen.width / 2);
      const wordmark = await toolbar
        .getByRole("link", { name: frame["toolbar.home"] })
        .locator("span span")
        .evaluateAll((parts) => parts.map((part) => ({ text: part.textContent, left: part.getBoundingClientRect().left })));
      expect(wordmark.toSorted((a, b) => a.left - b.left).map(({ text }) => text)).toEqual(["Park", "Play"]);

      // The settings tip hangs under the button, flush with its inline end (its left), the arrow's centre under the button's.
      const tip = page.getByRole("note", { name: frame["tip.label"] });
      await expect(tip).toBeVisible();
      const tipBox = await box(tip);
      expect(Math.abs(tipBox.x - settings.x)).toBeLessThanOrEqual(1);
      expect(tipBox.y).toBeGreaterThan(settings.y + settings.height);
      const arrow = await tip.evaluate((element) => {
        const style = getComputedStyle(element, "::before");
        const { left, top } = element.getBoundingClientRect();
        return {
          centreX: left + parseFloat(style.left) + parseFloat(style.width) / 2,
          centreY: top + parseFloat(style.top) + parseFloat(style.height) / 2,
          halfDiagonal: (parseFloat(style.width) * Math.SQRT2) / 2,
        };
      });
      expect(Math.abs(arrow.centreX - (settings.x + settings.width / 2))).toBeLessThanOrEqual(1);
      expect(arrow.centreY - arrow.halfDiagonal).toBeGreaterThanOrEqual(settings.y + settings.height);
      expect(arrow.centreY).toBeLessThanOrEqual(tipBox.y + 1);

      // The first row: its first card at the right, as far in from the edge as a left-to-right row's is, under its title.
      const { title, names } = firstRowOf(language);
      const list = page.getByRole("region", { name: title }).getByRole("list");
      const row = await rowLayout(list);
      expect(row.cards.map(({ name }) => name)).toEqual(names);
      const [first, second] = row.cards;
      if (first === undefined || second === undefined) throw new Error(`${title} has fewer than two cards`);
      expect(first.right).toBeCloseTo(row.right - row.inset, 0);
      expect(second.right).toBeLessThan(first.left);
      expect(row.title.right).toBeCloseTo(first.right, 0);

      // The fade lies at the row's left end, darkening toward the left; four whole cards are clear of it and the next lies under it.
      expect(row.fade.left).toBeCloseTo(row.left, 0);
      expect(row.fade.image).toMatch(/^linear-gradient\(to left,/);
      const whole = row.cards.filter((card) => card.left >= row.fade.right && card.right <= row.right);
      expect(whole.map(({ name }) => name)).toEqual(names.slice(0, 4));
      const next = row.cards[whole.length];
      if (next === undefined) throw new Error(`${title} has no card after the whole ones`);
      expect(next.right, "the next card reaches the fade").toBeGreaterThanOrEqual(row.fade.right);
      expect(next.left, "the next card runs past the row's left edge").toBeLessThan(row.left);

      // The rest of the row is to the left: Chromium's scrollLeft runs from 0 down to minus the scroll range. At the far
      // end the last card is whole, as clear of the fade as a left-to-right row's last card is at its right.
      expect(row.scrollLeft).toBe(0);
      expect(row.scrollRange).toBeGreaterThan(0);
      await list.evaluate((scroller) => scroller.scrollTo({ left: -scroller.scrollWidth, behavior: "instant" }));
      const end = await rowLayout(list);
      expect(end.scrollLeft).toBeCloseTo(-end.scrollRange, 0);
      expect(end.cards.at(-1)?.name).toBe(names.at(-1));
      expect(end.cards.at(-1)?.left).toBeCloseTo(end.fade.right + end.gap, 0);

      // A wheel toward the left scrolls the row from its start, and the cards move right.
      await list.evaluate((scroller) => scroller.scrollTo({ left: 0, behavior: "instant" }));
      const listBox = await box(list);
      await page.mouse.move(listBox.x + listBox.width / 2, listBox.y + listBox.height / 2);
      await page.mouse.wheel(-300, 0);
      await expect.poll(async () => (await rowLayout(list)).scrollLeft).toBeLessThan(-100);
      const scrolled = await rowLayout(list);
      expect(scrolled.cards[0]?.left).toBeCloseTo(first.left - scrolled.scrollLeft, 0);

      expect(await latinStyledScriptTexts(page)).toEqual([]);
    });
  });
}

test.describe("ar at the car's 980×560: Settings and arrange mode", () => {
  test.use({ viewport: carScreen, locale: carLocales.ar });

  async function openSettings(page: Page) {
    const messages = await settingsImports.ar();
    await page.goto("/");
    const button = settingsLink(page, "ar");
    await waitForHydration(button);
    await button.click();
    const dialog = page.getByRole("dialog", { name: messages["dialog.title"] });
    await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    return { dialog, messages };
  }

  test("the dialog's header mirrors, and in its tab bar ArrowLeft goes to the next tab and ArrowRight back", async ({ page }) => {
    const { dialog, messages } = await openSettings(page);
    const title = await box(dialog.getByRole("heading", { level: 2, name: messages["dialog.title"] }));
    const close = await box(dialog.getByRole("link", { name: messages["dialog.close"] }));
    expect(close.x + close.width).toBeLessThan(title.x);

    const tab = (key: (typeof settingsTabs)[number]) => dialog.getByRole("tab", { name: messages[`tab.${key}`] });
    const sources = tab("sources");
    const services = tab("services");
    // The next tab is drawn to the left of the first.
    expect((await box(services)).x).toBeLessThan((await box(sources)).x);
    await sources.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("tabpanel").getByRole("heading", { level: 3, name: servicesAr["section.title"] })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(sources).toBeFocused();
    await expect(sources).toHaveAttribute("aria-selected", "true");
    // From the first tab ArrowRight wraps to the last, which is drawn at the left end.
    await page.keyboard.press("ArrowRight");
    await expect(tab("backup")).toBeFocused();
    await expect(tab("backup")).toHaveAttribute("aria-selected", "true");
  });

  test("arrange mode: 'earlier' points right, and moving a card earlier moves it to the right", async ({ page }) => {
    const { dialog, messages } = await openSettings(page);
    await dialog.getByRole("tab", { name: messages["tab.arrange"] }).click();
    await dialog.getByRole("button", { name: messages["arrange.start"] }).click();
    const t = createTranslator(arrangeAr, "ar");
    const layer = page.getByRole("region", { name: arrangeAr.title });
    await expect(layer.getByRole("heading", { level: 1, name: arrangeAr.title })).toBeFocused();

    const { title, names } = firstRowOf("ar");
    const [firstName, secondName] = names;
    if (firstName === undefined || secondName === undefined) throw new Error(`${title} has fewer than two cards`);
    const row = layer.getByRole("region", { name: title });
    const card = (name: string) => row.getByRole("button", { name, exact: true });
    // The mode's title, the row's title and its first card line up at the right, as far in as the dashboard's rows.
    const textRight = (heading: Locator) =>
      heading.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        return text.getBoundingClientRect().right;
      });
    const rowInset = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--pp-row-inset")));
    const start = carScreen.width - rowInset;
    expect(await textRight(layer.getByRole("heading", { level: 1 }))).toBeCloseTo(start, 0);
    expect(await textRight(row.getByRole("heading", { level: 2 }))).toBeCloseTo(start, 0);
    const firstBox = await box(card(firstName));
    expect(firstBox.x + firstBox.width).toBeCloseTo(start, 0);
    const earlier = row.getByRole("button", { name: t("card.moveEarlier", { name: secondName }) });
    const later = row.getByRole("button", { name: t("card.moveLater", { name: secondName }) });

    // Tabler's left chevron, mirrored: it points right, toward the start of the row, and its button sits on the card's right.
    const chevron = await earlier.locator("svg").evaluate((svg) => ({
      transform: getComputedStyle(svg).transform,
      path: svg.querySelector("path")?.getAttribute("d"),
    }));
    expect(chevron).toEqual({ transform: "matrix(-1, 0, 0, 1, 0, 0)", path: "M15 6l-6 6l6 6" });
    expect(await later.locator("svg").evaluate((svg) => getComputedStyle(svg).transform)).toBe("matrix(-1, 0, 0, 1, 0, 0)");
    expect((await box(later)).x).toBeLessThan((await box(earlier)).x);
    // Up and down need no mirroring.
    const rowDown = layer.getByRole("button", { name: t("row.moveDown", { title }) });
    expect(await rowDown.locator("svg").evaluate((svg) => getComputedStyle(svg).transform)).toBe("none");

    const before: Record<string, Box> = { [firstName]: await box(card(firstName)), [secondName]: await box(card(secondName)) };
    expect(before[secondName]?.x).toBeLessThan(before[firstName]?.x ?? 0);
    await earlier.click();
    await expect(row.getByRole("button", { name: t("card.moveEarlier", { name: secondName }) })).toBeDisabled();
    const after = { [firstName]: await box(card(firstName)), [secondName]: await box(card(secondName)) };
    // The two cards swapped places: the moved one is now the rightmost.
    expect(after[secondName]?.x).toBeCloseTo(before[firstName]?.x ?? Number.NaN, 0);
    expect(after[firstName]?.x).toBeCloseTo(before[secondName]?.x ?? Number.NaN, 0);
  });
});

/** Headings and buttons in the page that are cut off inside their own box or reach past the screen's edge. */
function cutOffHeadingsAndButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, button")]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.closest(".pp-category-cards") === null)
      // Visually hidden text (the page's screen-reader heading) is clipped to nothing on purpose.
      .filter((element) => !element.matches(".pp-visually-hidden, .pp-visually-hidden *"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const clipped = element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
        return clipped || box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5;
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent ?? ""}`),
  );
}

const screens = [
  { name: "the car's 980×560", viewport: carScreen, use: { deviceScaleFactor: 2, hasTouch: true } },
  { name: "a phone's 390×844", viewport: phoneScreen, use: { isMobile: true, hasTouch: true } },
];

for (const language of ["ar", "ja"] as const) {
  for (const screen of screens) {
    test.describe(`${language} on ${screen.name}`, () => {
      test.use({ viewport: screen.viewport, ...screen.use, locale: carLocales[language] });

      test("on a first visit nothing overlaps or is cut off, on the dashboard and in Settings", async ({ page }) => {
        const frame = frameCatalogue[language];
        await page.goto("/");
        await waitUntilSettled(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width);

        // The toolbar's controls lie side by side inside the screen, none cutting off its label.
        const toolbar = page.getByRole("banner");
        const controls = await toolbar.locator("a[href], button").evaluateAll((elements) =>
          elements
            .filter((element) => element.checkVisibility({ visibilityProperty: true }))
            .map((element) => {
              const { x, y, width, height } = element.getBoundingClientRect();
              return { name: element.getAttribute("aria-label") || element.textContent || "", box: { x, y, width, height } };
            }),
        );
        expect(controls.length).toBeGreaterThanOrEqual(3);
        const overlapping = controls.flatMap((a, index) =>
          controls.slice(index + 1).flatMap((b) => (overlaps(a.box, b.box) ? [`${a.name} / ${b.name}`] : [])),
        );
        expect(overlapping, "toolbar controls over each other").toEqual([]);
        for (const { name, box: control } of controls) {
          expect(control.x, name).toBeGreaterThanOrEqual(0);
          expect(control.x + control.width, name).toBeLessThanOrEqual(screen.viewport.width);
        }
        expect(await textsThatDoNotFit(toolbar)).toEqual([]);

        // The settings tip and the full-screen offer cover neither each other nor anything else.
        const tip = page.getByRole("note", { name: frame["tip.label"] });
        const prompt = page.getByRole("region", { name: frame["prompt.label"] });
        await expect(tip).toBeVisible();
        await expect(prompt).toBeVisible();
        const [tipBox, promptBox] = [await box(tip), await box(prompt)];
        expect(overlaps(tipBox, promptBox), `tip ${JSON.stringify(tipBox)} over prompt ${JSON.stringify(promptBox)}`).toBe(false);
        const content = await onScreenContent(tip.or(prompt));
        expect(content.map(({ label }) => label)).toContain(`text "${firstRowOf(language).title}"`);
        expect(
          content.filter((item) => overlaps(item.box, tipBox)).map(({ label }) => label),
          "under the settings tip",
        ).toEqual([]);
        expect(
          content.filter((item) => overlaps(item.box, promptBox)).map(({ label }) => label),
          "under the offer",
        ).toEqual([]);
        expect(await textsThatDoNotFit(tip)).toEqual([]);
        expect(await textsThatDoNotFit(prompt)).toEqual([]);
        expect(await cutOffHeadingsAndButtons(page)).toEqual([]);

        // Settings: the dialog stays inside the screen, its close button clear of its title, no text cut off.
        await settingsLink(page, language).click();
        const messages = await settingsImports[language]();
        const dialog = page.getByRole("dialog", { name: messages["dialog.title"] });
        await expect(dialog.getByRole("tabpanel").getByRole("heading", { level: 3, name: messages["visibility.title"] })).toBeVisible();
        const dialogBox = await box(dialog);
        expect(dialogBox.x).toBeGreaterThanOrEqual(0);
        expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(screen.viewport.width);
        expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        const title = await box(dialog.getByRole("heading", { level: 2, name: messages["dialog.title"] }));
        const close = await box(dialog.getByRole("link", { name: messages["dialog.close"] }));
        expect(overlaps(title, close)).toBe(false);
        expect(await textsThatDoNotFit(dialog)).toEqual([]);
        expect(await cutOffHeadingsAndButtons(page)).toEqual([]);
      });
    });
  }
}
