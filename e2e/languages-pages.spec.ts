import type { Page } from "@playwright/test";
import { logoIconSets } from "../app/data/logo-credits";
import { languages } from "../app/lib/i18n/languages";
import { aboutCatalogue } from "../app/generated/i18n/about/catalogue.server";
import { debugCatalogue } from "../app/generated/i18n/debug/catalogue.server";
import { frameCatalogue } from "../app/generated/i18n/frame/catalogue.server";
import { rejectionCatalogue } from "../app/generated/i18n/rejection/catalogue.server";
import { createTranslator, formatMessage } from "../app/lib/i18n/translate";
import type { CompiledMessage } from "../app/lib/message-format/compiled-message";
import { textRunsOf } from "../test-support/messages";
import { expect, test } from "./support/fixtures";
import { carLocales } from "../test-support/car-locales";

const enUsBuildDate =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/;

/** A message's words without its placeholders (brand names, numbers), for finding it on a page whatever fills them. */
function wordsOf(message: CompiledMessage): string[] {
  return textRunsOf(message)
    .map((part) => part.replace(/^[\s,.:;()‘’'"]+|[\s,.:;()‘’'"]+$/g, ""))
    .filter((part) => /\p{L}/u.test(part));
}

/**
 * The English words of these sections that German writes differently: each message's words between placeholders, except
 * those the German message contains too (brand names, "Streaming", "Hash") and two-letter ones, which real words contain by chance.
 */
function englishOnlyPhrases(sections: ReadonlyArray<Readonly<Record<"en" | "de", Readonly<Record<string, CompiledMessage>>>>>): string[] {
  return sections.flatMap(({ en, de }) =>
    Object.entries(en).flatMap(([key, english]) => {
      const german = textRunsOf(de[key] ?? "").join(" ");
      return wordsOf(english).filter((phrase) => phrase.length > 2 && !german.includes(phrase));
    }),
  );
}

function containsWhole(text: string, phrase: string): boolean {
  return new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text);
}

/** Every piece of text the page shows or names (text nodes, labelling attributes, field values, the title). */
function uiStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strings: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style") === null) strings.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      for (const name of ["aria-label", "title", "alt", "placeholder"]) strings.push(element.getAttribute(name) ?? "");
    }
    for (const field of document.body.querySelectorAll<HTMLInputElement>("input:not([type=hidden])")) strings.push(field.value);
    strings.push(document.title);
    return strings.map((text) => text.trim()).filter((text) => text !== "");
  });
}

