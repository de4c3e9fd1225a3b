// Issue 21 in the browser: the cookies are the source of truth, written only by the worker (HttpOnly), and localStorage
// is their backup; when a car update wipes the cookies, the head's restore script posts the backup and the worker writes
// the cookies again. The worker's rendering of a setup from its cookies, and its handling of damaged or hostile ones, are
// the worker layer's (tests/worker/setup-cookies.test.ts).
import { frameEn } from "../app/generated/i18n/frame/en";
import { categoryTitleKeys } from "../app/data/categories";
import { offeredCardIds } from "../app/lib/catalogue/catalogue";
import { setupChunkCookies } from "../app/lib/preferences/stored/setup-cookies";
import { visibleRows } from "../app/lib/preferences/setup/rows";
import { cardNames, flashes, restoreCovers, watchForFlashes, watchForRestoreCover } from "./support/dashboard";
import { waitForHydration } from "./support/hydration";
import { readEdgeLogLines, uniqueRay } from "../test-support/edge-log";
import { expect, test } from "./support/fixtures";
import { regionCatalogue } from "../test-support/catalogues";
import { maximalSetup, setupFixture } from "../test-support/setups";

const [setupCookie] = setupChunkCookies;

/** A request without Accept-Language is served the US catalogue. */
const usCatalogue = regionCatalogue("us");

test.describe("the other way round: cookies wiped, the backup in localStorage kept", () => {
  test("the maximal setup comes back unseen: the worker writes its HttpOnly cookies from the posted backup and logs one line", async ({
    page,
    context,
    baseURL,
  }) => {
    const fixture = await setupFixture(maximalSetup);
    await page.goto("/");
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, fixture.localStorage);
    const ray = uniqueRay();
    await context.setExtraHTTPHeaders({ "cf-ray": ray });
    await watchForFlashes(page);
    await watchForRestoreCover(page);
    await page.reload();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === setupCookie.name)).toBe(true);
    await waitForHydration(page);

    const written = (await context.cookies()).filter((cookie) => cookie.name.startsWith("pp_"));
    // The restore is a save: it stamps the setup with when it changed (pp_changed), beside the setup's own cookies.
    const { pp_changed: changeStamp, ...setupCookies } = Object.fromEntries(written.map((cookie) => [cookie.name, cookie.value]));
    expect(setupCookies).toEqual(fixture.cookies);
    expect(changeStamp).toMatch(/^[0-9a-z]{8}$/);
    expect(written.filter((cookie) => !cookie.httpOnly).map((cookie) => cookie.name)).toEqual([]);

    const rows = visibleRows(maximalSetup.order ?? [], maximalSetup.hiddenSourceIds, offeredCardIds(usCatalogue, maximalSetup.services));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      rows.map((row) => frameEn[categoryTitleKeys[row.category]]),
    );
    expect(await cardNames(page)).toHaveLength(rows.reduce((count, row) => count + row.cardIds.length, 0));
    expect(await restoreCovers(page)).toEqual([true, false]);
    expect(await flashes(page)).toEqual({ removedCards: [], layoutShifts: [] });
    await expect
      .poll(async () => (await readEdgeLogLines(baseURL, ray)).filter((line) => line.event === "preferences_restored"))
      .toEqual([expect.objectContaining({ problems: [] })]);
  });
});
