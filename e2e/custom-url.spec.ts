import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

const addressField = (page: Page) => page.getByRole("combobox", { name: "Web address" });
const customUrlButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Custom URL" });

interface ExternalTraffic {
  /** Pages the app opened in new tabs. */
  tabs: Page[];
  /** The Referer each external request carried, if any. */
  referrers: (string | undefined)[];
}

/** Answers every request that leaves the app with a stub page, so opening a custom URL never reaches the network. */
async function keepExternalRequestsLocal(context: BrowserContext, baseURL: string | undefined): Promise<ExternalTraffic> {
  const appOrigin = new URL(baseURL ?? "").origin;
  const traffic: ExternalTraffic = { tabs: [], referrers: [] };
  await context.route(
    (url) => url.origin !== appOrigin,
    (route) => {
      traffic.referrers.push(route.request().headers()["referer"]);
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>External stub</title>" });
    },
  );
  context.on("page", (tab) => traffic.tabs.push(tab));
  return traffic;
}

/** Opens the control once the page is hydrated: the control needs JavaScript, so an earlier press does nothing. */
async function pressCustomUrl(page: Page, press: "click" | "tap" = "click") {
  await waitForHydration(customUrlButton(page));
  await customUrlButton(page)[press]();
  await expect(addressField(page)).toBeFocused();
}

async function openAddressField(page: Page) {
  await page.goto("/");
  await pressCustomUrl(page);
}

test.describe("Custom URL", () => {
  test("is closed at first and opens a focused address field whose code loads only then", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(addressField(page)).toHaveCount(0);
    const firstLoad = [...scripts];

    await pressCustomUrl(page);
    await expect(addressField(page)).toHaveAttribute("placeholder", "Enter a URL");
    await expect(page.getByRole("button", { name: "Open URL" })).toBeVisible();
    // Its module, the address normaliser it shares with the your-services form, the message loader it shares with the other
    // on-demand sections, a chunk of code it shares with the other on-demand dialogs, the on-demand stylesheet loader (for
    // its suggestions' sheet, each a chunk of its own) and its English messages load now.
    const loadedNow = scripts.filter((url) => !firstLoad.includes(url));
    expect(loadedNow.some((url) => /\/CustomUrlInput-[A-Z0-9]+\.js$/.test(url))).toBe(true);
    expect(loadedNow.filter((url) => /\/(en|de|fr|es|it|nl|sv|nb)-[A-Z0-9]+\.js$/.test(url)).length).toBe(1);
    expect(loadedNow.some((url) => /\/en-[A-Z0-9]+\.js$/.test(url))).toBe(true);
    expect(loadedNow.length).toBeLessThanOrEqual(6);
  });

  test("Enter opens the address with http:// in front, in a new tab without opener or referrer", async ({ page, context, baseURL }) => {
    const traffic = await keepExternalRequestsLocal(context, baseURL);
    await openAddressField(page);
    const newTab = context.waitForEvent("page");
    await addressField(page).fill("  example.com/watch?v=1  ");
    await addressField(page).press("Enter");

    const tab = await newTab;
    await tab.waitForURL("http://example.com/watch?v=1");
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(traffic.referrers[0]).toBeUndefined();
    await expect(customUrlButton(page)).toBeVisible();
  });

  test("the icon opens text starting with http as it is", async ({ page, context, baseURL }) => {
    await keepExternalRequestsLocal(context, baseURL);
    await openAddressField(page);
    const newTab = context.waitForEvent("page");
    await addressField(page).fill("https://example.com/path?q=1");
    await page.getByRole("button", { name: "Open URL" }).click();

    const tab = await newTab;
    await tab.waitForURL("https://example.com/path?q=1");
  });

  test("in the full-screen view it opens the address in the same tab, and no new page", async ({ page, context, baseURL }) => {
    const traffic = await keepExternalRequestsLocal(context, baseURL);
    await page.goto("/", { referer: youtubeReferrer });
    await pressCustomUrl(page);
    await addressField(page).fill("example.com/film");
    await addressField(page).press("Enter");

    await page.waitForURL("http://example.com/film");
    expect(traffic.tabs).toHaveLength(0);
    expect(traffic.referrers).toEqual([undefined]);
  });

  test("when the browser blocks the popup it opens the address in the same tab", async ({ page, context, baseURL }) => {
    const traffic = await keepExternalRequestsLocal(context, baseURL);
    // What an in-car browser's full-screen view does with window.open: nothing, answering null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await openAddressField(page);
    await addressField(page).fill("https://example.com/live");
    await page.getByRole("button", { name: "Open URL" }).click();

    await page.waitForURL("https://example.com/live");
    expect(traffic.tabs).toHaveLength(0);
    expect(traffic.referrers).toEqual([undefined]);
  });

  test("empty or whitespace-only input does nothing", async ({ page, context, baseURL }) => {
    const traffic = await keepExternalRequestsLocal(context, baseURL);
    await openAddressField(page);
    await addressField(page).press("Enter");
    await addressField(page).fill("    ");
    await page.getByRole("button", { name: "Open URL" }).click();

    await expect(addressField(page)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(addressField(page)).not.toHaveAttribute("aria-invalid", "true");
    expect(traffic.tabs).toHaveLength(0);
  });

  for (const refused of ["javascript:alert(1)", "httpfoo", "http://", "exa mple.com", "http://exa mple.com/"]) {
    test(`refuses ${JSON.stringify(refused)} with an inline error and opens nothing`, async ({ page, context, baseURL }) => {
      const traffic = await keepExternalRequestsLocal(context, baseURL);
      await openAddressField(page);
      await addressField(page).fill(refused);
      await addressField(page).press("Enter");

      const error = page.getByRole("alert");
      await expect(error).toHaveText("Enter a web address like example.com");
      await expect(addressField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(addressField(page)).toHaveAccessibleDescription("Enter a web address like example.com");
      expect(traffic.tabs).toHaveLength(0);

      await addressField(page).press("End");
      await addressField(page).press("Backspace");
      await expect(error).toHaveCount(0);
    });
  }

  test("Escape closes it and gives focus back to the button", async ({ page }) => {
    await openAddressField(page);
    await addressField(page).fill("example.com");
    await addressField(page).press("Escape");
    await expect(addressField(page)).toHaveCount(0);
    await expect(customUrlButton(page)).toBeFocused();
  });

  test("a click outside closes it while empty, and keeps it open once something is typed", async ({ page }) => {
    await openAddressField(page);
    await addressField(page).fill("exam");
    await page.mouse.click(640, 400);
    await expect(addressField(page)).toHaveValue("exam");

    await addressField(page).fill("");
    await page.mouse.click(640, 400);
    await expect(addressField(page)).toHaveCount(0);
    await expect(customUrlButton(page)).toBeVisible();
  });
});

test.describe("Custom URL on a phone (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the closed button clears the wordmark and the open field spans the toolbar", async ({ page }) => {
    await page.goto("/");
    const [buttonBox, logoBox] = await Promise.all([
      customUrlButton(page).boundingBox(),
      page.getByRole("link", { name: "ParkPlay dashboard" }).boundingBox(),
    ]);
    if (!buttonBox || !logoBox) throw new Error("toolbar is not laid out");
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(logoBox.x);

    await pressCustomUrl(page, "tap");
    const fieldBox = await addressField(page).boundingBox();
    if (!fieldBox) throw new Error("address field is not laid out");
    expect(fieldBox.width).toBeGreaterThan(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.touchscreen.tap(195, 500);
    await expect(addressField(page)).toHaveCount(0);
  });
});
