import type { BrowserContext, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { frameDe } from "../app/generated/i18n/frame/de";
import { frameEn } from "../app/generated/i18n/frame/en";
import { frameFr } from "../app/generated/i18n/frame/fr";
import { settingsDe } from "../app/generated/i18n/settings/de";
import { settingsEn } from "../app/generated/i18n/settings/en";
import { settingsFr } from "../app/generated/i18n/settings/fr";
import { cardNames, cookieValue, openSettings, reloadWithStorage } from "./support/dashboard";
import { readEdgeLogLines, uniqueRay } from "../test-support/edge-log";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

/** The settings dialog, by its title in the page's language. */
function settingsDialog(page: Page, title: string): Locator {
  return page.getByRole("dialog", { name: title });
}

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/** Opens / in a new context with JavaScript off, carrying the page's cookies; the browser's locale sets Accept-Language. */
async function openWithoutJavaScript(newContext: NewContext, context: BrowserContext, baseURL: string | undefined, locale: string) {
  const noScript = await newContext({ javaScriptEnabled: false, baseURL, locale });
  await noScript.addCookies(await context.cookies());
  const page = await noScript.newPage();
  // The server-rendered document is what is checked; its logos need not finish loading.
  const response = await page.goto("/", { waitUntil: "domcontentloaded" });
  return { page, contentLanguage: response?.headers()["content-language"] };
}

/** Records whether the open settings dialog is ever taken out of the page or hidden (a Suspense fallback would do both). */
async function watchDialogStaysShown(page: Page) {
  await page.evaluate(() => {
    const dialog = document.querySelector<HTMLDialogElement>("dialog.pp-dialog[open]");
    const record = { interrupted: false };
    Object.assign(window, { ppDialogRecord: record });
    new MutationObserver(() => {
      if (!dialog?.isConnected || !dialog.open || getComputedStyle(dialog).display === "none") record.interrupted = true;
      if (dialog?.querySelector(".pp-dialog-body") === null) record.interrupted = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

async function dialogWasInterrupted(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { ppDialogRecord: { interrupted: boolean } }).ppDialogRecord.interrupted);
}

test.describe("choosing a language in Settings", () => {
  test("Deutsch renders the page in German with the dialog still open, and a reload without JavaScript stays German", async ({
    page,
    context,
    newContext,
    baseURL,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openSettings(page);
    await dialog.getByRole("tab", { name: settingsEn["tab.locale"] }).click();
    const language = dialog.getByRole("combobox", { name: settingsEn["locale.language"] });
    await expect(language).toHaveValue("");
    await expect(language.getByRole("option").first()).toHaveText("Automatic (English)");
    await watchDialogStaysShown(page);

    await language.selectOption({ label: "Deutsch" });
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const germanDialog = settingsDialog(page, settingsDe["dialog.title"]);
    await expect(germanDialog.getByRole("tab", { name: settingsDe["tab.locale"], selected: true })).toBeVisible();
    await expect(germanDialog.getByRole("heading", { name: settingsDe["locale.title"] })).toBeVisible();
    await expect(germanDialog.getByRole("combobox", { name: settingsDe["locale.language"] })).toHaveValue("de");
    await expect(germanDialog.getByRole("status")).toHaveText(settingsDe["locale.saved"]);
    expect(await dialogWasInterrupted(page)).toBe(false);
    expect(await cookieValue(context, "pp_lang")).toBe("de");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("de");

    await page.keyboard.press("Escape");
    await expect(germanDialog).toBeHidden();
    const toolbar = page.getByRole("banner");
    await expect(toolbar.getByRole("link", { name: frameDe["toolbar.settings"] })).toBeVisible();
    await expect(toolbar.getByText(frameDe["toolbar.customUrl"])).toBeVisible();

    const { page: plain, contentLanguage } = await openWithoutJavaScript(newContext, context, baseURL, "en-US");
    expect(contentLanguage).toBe("de");
    await expect(plain.locator("html")).toHaveAttribute("lang", "de");
    await expect(plain.getByRole("banner").getByRole("link", { name: frameDe["toolbar.settings"] })).toBeVisible();
    await expect(plain.getByRole("banner").getByText(frameDe["toolbar.customUrl"])).toBeVisible();
  });

  test.describe("with a French car", () => {
    test.use({ locale: "fr-FR" });

    test("Automatic returns to the car's language, with and without JavaScript", async ({ page, context, newContext, baseURL }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await waitForHydration(page);
      await page.getByRole("banner").getByRole("link", { name: frameFr["toolbar.settings"] }).click();
      const frenchDialog = settingsDialog(page, settingsFr["dialog.title"]);
      await frenchDialog.getByRole("tab", { name: settingsFr["tab.locale"] }).click();
      await frenchDialog.getByRole("combobox", { name: settingsFr["locale.language"] }).selectOption("de");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");

      const germanDialog = settingsDialog(page, settingsDe["dialog.title"]);
      await germanDialog.getByRole("combobox", { name: settingsDe["locale.language"] }).selectOption({ label: "Automatisch" });
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      const language = frenchDialog.getByRole("combobox", { name: settingsFr["locale.language"] });
      await expect(language).toHaveValue("");
      await expect(language.getByRole("option").first()).toHaveText("Automatique (Français)");
      await expect.poll(() => cookieValue(context, "pp_lang")).toBeUndefined();
      await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBeNull();

      const { page: plain, contentLanguage } = await openWithoutJavaScript(newContext, context, baseURL, "fr-FR");
      expect(contentLanguage).toBe("fr");
      await expect(plain.getByRole("banner").getByRole("link", { name: frameFr["toolbar.settings"] })).toBeVisible();
    });
  });
});

test.describe("choosing a region in Settings", () => {
  test("United Kingdom is stored, applies without JavaScript, and shows the UK catalogue; Automatic returns to the US", async ({
    page,
    context,
    newContext,
    baseURL,
  }) => {
    // What a British car is shown from Accept-Language alone: the UK catalogue (BBC iPlayer once the regional packs land).
    // Three browsers' worth of pages on a shared machine.
    test.slow();
    const british = await newContext({ javaScriptEnabled: false, baseURL, locale: "en-GB" });
    const britishPage = await british.newPage();
    await britishPage.goto("/", { waitUntil: "domcontentloaded" });
    const ukCards = await cardNames(britishPage);
    const { page: americanPage } = await openWithoutJavaScript(newContext, context, baseURL, "en-US");
    const usCards = await cardNames(americanPage);

    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openSettings(page);
    const localeTab = dialog.getByRole("tab", { name: settingsEn["tab.locale"] });
    await localeTab.click();
    const region = dialog.getByRole("combobox", { name: settingsEn["locale.region"] });
    await expect(region.getByRole("option").first()).toHaveText("Automatic (United States)");
    await region.selectOption({ label: settingsEn["region.uk"] });
    await expect(region).toHaveValue("uk");
    await expect.poll(() => cookieValue(context, "pp_region")).toBe("uk");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("region"))).toBe("uk");
    await page.keyboard.press("Escape");
    await expect.poll(() => cardNames(page)).toEqual(ukCards);

    const { page: plain } = await openWithoutJavaScript(newContext, context, baseURL, "en-US");
    const chosenCards = await cardNames(plain);
    expect(chosenCards).toEqual(ukCards);
    expect(chosenCards).toContain("BBC iPlayer");
    expect(chosenCards).not.toContain("Hulu");

    await openSettings(page);
    await localeTab.click();
    await region.selectOption({ label: "Automatic" });
    await expect(region).toHaveValue("");
    await expect.poll(() => cookieValue(context, "pp_region")).toBeUndefined();
    await page.keyboard.press("Escape");
    await expect.poll(() => cardNames(page)).toEqual(usCards);
  });
});

test.describe("stored language and region", () => {
  // localStorage is only the backup: it is read when no preference cookie came with the page, and rewritten from the cookies.
  test("a corrupt stored language in the backup is dropped by the worker, which logs the problem without the value", async ({
    page,
    context,
    baseURL,
  }) => {
    const ray = uniqueRay();
    await context.setExtraHTTPHeaders({ "cf-ray": ray });
    await page.goto("/");
    await reloadWithStorage(page, { language: "xx" });
    await expect
      .poll(async () => (await readEdgeLogLines(baseURL, ray)).filter((line) => line.event === "preferences_restored"))
      .toEqual([expect.objectContaining({ problems: ["unknown_locale"] })]);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await cookieValue(context, "pp_lang")).toBeUndefined();
    expect(JSON.stringify(await readEdgeLogLines(baseURL, ray))).not.toContain('"xx"');
    await expect(page.getByRole("banner").getByRole("link", { name: frameEn["toolbar.settings"] })).toBeVisible();
  });

  test("a corrupt stored language is ignored while the cookie exists, and is repaired from it", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "pp_lang", value: "de", url: baseURL }]);
    await page.goto("/");
    await reloadWithStorage(page, { language: "xx" });
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("de");
    await expect(page.getByRole("banner").getByRole("link", { name: frameDe["toolbar.settings"] })).toBeVisible();
  });
});

