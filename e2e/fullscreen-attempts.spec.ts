// Issue 30: full screen that survives a lost referrer. A tap on "Yes" opens a ten-minute attempt; YouTube's redirect page
// (stubbed here, with and without its Referer) sends the driver back; a return without the referrer is a failed arrival,
// which the dashboard explains instead of offering again, and `?fs=1` / `?fs=0` switch full screen from the address.
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import {
  encodeAttempts,
  failuresBeforeNoRetry,
  noAttempts,
  settleAttempt,
  startAttempt,
  type FullscreenAttempts,
} from "../app/lib/fullscreen/attempts";
import { languages } from "../app/lib/i18n/languages";
import { fullscreenNoticeCatalogue } from "../app/generated/i18n/fullscreen-notice/catalogue.server";
import { readEdgeLogLines, readEdgeLogLinesWhere, uniqueRay } from "../test-support/edge-log";
import { expect, test } from "./support/fixtures";
import { isYouTubeRedirect, stubYouTubeRedirect } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

const offer = (page: Page) => page.getByRole("region", { name: "Full-screen offer" });
const notice = (page: Page) => page.getByRole("region", { name: "Full screen did not start" });
const footer = (page: Page) => page.getByRole("contentinfo");

async function expectFullscreen(page: Page): Promise<void> {
  await expect(footer(page)).toHaveAttribute("data-fullscreen", "true");
  await expect(notice(page)).toHaveCount(0);
  await expect(offer(page)).toHaveCount(0);
}

/** Presses a button of the offer or the notice; with JavaScript, once the page has hydrated, so the app's handler sends it. */
async function press(page: Page, button: Locator, javaScriptEnabled: boolean): Promise<void> {
  if (javaScriptEnabled) await waitForHydration(button);
  await button.click();
}

