// Issue 42 in Chromium: the driver's whole setup follows them from the ordinary browser profile into the full-screen one,
// which the car keeps apart (two contexts here, as two profiles), through the stub of YouTube's redirect page. What the
// browser adds to tests/worker/carried-setup.test.ts: the hydrated and the plain form posts, the 303 that leaves a clean
// address, and the dashboard painted in the carried setup.
import type { BrowserContext, Page } from "@playwright/test";
import { settingsEn } from "../app/generated/i18n/settings/en";
import { randomClientAddress } from "../test-support/client-address";
import { maximalSetup, wholeSetupCookies } from "../test-support/setups";
import { cookieValue, openSettings } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { isYouTubeRedirect, stubYouTubeRedirect, youtubeRedirectTarget, youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

/** A car of its own for the worker's per-client limit of carriers a minute (tests from other files press 'Yes' too). */
const carAddress = () => ({ "cf-connecting-ip": randomClientAddress() });

async function addCookies(context: BrowserContext, baseURL: string | undefined, cookies: Record<string, string>): Promise<void> {
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
}

/** The profile's cookies, name → value, without the session's full-screen facts. */
async function preferenceCookies(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies();
  return Object.fromEntries(
    cookies
      .filter((cookie) => !cookie.name.startsWith("pp_fs") && cookie.name !== "pp_fullscreen")
      .map((cookie) => [cookie.name, cookie.value])
      .sort(),
  );
}

/** The 'Yes' of the offer, whatever the page's language: the one button that opens full screen. */
const yesButton = (page: Page) => page.locator('.pp-fullscreen-prompt button[value="open-fullscreen"]');

/** The hydrated page's 'Yes', as far as YouTube's (stubbed) redirect page: the address it was given to send the driver back to. */
async function pressYesWithScript(page: Page): Promise<string> {
  await page.goto("/");
  await waitForHydration(yesButton(page));
  await yesButton(page).click();
  await page.waitForURL(isYouTubeRedirect, { waitUntil: "domcontentloaded" });
  return page.url();
}

/** The plain form post: the headless shell sends a navigation made without JavaScript past page.route, so its request is read. */
async function pressYesWithoutScript(page: Page): Promise<string> {
  await page.goto("/");
  const toYouTube = page.waitForRequest((request) => request.isNavigationRequest() && isYouTubeRedirect(new URL(request.url())));
  await yesButton(page).click();
  return (await toYouTube).url();
}

/** GO TO SITE on the stubbed redirect page, which sends YouTube's Referer: the carrier's 303, then the clean dashboard. */
async function goToSite(page: Page, redirectPage: string): Promise<void> {
  await page.goto(redirectPage);
  await page.getByRole("link", { name: "GO TO SITE" }).click();
  await page.waitForURL((url) => url.pathname === "/" && !isYouTubeRedirect(url), { waitUntil: "domcontentloaded" });
}

/** The dashboard in the whole setup: German, light, the driver's own services, full screen. */
async function expectWholeSetup(page: Page): Promise<void> {
  expect(new URL(page.url()).search).toBe("");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
  await expect(page.locator("html")).toHaveAttribute("data-pp-card-size", "large");
  await expect(page.getByRole("contentinfo")).toHaveAttribute("data-fullscreen", "true");
  for (const service of [maximalSetup.services[0], maximalSetup.services.at(-1)]) {
    if (service === undefined) throw new Error("the maximal setup has no services");
    await expect(page.getByRole("link", { name: new RegExp(service.name) }).first()).toBeAttached();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the whole setup into full screen, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("an empty full-screen profile shows the driver's dashboard, after a reload too, and the ordinary profile is unchanged", async ({
      newContext,
      baseURL,
    }) => {
      const ordinary = await newContext({ javaScriptEnabled, extraHTTPHeaders: carAddress() });
      const setup = await wholeSetupCookies();
      await addCookies(ordinary, baseURL, setup);
      await stubYouTubeRedirect(ordinary, { sendsReferrer: true });
      const ordinaryPage = await ordinary.newPage();
      const redirectPage = javaScriptEnabled ? await pressYesWithScript(ordinaryPage) : await pressYesWithoutScript(ordinaryPage);
      expect(youtubeRedirectTarget(redirectPage)).toMatch(/\/\?carry=[0-9a-f]{64}$/);

      const fullscreen = await newContext({ javaScriptEnabled });
      const page = await fullscreen.newPage();
      if (javaScriptEnabled) {
        await stubYouTubeRedirect(fullscreen, { sendsReferrer: true });
        await goToSite(page, redirectPage);
      } else {
        // What GO TO SITE does, without a stub the headless shell would pass by: the address, with YouTube's Referer.
        await page.goto(youtubeRedirectTarget(redirectPage) ?? "", { referer: youtubeReferrer, waitUntil: "domcontentloaded" });
      }
      await expectWholeSetup(page);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.reload({ waitUntil: "domcontentloaded" });
      await expectWholeSetup(page);

      const { pp_changed: carriedStamp, ...carried } = await preferenceCookies(fullscreen);
      expect(carried).toEqual(setup);
      expect(carriedStamp).toMatch(/^[0-9a-z]{8}$/);
      expect(await preferenceCookies(ordinary)).toEqual(setup);
    });
  });
}

test("the newest setup wins: a change made in full screen stays when an older carrier arrives", async ({ newContext, baseURL }) => {
  const ordinary = await newContext({ extraHTTPHeaders: carAddress() });
  await addCookies(ordinary, baseURL, { pp_theme: "light" });
  await stubYouTubeRedirect(ordinary, { sendsReferrer: true });
  const redirectPage = await pressYesWithScript(await ordinary.newPage());

  const fullscreen = await newContext({ colorScheme: "dark" });
  await stubYouTubeRedirect(fullscreen, { sendsReferrer: true });
  const page = await fullscreen.newPage();
  await page.goto("/", { referer: youtubeReferrer });
  await waitForHydration(page);
  const dialog = await openSettings(page);
  await dialog.getByRole("tab", { name: settingsEn["tab.display"] }).click();
  await dialog.getByRole("combobox", { name: settingsEn["display.theme"] }).selectOption("auto");
  await expect(dialog.getByRole("status")).toHaveText(settingsEn["display.saved"]);

  await goToSite(page, redirectPage);
  expect(await cookieValue(fullscreen, "pp_theme")).toBe("auto");
  await expect(page.locator("html")).not.toHaveAttribute("data-mantine-color-scheme", "light");
  expect(await cookieValue(ordinary, "pp_theme")).toBe("light");
});
