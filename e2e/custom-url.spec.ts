import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const addressField = (page: Page) => page.getByRole("combobox", { name: "Web address" });
const customUrlButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Custom URL" });

/**
 * Answers every request that leaves the app with a stub page, so opening a custom URL never reaches the network; returns
 * the Referer each external request carried, if any.
 */
async function keepExternalRequestsLocal(context: BrowserContext, baseURL: string | undefined): Promise<(string | undefined)[]> {
  const appOrigin = new URL(baseURL ?? "").origin;
  const referrers: (string | undefined)[] = [];
  await context.route(
    (url) => url.origin !== appOrigin,
    (route) => {
      referrers.push(route.request().headers()["referer"]);
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>External stub</title>" });
    },
  );
  return referrers;
}

/** Opens the control once the page is hydrated: the control needs JavaScript, so an earlier press does nothing. */
async function pressCustomUrl(page: Page, press: "click" | "tap" = "click") {
  await waitForHydration(customUrlButton(page));
  await customUrlButton(page)[press]();
  await expect(addressField(page)).toBeFocused();
}

test.describe("Custom URL", () => {
  test("is closed at first and opens a focused address field whose code loads only then", async ({ page }) => {
    const scripts: string[] = [];
    const arrived = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    page.on("requestfinished", (request) => arrived.add(request.url()));
    const backupWriter = page.waitForRequest(/\/backup-[A-Z0-9]+\.js$/);
    await page.goto("/");
    await waitForHydration(customUrlButton(page));
    // The first load ends with the backup writer the hydrated page imports, and the chunks that module imports in turn.
    const backupSource = (await (await (await backupWriter).response())?.text()) ?? "";
    const backupImports = [...backupSource.matchAll(/(?:from|import)"(\/build\/[^"]+\.js)"/g)].map(
      ([, path]) => new URL(path ?? "", page.url()).href,
    );
    await expect.poll(() => backupImports.every((url) => scripts.includes(url)) && scripts.every((url) => arrived.has(url))).toBe(true);
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
    expect(loadedNow.length, loadedNow.join("\n")).toBeLessThanOrEqual(6);
  });

  test("Enter opens the address with http:// in front, in a new tab without opener or referrer", async ({ page, context, baseURL }) => {
    const referrers = await keepExternalRequestsLocal(context, baseURL);
    await page.goto("/");
    await pressCustomUrl(page);
    const newTab = context.waitForEvent("page");
    await addressField(page).fill("  example.com/watch?v=1  ");
    await addressField(page).press("Enter");

    const tab = await newTab;
    await tab.waitForURL("http://example.com/watch?v=1");
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(referrers[0]).toBeUndefined();
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