test.describe("German at a car's 980×560", () => {
  test.use({ viewport: { width: 980, height: 560 }, locale: "de-DE" });

  /** Controls whose text is cut off or that stick out of the dialog. */
  async function overflowing(dialog: Locator): Promise<string[]> {
    return dialog.evaluate((element) => {
      const bounds = element.getBoundingClientRect();
      return [...element.querySelectorAll<HTMLElement>("button, select, label, h2, h3, p, legend")]
        .filter((control) => control.getClientRects().length > 0)
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return control.scrollWidth > control.clientWidth + 1 || box.left < bounds.left - 1 || box.right > bounds.right + 1;
        })
        .map((control) => control.textContent?.trim() || control.getAttribute("aria-label") || control.tagName);
    });
  }

  test("the dialog, its choices and the backup view fit without cutting off any text", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: frameDe["toolbar.settings"] }).click();
    const dialog = settingsDialog(page, settingsDe["dialog.title"]);
    // Every tab at the car's size, each checked for text that does not fit.
    for (const tab of ["tab.sources", "tab.services", "tab.arrange"] as const) {
      await dialog.getByRole("tab", { name: settingsDe[tab] }).click();
      await expect(dialog.getByRole("tab", { name: settingsDe[tab], selected: true })).toBeVisible();
      expect(await overflowing(dialog)).toEqual([]);
    }
    await dialog.getByRole("tab", { name: settingsDe["tab.locale"] }).click();
    await expect(dialog.getByRole("heading", { name: settingsDe["locale.title"] })).toBeVisible();
    expect(await overflowing(dialog)).toEqual([]);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const name of [settingsDe["locale.language"], settingsDe["locale.region"]]) {
      const box = await dialog.getByRole("combobox", { name }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    }

    await dialog.getByRole("tab", { name: settingsDe["tab.backup"] }).click();
    await expect(dialog.getByRole("heading", { name: settingsDe["backup.title"] })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: settingsDe["backup.linkLabel"] })).toHaveValue(/#setup=/);
    expect(await overflowing(dialog)).toEqual([]);
  });
});
