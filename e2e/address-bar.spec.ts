// The Custom URL field as an address bar (issue 22) on the screens it must fit: the list's behaviour by keyboard and touch
// is checked in tests/components/links/AddressBarSuggestions.test.tsx.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const addressField = (page: Page) => page.getByRole("combobox", { name: "Web address" });
const suggestionList = (page: Page) => page.getByRole("listbox", { name: "Services and web search" });
const suggestion = (page: Page, name: string | RegExp) => suggestionList(page).getByRole("option", { name });

/** Answers every request that leaves the app with a stub page, so nothing reaches a third-party host. */
async function keepExternalRequestsLocal(context: BrowserContext, baseURL: string | undefined) {
  const appOrigin = new URL(baseURL ?? "").origin;
  await context.route(
    (url) => url.origin !== appOrigin,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>External stub</title>" }),
  );
}

async function openAddressField(page: Page, press: "click" | "tap" = "click") {
  await page.goto("/");
  const button = page.getByRole("banner").getByRole("button", { name: "Custom URL" });
  await waitForHydration(button);
  await button[press]();
  await expect(addressField(page)).toBeFocused();
}

/** Every option lies inside the viewport, and the page scrolls neither way. */
async function expectListInsideViewport(page: Page, width: number, height: number) {
  const options = suggestionList(page).getByRole("option");
  await expect(options).toHaveCount(6);
  for (const box of await Promise.all((await options.all()).map((option) => option.boundingBox()))) {
    if (!box) throw new Error("option is not laid out");
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe("Custom URL suggestions on the car's screen (980×560)", () => {
  test.use({ viewport: { width: 980, height: 560 }, hasTouch: true });

  test("six options fit below the field, and a tap opens one", async ({ page, context, baseURL }) => {
    await keepExternalRequestsLocal(context, baseURL);
    await openAddressField(page, "tap");
    await addressField(page).fill("tv");
    await expectListInsideViewport(page, 980, 560);
    const fieldBox = await addressField(page).boundingBox();
    const listBox = await suggestionList(page).boundingBox();
    if (!fieldBox || !listBox) throw new Error("field or list is not laid out");
    expect(listBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);

    await suggestion(page, /^YouTube TV/).tap();
    await page.waitForURL("https://tv.youtube.com/**");
  });
});

test.describe("Custom URL suggestions on a phone (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("six options fit the phone's width, and a tap opens one", async ({ page, context, baseURL }) => {
    await keepExternalRequestsLocal(context, baseURL);
    await openAddressField(page, "tap");
    await addressField(page).fill("tv");
    await expectListInsideViewport(page, 390, 844);

    await addressField(page).fill("net");
    await suggestion(page, /^Netflix/).tap();
    await page.waitForURL("https://www.netflix.com/browse");
  });
});
