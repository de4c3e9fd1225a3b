// Issue 30 in the browser: a tap on "Yes" opens a ten-minute attempt; YouTube's redirect page (stubbed here, with and
// without its Referer) sends the driver back; a return without the referrer is a failed arrival, which the dashboard
// explains instead of offering again. What the browser adds: the hydrated presses, and the notice as painted. The same
// trips as plain form posts, the attempt cookie, `?fs=1` / `?fs=0`, the funnel's log lines and the notice in every
// language are the worker layer's (tests/worker/fullscreen-attempts.test.ts).
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
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

/** Presses a button of the offer or the notice once the page has hydrated, so the app's handler sends it. */
async function press(button: Locator): Promise<void> {
  await waitForHydration(button);
  await button.click();
}

/** Through YouTube's (stubbed) redirect page and back with its GO TO SITE link. */
async function throughYouTube(page: Page, button: Locator): Promise<void> {
  await press(button);
  // The stub's link, and then the app's page, are what the next step needs; not every lazily loaded logo.
  await page.waitForURL(isYouTubeRedirect, { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: "GO TO SITE" }).click();
  await page.waitForURL((url) => url.pathname === "/" && !isYouTubeRedirect(url), { waitUntil: "domcontentloaded" });
}

test.describe("full screen through YouTube, with JavaScript", () => {
  test("a redirect page that sends YouTube's referrer: full screen holds, with no notice", async ({ page }) => {
    await stubYouTubeRedirect(page, { sendsReferrer: true });
    await page.goto("/");
    await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }));
    await expectFullscreen(page);
    await page.reload();
    await expectFullscreen(page);
  });

  test("one that strips it: the notice says what to try, and 'I am in full screen' holds across reloads", async ({ page }) => {
    await stubYouTubeRedirect(page, { sendsReferrer: false });
    await page.goto("/");
    await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }));

    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText("Full screen did not start");
    await expect(notice(page)).toContainText("tap GO TO SITE");
    await expect(offer(page)).toHaveCount(0);
    await expect(notice(page).getByRole("button")).toHaveText(["I am in full screen", "Try again", "Don't ask again"]);
    await expect(footer(page)).not.toHaveAttribute("data-fullscreen");

    await press(notice(page).getByRole("button", { name: "I am in full screen" }));
    await expectFullscreen(page);
    await page.reload();
    await expectFullscreen(page);
  });

  test("'Don't ask again' keeps both the notice and the offer away for the session", async ({ page, context }) => {
    await stubYouTubeRedirect(page, { sendsReferrer: false });
    await page.goto("/");
    await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }));
    await press(notice(page).getByRole("button", { name: "Don't ask again" }));
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

test.describe("failed arrivals never loop", () => {
  test("'Try again' goes through YouTube once more; after a second failure only two choices are left", async ({ page }) => {
    await stubYouTubeRedirect(page, { sendsReferrer: false });
    await page.goto("/");
    await throughYouTube(page, offer(page).getByRole("button", { name: "Yes" }));
    await throughYouTube(page, notice(page).getByRole("button", { name: "Try again" }));
    await expect(notice(page).getByRole("button")).toHaveText(["I am in full screen", "Don't ask again"]);
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
