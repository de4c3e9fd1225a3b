// Issue 23: the theme and the card size, chosen in Settings' Display tab, paint from the first HTML with or without
// JavaScript; "Automatic" follows the system's colour scheme in CSS, and the worker renders the client hint's scheme.
import type { BrowserContext, Page } from "@playwright/test";
import { categories, Category, categoryTitleKeys } from "../app/data/categories";
import { frameEn } from "../app/generated/i18n/frame/en";
import { settingsEn } from "../app/generated/i18n/settings/en";
import { drawnBoxOf } from "../test-support/card-faces";
import { cookieValue, openSettings } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

/** Mantine's default palette: the dark theme's page and toolbar greys, and the light theme's. */
const painted = {
  dark: { body: "rgb(31, 31, 31)", toolbar: "rgb(36, 36, 36)", text: "rgb(201, 201, 201)" },
  light: { body: "rgb(241, 243, 245)", toolbar: "rgb(255, 255, 255)", text: "rgb(0, 0, 0)" },
} as const;

async function setDisplayCookies(context: BrowserContext, baseURL: string | undefined, cookies: Record<string, string>) {
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
}

/** The computed colours of the page, the toolbar and the body text as the first paint shows them. */
function paintedColours(page: Page) {
  return page.evaluate(() => {
    const toolbar = document.querySelector(".pp-toolbar");
    if (!toolbar) throw new Error("no toolbar rendered");
    const body = getComputedStyle(document.body);
    return { body: body.backgroundColor, toolbar: getComputedStyle(toolbar).backgroundColor, text: body.color };
  });
}

const firstRow = categories[0] ?? Category.Streaming;

/** The first row's card boxes and how many lie whole inside the row, clear of the fade over its right end. */
function firstRowCards(page: Page) {
  return page
    .getByRole("region", { name: frameEn[categoryTitleKeys[firstRow]] })
    .getByRole("list")
    .evaluate((list) => {
      const row = list.parentElement ?? list;
      const fadeLeft = row.getBoundingClientRect().right - parseFloat(getComputedStyle(row, "::after").width);
      const cards = [...list.querySelectorAll<HTMLElement>(".pp-card")].map((card) => card.getBoundingClientRect());
      return {
        width: cards[0]?.width ?? 0,
        height: cards[0]?.height ?? 0,
        whole: cards.filter((card) => card.left >= 0 && card.right <= fadeLeft).length,
      };
    });
}

test.describe("themes without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Dark, the default, paints the page and toolbar dark", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    expect(await paintedColours(page)).toEqual(painted.dark);
  });

  test("Light paints the page and toolbar light, whatever the system prefers", async ({ page, context, baseURL }) => {
    await setDisplayCookies(context, baseURL, { pp_theme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
    expect(await paintedColours(page)).toEqual(painted.light);
  });

  test("Automatic follows a dark or a light system in CSS alone", async ({ page, context, baseURL }) => {
    await setDisplayCookies(context, baseURL, { pp_theme: "auto" });
    for (const system of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme: system });
      await page.goto("/", { waitUntil: "domcontentloaded" });
      expect(await paintedColours(page)).toEqual(painted[system]);
      // The system changes while the page is open: the CSS follows it without a reload or a script.
      const other = system === "dark" ? "light" : "dark";
      await page.emulateMedia({ colorScheme: other });
      const scheme = await page.locator("html").getAttribute("data-mantine-color-scheme");
      if (scheme === "auto") expect(await paintedColours(page)).toEqual(painted[other]);
    }
  });
});
const cardSizeScreens = [
  { width: 980, height: 560, standard: { width: 200, height: 111, whole: 4 } },
  { width: 1280, height: 720, standard: { width: 225, height: 125, whole: 5 } },
] as const;

