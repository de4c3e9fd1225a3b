// Issue 22 in the browser: a tap after hydration on a Full screen card (through YouTube's redirect page), an Outside full
// screen card (a new tab) and an Automatic one (the same tab), the beacon a tap sends for 'Recently opened', and the
// address bar's suggestions. How the cards link after a plain form post, the first paint's 'Recently opened' row and the
// `card_opened` line are the worker layer's (tests/worker/launch.test.ts). Every external host is stubbed: YouTube's
// redirect page links on to `q` as the real one does, services record their referrer.
import type { BrowserContext, Page, Request } from "@playwright/test";
import { sources } from "../app/data/sources";
import { cookieValue } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const youtubeRedirect = "https://www.youtube.com/redirect";

/** What a stubbed service saw: the address it was asked for and the referrer it got. */
interface Arrival {
  url: string;
  referrer: string | null;
}

/**
 * Stubs every external host for this context: YouTube's redirect page answers with a "GO TO SITE" link to `q`, as the
 * real one does; every other address is a page that names itself. Returns the arrivals at services, in order.
 */
async function stubExternalHosts(context: BrowserContext): Promise<Arrival[]> {
  const arrivals: Arrival[] = [];
  await context.route(/^https:\/\/(?!127\.0\.0\.1[:/])/, async (route, request: Request) => {
    const url = new URL(request.url());
    if (`${url.origin}${url.pathname}` === youtubeRedirect) {
      const target = url.searchParams.get("q") ?? "";
      const link = target.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
      await route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Leaving YouTube</title><a href="${link}">GO TO SITE</a>`,
      });
      return;
    }
    if (request.resourceType() === "document")
      arrivals.push({ url: request.url(), referrer: (await request.headerValue("referer")) ?? null });
    await route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Service ${url.host}</title><h1>${url.host}</h1>` });
  });
  return arrivals;
}

function card(page: Page, name: string, row?: string) {
  const scope = row === undefined ? page.getByRole("main") : page.getByRole("region", { name: row });
  return scope.getByRole("link", { name, exact: true }).first();
}

/** Chooses launch modes on the 'How cards open' tab and saves, as a driver does once the page has hydrated. */
async function saveLaunchModes(page: Page, modes: Record<string, string>) {
  await page.goto("/?settings=launch");
  const dialog = page.getByRole("dialog", { name: "Application Settings" });
  const save = dialog.getByRole("button", { name: "Save" });
  await waitForHydration(save);
  for (const [name, mode] of Object.entries(modes)) {
    await dialog.getByRole("combobox", { name, exact: true }).selectOption({ label: mode });
  }
  // A hydrated page saves through a fetcher: the next document must not be asked for before the cookies are set.
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.ok());
  await save.click();
  await saved;
  await expect(dialog.getByRole("status").filter({ hasText: "How cards open saved." })).toBeVisible();
}

const netflixUrl = sources.netflix.url;
const youtubeHref = `${youtubeRedirect}?q=${encodeURIComponent(netflixUrl)}`;

test.describe("with JavaScript", () => {
  let context: BrowserContext;
  let page: Page;
  let arrivals: Arrival[];

  test.beforeEach(async ({ newContext, baseURL }) => {
    context = await newContext({ baseURL });
    arrivals = await stubExternalHosts(context);
    page = await context.newPage();
  });

  test("a Full screen card links through YouTube's redirect page and arrives at the service with YouTube as its referrer", async () => {
    await saveLaunchModes(page, { Netflix: "Full screen" });
    await page.goto("/");
    const netflix = card(page, "Netflix");
    await expect(netflix).toHaveAttribute("href", youtubeHref);
    await expect(netflix).not.toHaveAttribute("target", /.*/);
    await netflix.click();
    await expect(page).toHaveURL(youtubeHref);
    await page.getByRole("link", { name: "GO TO SITE" }).click();
    await expect(page).toHaveURL(netflixUrl);
    expect(arrivals.at(-1)).toEqual({ url: netflixUrl, referrer: "https://www.youtube.com/" });
  });

  test("an Outside full screen card opens a new page, marked and described; an Automatic card stays in the same tab", async () => {
    await saveLaunchModes(page, { Netflix: "Outside full screen" });
    await page.goto("/");
    const netflix = card(page, "Netflix");
    await expect(netflix).toHaveAttribute("href", netflixUrl);
    await expect(netflix).toHaveAttribute("target", "_blank");
    await expect(netflix).toHaveAttribute("rel", "noopener noreferrer");
    await expect(netflix).toHaveAccessibleDescription("Opens outside full screen, in a new tab");
    await expect(netflix.locator("svg.tabler-icon-external-link")).toBeVisible();
    const [opened] = await Promise.all([context.waitForEvent("page"), netflix.click()]);
    await expect(opened).toHaveURL(netflixUrl);
    expect(new URL(page.url()).pathname).toBe("/");

    const hulu = card(page, "Hulu");
    await expect(hulu).toHaveAttribute("href", sources.hulu.url);
    await expect(hulu).not.toHaveAttribute("target", /.*/);
    await expect(hulu).not.toHaveAccessibleDescription(/.+/);
    const pagesBefore = context.pages().length;
    await hulu.click();
    await expect(page).toHaveURL(new RegExp(`^${sources.hulu.url}`));
    expect(context.pages()).toHaveLength(pagesBefore);
  });
});

