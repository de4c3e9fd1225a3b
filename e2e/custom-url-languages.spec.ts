// The Custom URL field in another language (issue 15): its messages arrive with it, in the page's language only, and
// German fits both the car's screen and a phone's.
import type { Page } from "@playwright/test";
import { textsThatDoNotFit } from "./support/fit";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const germanError = "Geben Sie eine Webadresse wie example.com ein";

/** Opens the German field, refuses a bad address, and returns the error. */
async function refuseInGerman(page: Page, press: "click" | "tap") {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  const button = page.getByRole("banner").getByRole("button", { name: "Eigene URL" });
  await waitForHydration(button);
  await button[press]();
  const field = page.getByRole("combobox", { name: "Webadresse" });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("placeholder", "URL eingeben");
  await expect(page.getByRole("button", { name: "URL öffnen" })).toBeVisible();

  await field.fill("javascript:alert(1)");
  await field.press("Enter");
  const error = page.getByRole("alert");
  await expect(error).toHaveText(germanError);
  await expect(field).toHaveAccessibleDescription(germanError);
  // Only the German messages came, as a chunk of their own: no other language's.
  const messageChunks = scripts.filter((url) => /\/(en|de|fr|es|it|nl|sv|nb)-[A-Z0-9]+\.js$/.test(url));
  expect(messageChunks.map((url) => /\/([a-z]{2})-[A-Z0-9]+\.js$/.exec(url)?.[1])).toEqual(["de"]);
  return error;
}

test.describe("Custom URL in German", () => {
  // Chromium sends the context's locale as Accept-Language.
  test.use({ locale: "de-DE" });

  test("refuses a bad address with a German error that fits the car's 980×560 screen", async ({ page }) => {
    await page.setViewportSize({ width: 980, height: 560 });
    const error = await refuseInGerman(page, "click");
    expect(await textsThatDoNotFit(page.getByRole("banner"))).toEqual([]);
    expect(await textsThatDoNotFit(error)).toEqual([]);
  });

  test("offers a web search in German that fits the car's screen", async ({ page }) => {
    await page.setViewportSize({ width: 980, height: 560 });
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Eigene URL" });
    await waitForHydration(button);
    await button.click();
    await page.getByRole("combobox", { name: "Webadresse" }).fill("Katzen Videos");
    const list = page.getByRole("listbox", { name: "Dienste und Websuche" });
    await expect(list.getByRole("option")).toHaveText(["Im Web nach „Katzen Videos“ suchen"]);
    expect(await textsThatDoNotFit(list)).toEqual([]);
    // The option's text would end in an ellipsis rather than overflow, so check it is not cut short.
    const label = list.getByText("Im Web nach „Katzen Videos“ suchen");
    expect(
      await label.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight),
    ).toBe(true);
  });

  test.describe("on a phone (390×844)", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the German error fits the phone's screen too", async ({ page }) => {
      const error = await refuseInGerman(page, "tap");
      expect(await textsThatDoNotFit(error)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