for (const language of languages) {
  test.describe(`${language} from Accept-Language alone, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, locale: carLocales[language] });

    test(`${language}: /about`, async ({ page }) => {
      const about = aboutCatalogue[language];
      const frame = frameCatalogue[language];
      const response = await page.goto("/about");
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-language"]).toBe(language);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page).toHaveTitle(about["page.title"]);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: about.title })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: about["disclaimer.title"] })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: about["logos.title"] })).toBeVisible();
      await expect(main.getByRole("link", { name: frame["error.backToDashboard"] })).toBeVisible();
      await expect(main.getByRole("button", { name: frame["fullscreen.open"] })).toBeVisible();
      await expect(main.getByText(about.disclaimer)).toBeVisible();
      // The full-screen paragraph names the button by its own label in this language.
      const t = createTranslator(about, language);
      await expect(main.getByText(t("fullscreen", { button: frame["fullscreen.open"] }))).toBeVisible();

      const { arcticons } = logoIconSets;
      await expect(main.getByRole("link", { name: arcticons.licenseTitle, exact: true })).toHaveAttribute("href", arcticons.licenseUrl);
      // The words between the two links, trimmed as the page sets them apart ("– autor: Donnnno, licencja:").
      const [creditWords = ""] = textRunsOf(formatMessage(about["logos.set"], { author: arcticons.author }, language))
        .map((run) => run.trim())
        .filter((run) => /\p{L}/u.test(run));
      await expect(main.getByText(creditWords, { exact: true })).toBeVisible();
      const changes = t("logos.changes.arcticons", { licence: arcticons.licenseTitle });
      await expect(main.getByText(`${arcticons.services.join(", ")}. ${changes}`)).toBeVisible();
    });

    test(`${language}: /debug`, async ({ page }) => {
      const debug = debugCatalogue[language];
      const response = await page.goto("/debug");
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-language"]).toBe(language);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page).toHaveTitle(debug["page.title"]);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: debug.title })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: debug.build })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: debug.device })).toBeVisible();
      // Before any script runs the orientation is not known yet, which the page says in the driver's language.
      await expect(main.getByLabel(debug.orientation, { exact: true })).toHaveValue(debug.unknown);
      await expect(main.getByLabel(debug.deviceType, { exact: true })).toHaveValue(debug.desktop);
      await expect(main.getByLabel(debug.inCar, { exact: true })).toHaveValue(debug.notDetectable);
      await expect(main.getByLabel(debug.date, { exact: true })).toHaveValue(enUsBuildDate);
    });
  });
}

test.describe("German pages", () => {
  test.use({ javaScriptEnabled: false, locale: carLocales.de });

  const pages = [
    { path: "/about", section: { en: aboutCatalogue.en, de: aboutCatalogue.de } },
    { path: "/debug", section: { en: debugCatalogue.en, de: debugCatalogue.de } },
  ];
  for (const { path, section } of pages) {
    test(`${path} shows no English UI string, brand names apart`, async ({ page }) => {
      const english = englishOnlyPhrases([{ en: frameCatalogue.en, de: frameCatalogue.de }, section]);
      expect(english.length).toBeGreaterThan(30);
      await page.goto(path);
      // The logo credits list the services by name ("FOX Sports", "YouTube Gaming"): brand names, never translated.
      const brandLists = Object.values(logoIconSets).map((set) => set.services.join(", "));
      const shown = (await uiStrings(page)).filter((text) => !brandLists.includes(text));
      expect(shown.length).toBeGreaterThan(10);
      for (const text of shown) {
        const found = english.filter((phrase) => containsWhole(text, phrase));
        expect(found, `"${text}"`).toEqual([]);
      }
    });
  }

  test("the Build Info date on /debug is still en-US, with its UTC", async ({ page }) => {
    await page.goto("/debug");
    await expect(page.getByLabel(debugCatalogue.de.date, { exact: true })).toHaveValue(enUsBuildDate);
    await expect(page.getByText("UTC", { exact: true })).toBeVisible();
  });

  test.describe("on the car's 980×560 screen", () => {
    test.use({ viewport: { width: 980, height: 560 } });

    for (const path of ["/about", "/debug"]) {
      test(`${path} fits: nothing wider than the screen, no heading, label or button cut off`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(980);
        const clipped = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("main h1, main h2, main label, main button, main a, main p")]
            .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > 980)
            .map((element) => element.textContent),
        );
        expect(clipped).toEqual([]);
      });
    }
  });
});

test.describe("refusals in the request's language", () => {
  test("a German driver's dashboard post with an unknown intent gets the error screen with the reason in German", async ({
    request,
    baseURL,
  }) => {
    const response = await request.post("/?index", {
      form: { intent: "delete-everything" },
      headers: { "accept-language": "de-DE,de;q=0.9", origin: baseURL ?? "" },
    });
    expect(response.status()).toBe(400);
    expect(response.headers()["content-language"]).toBe("de");
    // The root loader does not run when an action's error reaches the root's boundary, so only the reason is in German.
    expect(await response.text()).toContain(rejectionCatalogue.de.unknownIntent);
  });

  test("the worker refuses a French cross-site post in French, saying so in Content-Language", async ({ request }) => {
    const response = await request.post("/?index", {
      form: { intent: "open-fullscreen" },
      headers: { "accept-language": "fr-FR,fr;q=0.9", origin: "https://evil.example" },
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["content-language"]).toBe("fr");
    expect(await response.text()).toBe(`${rejectionCatalogue.fr.crossSitePost}\n`);
  });
});