for (const screen of cardSizeScreens) {
  test.describe(`card sizes without JavaScript at ${screen.width}×${screen.height}`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: screen.width, height: screen.height } });

    test("Standard is today's size; Compact shows at least six whole cards and Large at most three, each at the 9:5 ratio with the logo inside its limits", async ({
      page,
      context,
      baseURL,
    }) => {
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const standard = await firstRowCards(page);
      expect({ width: standard.width, height: standard.height }).toEqual({ width: screen.standard.width, height: screen.standard.height });
      expect(standard.whole).toBe(screen.standard.whole);

      for (const [cardSize, fits] of [
        ["compact", (whole: number) => whole >= 6],
        ["large", (whole: number) => whole >= 1 && whole <= 3],
      ] as const) {
        await setDisplayCookies(context, baseURL, { pp_card_size: cardSize });
        await page.goto("/", { waitUntil: "load" });
        const row = await firstRowCards(page);
        expect(fits(row.whole), `${cardSize}: ${row.whole} whole cards`).toBe(true);
        expect(row.width / row.height).toBeCloseTo(1.8, 1);
        expect(Math.min(row.width, row.height)).toBeGreaterThanOrEqual(48);
        if (cardSize === "compact") expect(row.width).toBeLessThan(screen.standard.width);
        else expect(row.width).toBeGreaterThan(screen.standard.width);
        const logoCard = page.locator(".pp-card:has(.pp-card-logo)").first();
        const mark = await drawnBoxOf(page, logoCard);
        const card = await logoCard.evaluate((element) => {
          const { width, height } = element.getBoundingClientRect();
          return { width, height };
        });
        expect(mark.width / card.width, cardSize).toBeLessThanOrEqual(0.7);
        expect(mark.height / card.height, cardSize).toBeLessThanOrEqual(0.75);
      }
    });
  });
}

test.describe("the Display tab with JavaScript", () => {
  test("a theme and a card size apply at once, without leaving the dialog, and the next load paints in them", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openSettings(page);
    await dialog.getByRole("tab", { name: settingsEn["tab.display"] }).click();
    await expect(dialog.getByRole("button", { name: settingsEn["display.apply"] })).toHaveCount(0);

    await dialog.getByRole("combobox", { name: settingsEn["display.theme"] }).selectOption("light");
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
    await expect.poll(() => paintedColours(page)).toEqual(painted.light);
    await expect(dialog.getByRole("status")).toHaveText(settingsEn["display.saved"]);

    await dialog.getByRole("combobox", { name: settingsEn["display.cardSize"] }).selectOption("compact");
    await expect(page.locator("html")).toHaveAttribute("data-pp-card-size", "compact");
    await expect.poll(() => cookieValue(context, "pp_card_size")).toBe("compact");

    // Automatic follows the system, dark here, once the script has it.
    await dialog.getByRole("combobox", { name: settingsEn["display.theme"] }).selectOption("auto");
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect.poll(() => paintedColours(page)).toEqual(painted.dark);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
    await expect.poll(() => paintedColours(page)).toEqual(painted.light);

    expect(await cookieValue(context, "pp_theme")).toBe("auto");
    expect(await page.evaluate(() => [localStorage.getItem("theme"), localStorage.getItem("card-size")])).toEqual(["auto", "compact"]);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-pp-card-size", "compact");
    expect(await paintedColours(page)).toEqual(painted.light);
  });

  test("a chosen theme never shows the system's scheme while the page hydrates", async ({ page, context, baseURL }) => {
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      Object.assign(window, { ppSchemesSeen: seen });
      new MutationObserver(() => seen.push(document.documentElement.getAttribute("data-mantine-color-scheme"))).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ["data-mantine-color-scheme"],
      });
    });
    const schemesSeen = () => page.evaluate(() => (window as unknown as { ppSchemesSeen: (string | null)[] }).ppSchemesSeen);
    for (const [theme, system] of [
      ["dark", "light"],
      ["light", "dark"],
    ] as const) {
      await setDisplayCookies(context, baseURL, { pp_theme: theme });
      await page.emulateMedia({ colorScheme: system });
      // The backup writer is imported by an effect of the hydrating render: once it is asked for, every effect of that render has run.
      const effectsRan = page.waitForRequest(/\/backup-[A-Z0-9]+\.js$/);
      await page.goto("/");
      await waitForHydration(page);
      await effectsRan;
      // And a frame later, whatever those effects changed has been rendered.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await schemesSeen()).not.toContain(system);
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
    }
  });

  test("a backup in localStorage brings the theme and card size back when a car update wiped the cookies", async ({ page, context }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("theme", "light");
      localStorage.setItem("card-size", "large");
    });
    await context.clearCookies();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
    await expect(page.locator("html")).toHaveAttribute("data-pp-card-size", "large");
    expect(await cookieValue(context, "pp_theme")).toBe("light");
  });
});