/** Through YouTube's (stubbed) redirect page and back with its GO TO SITE link. */
async function throughYouTube(page: Page, button: Locator, javaScriptEnabled: boolean): Promise<void> {
  await press(page, button, javaScriptEnabled);
  await page.waitForURL(isYouTubeRedirect);
  await page.getByRole("link", { name: "GO TO SITE" }).click();
  await page.waitForURL((url) => url.pathname === "/" && !isYouTubeRedirect(url));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`full screen through YouTube, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a redirect page that sends YouTube's referrer: full screen holds, with no notice", async ({ page }) => {
      await stubYouTubeRedirect(page, { sendsReferrer: true });
      await page.goto("/");
      await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }), javaScriptEnabled);
      await expectFullscreen(page);
      await page.reload();
      await expectFullscreen(page);
    });

    test("one that strips it: the notice says what to try, and 'I am in full screen' holds across reloads", async ({ page }) => {
      await stubYouTubeRedirect(page, { sendsReferrer: false });
      await page.goto("/");
      await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }), javaScriptEnabled);

      await expect(notice(page)).toBeVisible();
      await expect(notice(page)).toContainText("Full screen did not start");
      await expect(notice(page)).toContainText("tap GO TO SITE");
      await expect(offer(page)).toHaveCount(0);
      await expect(notice(page).getByRole("button")).toHaveText(["I am in full screen", "Try again", "Don't ask again"]);
      await expect(footer(page)).not.toHaveAttribute("data-fullscreen");

      await press(page, notice(page).getByRole("button", { name: "I am in full screen" }), javaScriptEnabled);
      await expectFullscreen(page);
      await page.reload();
      await expectFullscreen(page);
    });

    test("'Don't ask again' keeps both the notice and the offer away for the session", async ({ page, context }) => {
      await stubYouTubeRedirect(page, { sendsReferrer: false });
      await page.goto("/");
      await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }), javaScriptEnabled);
      await press(page, notice(page).getByRole("button", { name: "Don't ask again" }), javaScriptEnabled);
      await expect(notice(page)).toHaveCount(0);
      await expect(offer(page)).toHaveCount(0);
      // With JavaScript the notice goes at once, while its post is still on its way: the reload waits for its answer.
      await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "pp_prompt_dismissed")).toBe(true);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeAttached();
      await expect(notice(page)).toHaveCount(0);
      await expect(offer(page)).toHaveCount(0);
      await expect(footer(page)).not.toHaveAttribute("data-fullscreen");
    });
  });
}

test.describe("failed arrivals never loop", () => {
  test("'Try again' goes through YouTube once more; after a second failure only two choices are left", async ({ page }) => {
    await stubYouTubeRedirect(page, { sendsReferrer: false });
    await page.goto("/");
    await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }), true);
    await throughYouTube(page, notice(page).getByRole("button", { name: "Try again" }), true);
    await expect(notice(page).getByRole("button")).toHaveText(["I am in full screen", "Don't ask again"]);
  });

  test("the About page still offers full screen after two failures; a third leaves the same two choices", async ({ page, baseURL }) => {
    const twoFailures = Array.from({ length: failuresBeforeNoRetry }).reduce<FullscreenAttempts>(
      (attempts) => settleAttempt(startAttempt(attempts), "failed"),
      noAttempts,
    );
    await page.context().addCookies([{ name: "pp_fs_attempts", value: encodeAttempts(twoFailures), url: baseURL ?? "" }]);
    await stubYouTubeRedirect(page, { sendsReferrer: false });
    await page.goto("/about");
    await throughYouTube(page, page.getByRole("main").getByRole("button", { name: "Open in Fullscreen" }), true);
    await expect(notice(page).getByRole("button")).toHaveText(["I am in full screen", "Don't ask again"]);
    const attempts = (await page.context().cookies()).find((cookie) => cookie.name === "pp_fs_attempts");
    expect(attempts?.value).toBe(encodeAttempts(settleAttempt(startAttempt(twoFailures), "failed")));
  });

  test("a return with YouTube's referrer after a failure ends the notice: full screen, like every arrival", async ({ page }) => {
    await stubYouTubeRedirect(page, { sendsReferrer: false });
    await page.goto("/");
    await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }), true);
    await page.unrouteAll({ behavior: "wait" });
    await stubYouTubeRedirect(page, { sendsReferrer: true });
    await throughYouTube(page, notice(page).getByRole("button", { name: "Try again" }), true);
    await expectFullscreen(page);
  });
});

test.describe("the address's full-screen switches", () => {
  test("?fs=1 marks the session as full screen with a 303 to the same address without it", async ({ page, request }) => {
    const answer = await request.get("/?fs=1&settings=display", { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe("/?settings=display");
    expect(answer.headers()["set-cookie"]).toMatch(/^pp_fullscreen=url; Path=\/; HttpOnly; SameSite=Lax/);

    await page.goto("/?fs=1");
    expect(new URL(page.url()).search).toBe("");
    await expectFullscreen(page);
    await page.goto("/");
    await expectFullscreen(page);
  });

  test("?fs=0 turns the offer off for the session, with the same clean redirect", async ({ page }) => {
    await page.goto("/?fs=0");
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeAttached();
    await expect(offer(page)).toHaveCount(0);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeAttached();
    await expect(offer(page)).toHaveCount(0);
    await expect(footer(page)).not.toHaveAttribute("data-fullscreen");
  });

  test("any other value is ignored, with a log line that does not repeat it", async ({ page, baseURL }) => {
    const ray = uniqueRay();
    await page.setExtraHTTPHeaders({ "cf-ray": ray });
    const response = await page.goto("/?fs=yes-please");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).search).toBe("?fs=yes-please");
    await expect(offer(page)).toBeVisible();
    await expect.poll(async () => (await readEdgeLogLines(baseURL, ray)).map((line) => line.event)).toContain("fullscreen_switch_ignored");
    const [ignored] = (await readEdgeLogLines(baseURL, ray)).filter((line) => line.event === "fullscreen_switch_ignored");
    expect(ignored).toMatchObject({ count: 1, length: "yes-please".length });
    expect(JSON.stringify(ignored)).not.toContain("yes-please");
  });
});

test.describe("the funnel's log lines", () => {
  test.use({ javaScriptEnabled: false });

  test("each event is written once, with its attempt and browser, and never an address or a cookie value", async ({
    page,
    baseURL,
    context,
  }) => {
    const ray = uniqueRay();
    await page.setExtraHTTPHeaders({ "cf-ray": ray });
    await stubYouTubeRedirect(page, { sendsReferrer: false });
    await page.goto("/");
    await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }), false);
    await notice(page).getByRole("button", { name: "I am in full screen" }).click();
    await expectFullscreen(page);
    await page.reload();

    const funnel = async () => (await readEdgeLogLines(baseURL, ray)).filter((line) => line.event.startsWith("fullscreen_"));
    await expect.poll(async () => (await funnel()).length).toBe(3);
    await page.goto("/about");
    await expect.poll(async () => (await readEdgeLogLines(baseURL, ray)).at(-1)?.path).toBe("/about");
    const lines = await funnel();
    expect(lines.map(({ event, via, attempt }) => ({ event, via, attempt }))).toEqual([
      { event: "fullscreen_redirect", via: undefined, attempt: 1 },
      { event: "fullscreen_failed", via: undefined, attempt: 1 },
      { event: "fullscreen_arrival", via: "self_report", attempt: 1 },
    ]);
    for (const line of lines) expect(line.browser).toMatch(/^Chromium \d+$/);

    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/127\.0\.0\.1|youtube|https?:|\/\?|Mozilla/i);
    // pp_fullscreen holds the word the arrival line names as its `via`; every other value stays out of the lines.
    for (const cookie of await context.cookies()) {
      if (cookie.name !== "pp_fullscreen" && cookie.value.length > 1) expect(text).not.toContain(cookie.value);
    }
  });

  test("an arrival with YouTube's referrer is logged once, not again on reloads", async ({ page, baseURL }) => {
    const ray = uniqueRay();
    await page.setExtraHTTPHeaders({ "cf-ray": ray });
    await stubYouTubeRedirect(page, { sendsReferrer: true });
    await page.goto("/");
    await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }), false);
    await page.reload();
    await page.goto("/about");
    await expect.poll(async () => (await readEdgeLogLines(baseURL, ray)).at(-1)?.path).toBe("/about");
    const events = (await readEdgeLogLinesWhere(baseURL, (line) => line.ray === ray && line.event.startsWith("fullscreen_"))).map(
      ({ event, via, attempt }) => ({ event, via, attempt }),
    );
    expect(events).toEqual([
      { event: "fullscreen_redirect", via: undefined, attempt: 1 },
      { event: "fullscreen_arrival", via: "referrer", attempt: 1 },
    ]);
  });
});

for (const screen of [
  { name: "the car's screen (980×560)", viewport: { width: 980, height: 560 } },
  { name: "a phone (390×844)", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`the notice on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test("fits beside the settings tip without covering it, and has no serious axe violations", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "pp_fs_attempts", value: "1.1.f", url: baseURL ?? "" }]);
      await page.goto("/");
      const tip = page.getByRole("note", { name: "Settings tip" });
      await expect(notice(page)).toBeVisible();
      await expect(tip).toBeVisible();
      const [noticeBox, tipBox] = await Promise.all([notice(page).boundingBox(), tip.boundingBox()]);
      if (noticeBox === null || tipBox === null) throw new Error("the notice or the tip is not laid out");
      const sharedWidth = Math.min(noticeBox.x + noticeBox.width, tipBox.x + tipBox.width) - Math.max(noticeBox.x, tipBox.x);
      const sharedHeight = Math.min(noticeBox.y + noticeBox.height, tipBox.y + tipBox.height) - Math.max(noticeBox.y, tipBox.y);
      expect(sharedWidth > 0.5 && sharedHeight > 0.5, `notice ${JSON.stringify(noticeBox)} under tip ${JSON.stringify(tipBox)}`).toBe(
        false,
      );
      expect(noticeBox.x).toBeGreaterThanOrEqual(0);
      expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(screen.viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width);

      const results = await new AxeBuilder({ page }).include(".pp-fullscreen-prompt").analyze();
      const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(serious.map((violation) => violation.id)).toEqual([]);
    });
  });
}

