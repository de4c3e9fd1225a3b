// The edge log lines of the full-screen funnel as a browser with JavaScript walks it. A page_view's fields and the form post
// without JavaScript are tests/worker/edge-log.test.ts's.
import type { Page } from "@playwright/test";
import { readEdgeLogLines, uniqueRay, type EdgeLogLine } from "../test-support/edge-log";
import { expect, test } from "./support/fixtures";
import { isYouTubeRedirect, stubYouTube, youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

const sentinelPath = "/debug";

/** Tags every request of this page with a unique cf-ray, which the worker logs as `ray`. */
async function tagRequests(page: Page): Promise<string> {
  const ray = uniqueRay();
  await page.setExtraHTTPHeaders({ "cf-ray": ray });
  return ray;
}

/** Loads one last page and waits for its line: the worker logs in order, so every earlier line is in the file by then. */
async function settledLines(page: Page, baseURL: string | undefined, ray: string): Promise<EdgeLogLine[]> {
  await page.goto(sentinelPath);
  await expect.poll(async () => (await readEdgeLogLines(baseURL, ray)).at(-1)?.path, { timeout: 10_000 }).toBe(sentinelPath);
  return (await readEdgeLogLines(baseURL, ray)).slice(0, -1);
}

test.describe("edge log lines", () => {
  test("follow the full-screen funnel: prompt shown, 'Yes', arrival from YouTube, later loads", async ({ page, baseURL }) => {
    const ray = await tagRequests(page);
    await stubYouTube(page);

    await page.goto("/");
    await waitForHydration(page.getByRole("button", { name: "Yes" }));
    await page.getByRole("button", { name: "Yes" }).click();
    await page.waitForURL(isYouTubeRedirect);
    await page.goto(`${baseURL}/`, { referer: youtubeReferrer });
    await waitForHydration(page.getByRole("contentinfo").getByRole("link", { name: "about" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "about" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await page.reload();

    const lines = await settledLines(page, baseURL, ray);
    expect(lines.map(({ event, path }) => ({ event, path }))).toEqual([
      { event: "page_view", path: "/" },
      { event: "fullscreen_redirect", path: undefined },
      { event: "page_view", path: "/" },
      { event: "fullscreen_arrival", path: undefined },
      { event: "page_view", path: "/about" },
    ]);
    const [promptView, redirect, arrival, arrivalEvent, laterLoad] = lines;
    expect(promptView).toMatchObject({
      status: 200,
      fullscreen: false,
      fullscreen_source: "none",
      referrer_host: null,
      prompt_shown: true,
    });
    expect(redirect).toMatchObject({ from: "prompt", attempt: 1 });
    expect(arrivalEvent).toMatchObject({ via: "referrer", attempt: 1 });
    expect(arrival).toMatchObject({
      status: 200,
      fullscreen: true,
      fullscreen_source: "referrer",
      referrer_host: "www.youtube.com",
      prompt_shown: false,
    });
    expect(laterLoad).toMatchObject({ status: 200, fullscreen: true, fullscreen_source: "cookie", prompt_shown: false });
  });
});