test.describe("Recently opened", () => {
  /**
   * Taps each card on the dashboard, returning to it each time, and waits for each opening's beacon to be answered: the
   * beacon outlives the page, so its answer shows only in the cookie it sets.
   */
  async function tapCards(page: Page, ids: readonly (keyof typeof sources)[]) {
    for (const id of ids) {
      // Hydration is what a tap needs; the load event would also wait for every lazily loaded logo.
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      await card(page, sources[id].name, "Streaming").click();
      await expect.poll(async () => (await cookieValue(page.context(), "pp_recent"))?.split(".")[0]).toBe(id);
    }
  }

  /** The cards of the 'Recently opened' row in the worker's first paint (the document as served, no script run). */
  async function firstPaintRecentRow(page: Page): Promise<string[] | null> {
    const html = await (await page.request.get("/")).text();
    const row = /<section[^>]*aria-labelledby="pp-category-recent-title"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
    if (row === undefined) return null;
    // A card names itself by its brand's mark's label, or by its wordmark where its drawing is only an app icon (issue 23).
    return [...row.matchAll(/<a\b[^>]*class="pp-card"[^>]*>([\s\S]*?)<\/a>/g)].map(
      ([, card = ""]) => /role="img" aria-label="([^"]+)"/.exec(card)?.[1] ?? /pp-card-wordmark[^>]*>([^<]+)</.exec(card)?.[1] ?? "",
    );
  }

  // Seeded with the cards opened before, so the test taps only what it checks: seven taps in one test went past the
  // 30 s test budget on CI's two cores under the suite's load.
  async function openedBefore(context: BrowserContext, baseURL: string | undefined, ids: readonly (keyof typeof sources)[]) {
    await context.addCookies([{ name: "pp_recent", value: ids.join("."), url: baseURL }]);
  }

  test("shows the last five cards opened, newest first, on the first paint", async ({ newContext, baseURL }) => {
    const context = await newContext({ baseURL });
    await stubExternalHosts(context);
    await openedBefore(context, baseURL, ["prime", "disneyplus", "hulu", "netflix", "youtube"]);
    const page = await context.newPage();
    await tapCards(page, ["max"]);
    const lastFive = ["max", "prime", "disneyplus", "hulu", "netflix"] as const;
    expect(await cookieValue(context, "pp_recent")).toBe(lastFive.join("."));
    expect(await firstPaintRecentRow(page)).toEqual(lastFive.map((id) => sources[id].name));
  });
});

test("a suggestion in the address bar opens the service in its launch mode and counts as an opening", async ({ newContext, baseURL }) => {
  const context = await newContext({ baseURL });
  const arrivals = await stubExternalHosts(context);
  // Netflix Full screen, Hulu Outside full screen, as the 'How cards open' tab saves them (the tests above).
  await context.addCookies([{ name: "pp_launch", value: "0~netflix~hulu", url: baseURL }]);
  const page = await context.newPage();

  const choose = async (typed: string, name: RegExp) => {
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Custom URL" });
    await waitForHydration(button);
    await button.click();
    await page.getByRole("combobox", { name: "Web address" }).pressSequentially(typed);
    await page.getByRole("listbox").getByRole("option", { name }).click();
  };

  await choose("netf", /^Netflix/);
  await expect(page).toHaveURL(youtubeHref);
  await page.getByRole("link", { name: "GO TO SITE" }).click();
  await expect(page).toHaveURL(netflixUrl);
  expect(arrivals.at(-1)).toEqual({ url: netflixUrl, referrer: "https://www.youtube.com/" });

  const newPage = context.waitForEvent("page");
  await choose("hulu", /^Hulu/);
  await expect(await newPage).toHaveURL(sources.hulu.url);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cookieValue(context, "pp_recent")).toBe("hulu.netflix");
});
