// /about and /debug as painted in one left-to-right, one right-to-left and one CJK language without JavaScript, and German
// on the car's screen. Every language's server HTML, the German strings and the refusals are checked in the worker layer
// (tests/worker/languages.test.ts).
import { logoIconSets } from "../app/data/logo-credits";
import { aboutCatalogue } from "../app/generated/i18n/about/catalogue.server";
import { debugCatalogue } from "../app/generated/i18n/debug/catalogue.server";
import { frameCatalogue } from "../app/generated/i18n/frame/catalogue.server";
import { createTranslator } from "../app/lib/i18n/translate";
import { expect, test } from "./support/fixtures";
import { carLocales } from "../test-support/car-locales";

const enUsBuildDate =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/;

for (const language of ["en", "ar", "ja"] as const) {
  test.describe(`${language} from Accept-Language alone, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, locale: carLocales[language] });

    test(`${language}: /about and /debug show their headings, text and fields`, async ({ page }) => {
      const about = aboutCatalogue[language];
      const frame = frameCatalogue[language];
      await page.goto("/about");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: about.title })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: about["disclaimer.title"] })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: about["logos.title"] })).toBeVisible();
      await expect(main.getByRole("link", { name: frame["error.backToDashboard"] })).toBeVisible();
      await expect(main.getByRole("button", { name: frame["fullscreen.open"] })).toBeVisible();
      await expect(main.getByText(about.disclaimer)).toBeVisible();
      const t = createTranslator(about, language);
      await expect(main.getByText(t("fullscreen", { button: frame["fullscreen.open"] }))).toBeVisible();
      const { arcticons } = logoIconSets;
      await expect(main.getByRole("link", { name: arcticons.licenseTitle, exact: true })).toBeVisible();

      const debug = debugCatalogue[language];
      await page.goto("/debug");
      await expect(main.getByRole("heading", { level: 1, name: debug.title })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: debug.build })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: debug.device })).toBeVisible();
      await expect(main.getByLabel(debug.orientation, { exact: true })).toHaveValue(debug.unknown);
      await expect(main.getByLabel(debug.deviceType, { exact: true })).toHaveValue(debug.desktop);
      await expect(main.getByLabel(debug.inCar, { exact: true })).toHaveValue(debug.notDetectable);
      await expect(main.getByLabel(debug.date, { exact: true })).toHaveValue(enUsBuildDate);
    });
  });
}

test.describe("German pages on the car's 980×560 screen", () => {
  test.use({ javaScriptEnabled: false, locale: carLocales.de, viewport: { width: 980, height: 560 } });

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
