// The dashboard in the car's language as painted: one left-to-right, one right-to-left and one CJK language without
// JavaScript, and German once hydrated. Every language's server HTML, the language headers and the fallbacks are checked
// in the worker layer (tests/worker/languages.test.ts).
import { categories, categoryTitleKeys } from "../app/data/categories";
import { catalogueFor } from "../app/lib/catalogue/catalogue.server";
import { mainRegions } from "../app/lib/i18n/languages";
import { frameCatalogue } from "../app/generated/i18n/frame/catalogue.server";
import { frameEn } from "../app/generated/i18n/frame/en";
import { expect, test } from "./support/fixtures";
import { carLocales } from "../test-support/car-locales";
import { isYouTubeRedirect, stubYouTube, youtubeRedirectTarget } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";
import { containsWhole, englishOnlyRuns, uiStrings } from "../test-support/ui-strings";

for (const language of ["en", "ar", "ja"] as const) {
  test.describe(`${language} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, locale: carLocales[language] });

    test(`${language}: / shows the dashboard, and the full-screen offer's 'Yes' takes the driver to YouTube's redirect page`, async ({
      page,
      baseURL,
    }) => {
      const messages = frameCatalogue[language];
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      await expect(page).toHaveTitle(messages["meta.title"]);
      await expect(page.getByRole("heading", { level: 1, name: messages["dashboard.title"] })).toBeAttached();
      await expect(page.getByRole("link", { name: messages["toolbar.home"] })).toBeVisible();
      const headings = page.getByRole("main").getByRole("heading", { level: 2 });
      const offered = new Set(catalogueFor(mainRegions[language]).map(([, , category]) => category));
      await expect(headings).toHaveText(
        categories.filter((category) => offered.has(category)).map((category) => messages[categoryTitleKeys[category]]),
      );
      const footerNav = page.getByRole("navigation", { name: messages["nav.footer"] });
      await expect(footerNav.getByRole("link", { name: messages["nav.about"], exact: true })).toBeVisible();
      await expect(footerNav.getByRole("link", { name: messages["nav.reportIssue"] })).toBeVisible();
      await expect(page.getByRole("note", { name: messages["tip.label"] })).toContainText(messages["tip.text"]);

      const offer = page.getByRole("region", { name: messages["prompt.label"] });
      await expect(offer).toContainText(messages["prompt.title"]);
      await expect(offer).toContainText(messages["prompt.instruction"]);
      await expect(offer.getByRole("button", { name: messages["prompt.close"] })).toBeVisible();
      // The navigation the plain form post starts, not where it lands: with JavaScript off the headless shell sends it
      // past the test's routes, so YouTube's stub may never answer it (docs/testing.md, "Chromium").
      const toYouTube = page.waitForRequest((request) => request.isNavigationRequest() && isYouTubeRedirect(new URL(request.url())));
      await offer.getByRole("button", { name: messages["prompt.yes"], exact: true }).click();
      expect(youtubeRedirectTarget((await toYouTube).url())).toBe(`${baseURL}/`);
    });
  });
}

test.describe("a German dashboard", () => {
  test.use({ locale: carLocales.de });

  test("shows no English UI string, brand names apart, after hydration", async ({ page }) => {
    const english = englishOnlyRuns(frameEn, frameCatalogue.de);
    expect(english.length).toBeGreaterThan(20);
    await page.goto("/");
    await waitForHydration(page.getByRole("banner").getByRole("link", { name: frameCatalogue.de["toolbar.settings"] }));
    await expect(page.getByRole("button", { name: frameCatalogue.de["toolbar.sendFromPhone"] })).toBeVisible();
    const hydrated = await page.evaluate(uiStrings, { withoutCards: true });
    for (const text of hydrated) {
      const found = english.filter((phrase) => containsWhole(text, phrase));
      expect(found, `"${text}"`).toEqual([]);
    }
  });

  test("with JavaScript, 'Ja' on a German dashboard goes to YouTube's redirect page too", async ({ page, baseURL }) => {
    await stubYouTube(page);
    await page.goto("/");
    const yes = page.getByRole("region", { name: frameCatalogue.de["prompt.label"] }).getByRole("button", { name: "Ja", exact: true });
    await waitForHydration(yes);
    await yes.click();
    await page.waitForURL(isYouTubeRedirect);
    expect(youtubeRedirectTarget(page.url())).toBe(`${baseURL}/`);
  });
});