test.describe("the notice in every language, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Each language presses another of the three buttons, so every button is posted in several languages.
  for (const [index, language] of languages.entries()) {
    const text = fullscreenNoticeCatalogue[language];
    const choice = ([text.confirm, text.retry, text.dismiss] as const)[index % 3] ?? text.dismiss;

    test(`in ${language}, it says the same, and '${choice}' is a form post that works`, async ({ page, context, baseURL }) => {
      await stubYouTubeRedirect(page, { sendsReferrer: false });
      await context.addCookies([
        { name: "pp_lang", value: language, url: baseURL ?? "" },
        { name: "pp_fs_attempts", value: "1.1.f", url: baseURL ?? "" },
      ]);
      await page.goto("/");
      const localNotice = page.getByRole("region", { name: text.title });
      await expect(localNotice).toContainText(text.hint);
      await expect(localNotice.getByRole("button")).toHaveText([text.confirm, text.retry, text.dismiss]);

      await localNotice.getByRole("button", { name: choice }).click();
      if (choice === text.retry) {
        await page.waitForURL(isYouTubeRedirect);
        return;
      }
      await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
      await expect(page.getByRole("region", { name: text.title })).toHaveCount(0);
      if (choice === text.confirm) await expect(footer(page)).toHaveAttribute("data-fullscreen", "true");
      else await expect(footer(page)).not.toHaveAttribute("data-fullscreen");
    });
  }
});

test.describe("the debug page", () => {
  test("says whether the session is full screen, how it got there, and how the last attempt ended", async ({ page }) => {
    await stubYouTubeRedirect(page, { sendsReferrer: false });
    await page.goto("/debug");
    await expect(page.getByLabel("This Session")).toHaveValue("No");
    await expect(page.getByLabel("Reached Through")).toHaveValue("—");
    await expect(page.getByLabel("Last Attempt")).toHaveValue("none");

    await page.goto("/");
    await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }), true);
    await page.goto("/debug");
    await expect(page.getByLabel("Last Attempt")).toHaveValue("#1, back without YouTube's referrer");

    await page.goto("/?fs=1");
    await page.goto("/debug");
    await expect(page.getByLabel("This Session")).toHaveValue("Yes");
    await expect(page.getByLabel("Reached Through")).toHaveValue("The address (?fs=1)");
    await expect(page.getByLabel("Last Attempt")).toHaveValue("#1, arrived");
  });
});
