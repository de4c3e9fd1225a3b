// The Custom URL field as an address bar (issue 22): services by name and a web search offered under it, by touch and keyboard.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const addressField = (page: Page) => page.getByRole("combobox", { name: "Web address" });
const suggestionList = (page: Page) => page.getByRole("listbox", { name: "Services and web search" });
const suggestion = (page: Page, name: string | RegExp) => suggestionList(page).getByRole("option", { name });
const webSearch = (query: string) => `Search the web for “${query}”`;

/** Answers every request that leaves the app with a stub page, so nothing reaches a third-party host; returns the pages opened. */
async function keepExternalRequestsLocal(context: BrowserContext, baseURL: string | undefined): Promise<Page[]> {
  const appOrigin = new URL(baseURL ?? "").origin;
  await context.route(
    (url) => url.origin !== appOrigin,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>External stub</title>" }),
  );
  const tabs: Page[] = [];
  context.on("page", (tab) => tabs.push(tab));
  return tabs;
}

async function openAddressField(page: Page, press: "click" | "tap" = "click") {
  await page.goto("/");
  const button = page.getByRole("banner").getByRole("button", { name: "Custom URL" });
  await waitForHydration(button);
  await button[press]();
  await expect(addressField(page)).toBeFocused();
}

/** The option names in the list, in order. */
const optionNames = (page: Page) => suggestionList(page).getByRole("option").allTextContents();

test.describe("Custom URL suggestions", () => {
  test("'net' offers Netflix, and a tap opens it in this tab", async ({ page, context, baseURL }) => {
    const tabs = await keepExternalRequestsLocal(context, baseURL);
    await openAddressField(page);
    await addressField(page).pressSequentially("net");

    await expect(addressField(page)).toHaveAttribute("aria-expanded", "true");
    expect(await optionNames(page)).toEqual(["Netflixnetflix.com", webSearch("net")]);
    await suggestion(page, /^Netflix/).click();

    await page.waitForURL("https://www.netflix.com/browse");
    expect(tabs).toHaveLength(0);
  });

  test("matches ignore case and accents, and at most five services show", async ({ page }) => {
    await openAddressField(page);
    await addressField(page).fill("TV");
    const names = await optionNames(page);
    expect(names).toHaveLength(6);
    expect(names.at(-1)).toBe(webSearch("TV"));

    await addressField(page).fill("Plúto");
    expect(await optionNames(page)).toEqual(["Pluto TVpluto.tv", webSearch("Plúto")]);
  });

  test.describe("in the DACH region", () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "pp_region", value: "dach", url: baseURL ?? "" }]);
    });

    test("'ard' offers ARD Mediathek from the region's pack", async ({ page, context, baseURL }) => {
      await keepExternalRequestsLocal(context, baseURL);
      await openAddressField(page);
      await addressField(page).pressSequentially("ard");
      await expect(suggestion(page, /^ARD Mediathek/)).toBeVisible();
      await suggestion(page, /^ARD Mediathek/).click();
      await page.waitForURL("https://www.ardmediathek.de/");
    });
  });

  test("'cats videos' offers only a web search, which opens in a new page", async ({ page, context, baseURL }) => {
    const tabs = await keepExternalRequestsLocal(context, baseURL);
    await openAddressField(page);
    await addressField(page).fill("cats videos");
    expect(await optionNames(page)).toEqual([webSearch("cats videos")]);

    const newTab = context.waitForEvent("page");
    await suggestion(page, webSearch("cats videos")).click();
    const tab = await newTab;
    await tab.waitForURL("https://www.google.com/search?q=cats%20videos");
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(tabs).toHaveLength(1);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
  });

  test("an address offers nothing, and Enter opens it with http:// in front as before", async ({ page, context, baseURL }) => {
    await keepExternalRequestsLocal(context, baseURL);
    await openAddressField(page);
    await addressField(page).fill("example.com");
    await expect(addressField(page)).toHaveAttribute("aria-expanded", "false");
    await expect(suggestionList(page)).toHaveCount(0);

    const newTab = context.waitForEvent("page");
    await addressField(page).press("Enter");
    const tab = await newTab;
    await tab.waitForURL("http://example.com/");
  });

  test("Enter with suggestions shown but none chosen still opens the typed text", async ({ page, context, baseURL }) => {
    await keepExternalRequestsLocal(context, baseURL);
    await openAddressField(page);
    await addressField(page).fill("net");
    await expect(suggestion(page, /^Netflix/)).toBeVisible();

    const newTab = context.waitForEvent("page");
    await addressField(page).press("Enter");
    const tab = await newTab;
    await tab.waitForURL("http://net/");
  });

  test("arrows move through the suggestions, Enter opens the chosen one", async ({ page, context, baseURL }) => {
    await keepExternalRequestsLocal(context, baseURL);
    await openAddressField(page);
    await addressField(page).fill("net");
    const field = addressField(page);
    const netflix = suggestion(page, /^Netflix/);
    const search = suggestion(page, webSearch("net"));

    await field.press("ArrowDown");
    await expect(netflix).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await netflix.getAttribute("id")) ?? "");
    await field.press("ArrowDown");
    await expect(search).toHaveAttribute("aria-selected", "true");
    await expect(netflix).toHaveAttribute("aria-selected", "false");
    await field.press("ArrowDown");
    await expect(netflix).toHaveAttribute("aria-selected", "true");
    await field.press("ArrowUp");
    await expect(search).toHaveAttribute("aria-selected", "true");
    await field.press("ArrowUp");
    await expect(field).toBeFocused();

    await field.press("Enter");
    await page.waitForURL("https://www.netflix.com/browse");
  });

  test("Escape closes the list first, then the field", async ({ page }) => {
    await openAddressField(page);
    await addressField(page).fill("net");
    await expect(suggestionList(page)).toBeVisible();

    await addressField(page).press("Escape");
    await expect(suggestionList(page)).toHaveCount(0);
    await expect(addressField(page)).toHaveValue("net");
    await expect(addressField(page)).toHaveAttribute("aria-expanded", "false");

    await addressField(page).press("ArrowDown");
    await expect(suggestion(page, /^Netflix/)).toHaveAttribute("aria-selected", "true");
    await addressField(page).press("Escape");
    await addressField(page).press("Escape");
    await expect(addressField(page)).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Custom URL" })).toBeFocused();
  });

  test("a tap outside hides the list and keeps what was typed", async ({ page }) => {
    await openAddressField(page);
    await addressField(page).fill("net");
    await expect(suggestionList(page)).toBeVisible();
    await page.getByRole("main").getByRole("heading", { level: 2 }).first().click();
    await expect(suggestionList(page)).toHaveCount(0);
    await expect(addressField(page)).toHaveValue("net");
    await addressField(page).fill("netf");
    await expect(suggestion(page, /^Netflix/)).toBeVisible();
  });
});

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
