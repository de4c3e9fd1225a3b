import type { Browser, Page } from "@playwright/test";
import { categories, categoryTitleKeys } from "../app/data/categories";
import { catalogueFor } from "../app/lib/catalogue/catalogue.server";
import { languages, mainRegions, type Language } from "../app/lib/i18n/languages";
import { frameCatalogue } from "../app/generated/i18n/frame/catalogue.server";
import { frameEn } from "../app/generated/i18n/frame/en";
import { readEdgeLogLines, uniqueRay } from "../test-support/edge-log";
import { expect, test } from "./support/fixtures";
import { carLocales } from "../test-support/car-locales";
import { isYouTubeRedirect, stubYouTube, youtubeRedirectTarget } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";
import { textRunsOf } from "../test-support/messages";

async function openWithoutJavaScript(browser: Browser, language: Language, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: carLocales[language] });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { context, page, response };
}

/** Every piece of text a driver or a screen reader meets (text nodes and labelling attributes), except the cards' brand names. */
function uiStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strings: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style, .pp-card") === null) strings.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      if (element.closest(".pp-card") !== null) continue;
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value !== null) strings.push(value);
      }
    }
    strings.push(document.title);
    return strings.map((text) => text.trim()).filter((text) => text !== "");
  });
}

/** English frame strings a German page must not show: those German writes differently (brand names and "Streaming" are the same). */
function englishOnlyFrameStrings(): string[] {
  const german = frameCatalogue.de;
  return Object.entries(frameEn).flatMap(([key, english]) => {
    const germanText = textRunsOf(german[key as keyof typeof german]).join(" ");
    return textRunsOf(english)
      .map((run) => run.trim())
      .filter((run) => run.length > 2 && !germanText.includes(run));
  });
}

function containsWhole(text: string, phrase: string): boolean {
  return new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text);
}

test.describe("the dashboard in the car's language, from Accept-Language alone, without JavaScript", () => {
  for (const language of languages) {
    test(`${language}: /`, async ({ browser }) => {
      const messages = frameCatalogue[language];
      const { context, page, response } = await openWithoutJavaScript(browser, language, "/");
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-language"]).toBe(language);
      expect(response?.headers()["vary"]).toMatch(/Accept-Language/i);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "he" || language === "ar" ? "rtl" : "ltr");
      await expect(page).toHaveTitle(messages["meta.title"]);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", messages["meta.description"]);
      await expect(page.getByRole("heading", { level: 1, name: messages["dashboard.title"] })).toBeAttached();
      await expect(page.getByRole("link", { name: messages["toolbar.home"] })).toBeVisible();
      const headings = page.getByRole("main").getByRole("heading", { level: 2 });
      // Every row the language's main region has sources for (the Benelux catalogue has no live TV, for example).
      const offered = new Set(catalogueFor(mainRegions[language]).map(([, , category]) => category));
      const rows = categories.filter((category) => offered.has(category));
      await expect(headings).toHaveText(rows.map((category) => messages[categoryTitleKeys[category]]));
      const footerNav = page.getByRole("navigation", { name: messages["nav.footer"] });
      await expect(footerNav.getByRole("link", { name: messages["nav.about"], exact: true })).toBeVisible();
      await expect(footerNav.getByRole("link", { name: messages["nav.reportIssue"] })).toBeVisible();
      await expect(page.getByRole("note", { name: messages["tip.label"] })).toContainText(messages["tip.text"]);
      await context.close();
    });
  }
});

test.describe("a German dashboard", () => {
  test.use({ locale: "de-DE" });

  test("shows no English UI string, brand names apart, before and after hydration", async ({ page, browser }) => {
    const english = englishOnlyFrameStrings();
    expect(english.length).toBeGreaterThan(20);
    const { context, page: staticPage } = await openWithoutJavaScript(browser, "de", "/");
    const served = await uiStrings(staticPage);
    await context.close();

    await page.goto("/");
    await waitForHydration(page.getByRole("banner").getByRole("link", { name: frameCatalogue.de["toolbar.settings"] }));
    await expect(page.getByRole("button", { name: frameCatalogue.de["toolbar.sendFromPhone"] })).toBeVisible();
    const hydrated = await uiStrings(page);

    for (const text of [...served, ...hydrated]) {
      const found = english.filter((phrase) => containsWhole(text, phrase));
      expect(found, `"${text}"`).toEqual([]);
    }
  });
});

test.describe("the full-screen prompt in every language", () => {
  for (const language of languages) {
    test(`${language}: the offer and its 'Yes' take the driver to YouTube's redirect page`, async ({ browser, baseURL }) => {
      const messages = frameCatalogue[language];
      const { context, page } = await openWithoutJavaScript(browser, language, "/");
      await stubYouTube(page);
      const offer = page.getByRole("region", { name: messages["prompt.label"] });
      await expect(offer).toContainText(messages["prompt.title"]);
      await expect(offer).toContainText(messages["prompt.instruction"]);
      await expect(offer.getByRole("button", { name: messages["prompt.close"] })).toBeVisible();
      await offer.getByRole("button", { name: messages["prompt.yes"], exact: true }).click();
      await page.waitForURL(isYouTubeRedirect);
      expect(youtubeRedirectTarget(page.url())).toBe(`${baseURL}/`);
      await context.close();
    });
  }

  test("with JavaScript, 'Ja' on a German dashboard goes to YouTube's redirect page too", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: carLocales.de });
    const page = await context.newPage();
    await stubYouTube(page);
    await page.goto("/");
    const yes = page.getByRole("region", { name: frameCatalogue.de["prompt.label"] }).getByRole("button", { name: "Ja", exact: true });
    await waitForHydration(yes);
    await yes.click();
    await page.waitForURL(isYouTubeRedirect);
    expect(youtubeRedirectTarget(page.url())).toBe(`${baseURL}/`);
    await context.close();
  });
});

test.describe("language input that cannot be used", () => {
  test("a garbage, hostile or huge Accept-Language falls back to English with one log line, never a 5xx", async ({ request, baseURL }) => {
    const cases = [
      { header: "<script>alert(1)</script>", problem: "malformed" },
      { header: "de;q=5, fr;level=1", problem: "malformed" },
      { header: `de-DE,${"x-".repeat(600)}`, problem: "too_long" },
    ];
    for (const { header, problem } of cases) {
      const ray = uniqueRay();
      const response = await request.get("/", { headers: { "accept-language": header, "cf-ray": ray } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-language"]).toBe("en");
      expect(await response.text()).toContain('<html lang="en"');
      await expect.poll(async () => (await readEdgeLogLines(baseURL, ray)).some((line) => line.event === "page_view")).toBe(true);
      const lines = (await readEdgeLogLines(baseURL, ray)).filter((line) => line.event === "accept_language_invalid");
      expect(lines).toEqual([expect.objectContaining({ problem, ray })]);
      expect(JSON.stringify(lines)).not.toContain("script");
    }
  });

  test("Simplified Chinese falls back to English with a log line; Traditional Chinese tags get Traditional Chinese", async ({
    request,
    baseURL,
  }) => {
    for (const header of ["zh-CN", "zh-Hans-CN,zh;q=0.9"]) {
      const ray = uniqueRay();
      const response = await request.get("/", { headers: { "accept-language": header, "cf-ray": ray } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-language"]).toBe("en");
      await expect
        .poll(async () => (await readEdgeLogLines(baseURL, ray)).filter((line) => line.event === "language_fallback"))
        .toEqual([expect.objectContaining({ asked: "zh-Hans", language: "en", ray })]);
    }
    for (const header of ["zh-TW", "zh-HK", "zh-Hant"]) {
      const ray = uniqueRay();
      const response = await request.get("/", { headers: { "accept-language": header, "cf-ray": ray } });
      expect(response.headers()["content-language"]).toBe("zh-Hant");
      expect(await response.text()).toContain('<html lang="zh-Hant" dir="ltr"');
      await expect.poll(async () => (await readEdgeLogLines(baseURL, ray)).some((line) => line.event === "page_view")).toBe(true);
      expect((await readEdgeLogLines(baseURL, ray)).some((line) => line.event === "language_fallback")).toBe(false);
    }
  });

  test("an unknown language or region in the cookies falls back to Accept-Language and is reported", async ({ request, baseURL }) => {
    const ray = uniqueRay();
    const response = await request.get("/", {
      headers: { "accept-language": "fr-FR", cookie: "pp_lang=klingon; pp_region=atlantis", "cf-ray": ray },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-language"]).toBe("fr");
    await expect
      .poll(async () => (await readEdgeLogLines(baseURL, ray)).find((line) => line.event === "cookie_invalid"))
      .toMatchObject({ cookies: expect.arrayContaining(["pp_lang", "pp_region"]) });
  });

  test("a language chosen in the cookie wins over Accept-Language on the first paint", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: carLocales.fr });
    await context.addCookies([{ name: "pp_lang", value: "sv", url: test.info().project.use.baseURL ?? "" }]);
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.headers()["content-language"]).toBe("sv");
    await expect(page.getByRole("heading", { level: 1, name: frameCatalogue.sv["dashboard.title"] })).toBeAttached();
    await context.close();
  });
});
