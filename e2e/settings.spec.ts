import { frameEn } from "../app/generated/i18n/frame/en";
import type { Locator, Page } from "@playwright/test";
import { Category, categoryTitleKeys } from "../app/data/categories";
import { sources, type SourceId } from "../app/data/sources";
import {
  cardNames,
  cookieValue,
  flashes,
  hiddenSourcesKey,
  openSettings,
  reloadWithStorage,
  restoreCovers,
  settingsButton,
  settingsTipKey,
  storedHiddenMap,
  usSourceIds,
  visibleNamesWithout,
  watchForFlashes,
  watchForRestoreCover,
} from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { readEdgeLogLines, uniqueRay } from "../test-support/edge-log";

const hiddenCookie = "pp_hidden";
const tipCookie = "pp_tip";

/** The worker's answer to a background save: the save (and its cookies) has landed once it arrived. */
function preferencesPosted(page: Page) {
  return page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/preferences");
}

/**
 * Unchecks the given sources in the settings dialog of the hydrated page and saves; the dialog closes at once, the
 * cookies come with the action's answer. It waits for hydration first: a tap before it follows the button's plain link.
 */
async function hideSources(page: Page, ids: readonly SourceId[]) {
  await waitForHydration(page);
  const dialog = await openSettings(page);
  for (const id of ids) await dialog.getByRole("checkbox", { name: sources[id].name, exact: true }).uncheck();
  const [saved] = await Promise.all([preferencesPosted(page), dialog.getByRole("button", { name: "Save" }).click()]);
  expect(saved.status()).toBe(200);
  await expect(dialog).toBeHidden();
}

test.describe("hiding sources", () => {
  const hidden: SourceId[] = ["netflix", "hulu", "espn"];

  test("hide 3, Save, reload: the cards are gone from the first paint, '3 Hidden' shows and the map has 3 keys", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await hideSources(page, hidden);

    expect(await cardNames(page)).toEqual(visibleNamesWithout(hidden));
    await expect(settingsButton(page)).toHaveText("3 Hidden");
    // The localStorage backup is written after the save, lazily.
    await expect.poll(async () => Object.keys((await storedHiddenMap(page)) ?? {}).sort()).toEqual([...hidden].sort());
    const map = await storedHiddenMap(page);
    expect(Object.values(map as object)).toEqual(["", "", ""]);
    expect((await cookieValue(context, hiddenCookie))?.split(".").sort()).toEqual([...hidden].sort());

    await watchForFlashes(page);
    await page.reload();
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(hidden));
    await expect(settingsButton(page)).toHaveText("3 Hidden");
    expect(Object.keys((await storedHiddenMap(page)) as object)).toHaveLength(3);
    expect(await flashes(page)).toEqual({ removedCards: [], layoutShifts: [] });
  });

  test("hiding a whole category removes its title", async ({ page }) => {
    await page.goto("/");
    const sports = usSourceIds.filter((id) => sources[id].category === Category.Sports);
    const dialog = await openSettings(page);
    const group = dialog.getByRole("group", { name: frameEn[categoryTitleKeys[Category.Sports]] });
    await expect(group.getByRole("checkbox")).toHaveCount(sports.length);
    for (const checkbox of await group.getByRole("checkbox").all()) await checkbox.uncheck();
    await dialog.getByRole("button", { name: "Save" }).click();

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Sports" })).toHaveCount(0);
    await expect(main.getByRole("heading", { name: "Live Television" })).toBeVisible();
    await expect(settingsButton(page)).toHaveText(`${sports.length} Hidden`);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(sports));
  });

  test("Settings opened again at once shows what was just saved, though the page's data was still on its way", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openSettings(page);
    const youtube = dialog.getByRole("checkbox", { name: "YouTube", exact: true });
    await youtube.uncheck();
    // The page's data after the save is held until Settings has opened again: that navigation cancels the request.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const dataAsked = page.waitForRequest(/\.data(\?|$)/);
    const [saved] = await Promise.all([preferencesPosted(page), dialog.getByRole("button", { name: "Save" }).click()]);
    expect(saved.status()).toBe(200);
    await dataAsked;
    await openSettings(page);
    release();
    await expect(youtube).not.toBeChecked();
    await expect(settingsButton(page)).toHaveText("1 Hidden");
    await expect.poll(() => cookieValue(page.context(), "pp_hidden")).toBe("youtube");
  });

  test("Reset shows only while something is unchecked, checks everything, and Save applies it", async ({ page }) => {
    await page.goto("/");
    await hideSources(page, ["youtube", "plex"]);

    const dialog = await openSettings(page);
    const reset = dialog.getByRole("link", { name: "Reset" });
    await expect(dialog.getByRole("checkbox", { name: "YouTube", exact: true })).not.toBeChecked();
    await reset.click();
    await expect(reset).toHaveCount(0);
    for (const checkbox of await dialog.getByRole("checkbox").all()) await expect(checkbox).toBeChecked();
    await expect(dialog.getByRole("checkbox")).toHaveCount(usSourceIds.length);
    await dialog.getByRole("button", { name: "Save" }).click();

    expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
    await expect(settingsButton(page)).toHaveAccessibleName("Settings");
    await expect(settingsButton(page)).toHaveText("");
    await expect.poll(() => storedHiddenMap(page)).toEqual({});
  });

  test("Reset also restores the default order, says so, and applies it on Save", async ({ page }) => {
    const utilityFirst = [Category.Utility, Category.Streaming, Category.Live, Category.Sports, Category.Personal, Category.Gaming];
    await page.goto("/");
    await reloadWithStorage(page, { setup: JSON.stringify({ v: 1, r: utilityFirst }) });
    await waitForHydration(page);
    const rowTitles = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(rowTitles.first()).toHaveText(frameEn[categoryTitleKeys[Category.Utility]]);

    const dialog = await openSettings(page);
    const reset = dialog.getByRole("link", { name: "Reset" });
    await reset.click();
    await expect(reset).toHaveCount(0);
    await expect(
      dialog.getByRole("status").filter({ hasText: "All sources shown and the default order restored. Save to keep it." }),
    ).toBeVisible();
    await expect(rowTitles.first()).toHaveText(frameEn[categoryTitleKeys[Category.Utility]]);

    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(rowTitles.first()).toHaveText(frameEn[categoryTitleKeys[Category.Streaming]]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("setup"))).toBeNull();
  });

  test("Cancel and Escape close the dialog without changing anything", async ({ page }) => {
    await page.goto("/");
    await hideSources(page, ["twitch"]);
    const mapBefore = { twitch: "" };
    await expect.poll(() => storedHiddenMap(page)).toEqual(mapBefore);

    for (const close of [(dialog: Locator) => dialog.getByRole("link", { name: "Cancel" }).click(), () => page.keyboard.press("Escape")]) {
      const dialog = await openSettings(page);
      await dialog.getByRole("checkbox", { name: "YouTube", exact: true }).uncheck();
      await dialog.getByRole("checkbox", { name: "Twitch", exact: true }).check();
      await close(dialog);
      await expect(dialog).toBeHidden();

      expect(await cardNames(page)).toEqual(visibleNamesWithout(["twitch"]));
      expect(await storedHiddenMap(page)).toEqual(mapBefore);
      const reopened = await openSettings(page);
      await expect(reopened.getByRole("checkbox", { name: "YouTube", exact: true })).toBeChecked();
      await expect(reopened.getByRole("checkbox", { name: "Twitch", exact: true })).not.toBeChecked();
      await reopened.getByRole("link", { name: "Cancel" }).click();
    }
  });
});

test.describe("settings dialog", () => {
  test("has its title, heading, text, every source in a 450 px list that scrolls under the title, the notice and its buttons", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openSettings(page);
    await expect(dialog.getByRole("heading", { name: "Application Settings" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Source Visibility" })).toBeVisible();
    await expect(dialog.getByText("Hide sources that are not relevant to you")).toBeVisible();
    await expect(dialog.getByText("More options coming soon!")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Reset" })).toHaveCount(0);

    const checkboxes = dialog.getByRole("checkbox");
    expect(await checkboxes.evaluateAll((inputs) => inputs.map((input) => input.closest("label")?.textContent))).toEqual(
      usSourceIds.map((id) => sources[id].name),
    );
    const scroller = await checkboxes.first().evaluate((input) => {
      let scroller = input.parentElement;
      while (scroller && getComputedStyle(scroller).overflowY !== "auto") scroller = scroller.parentElement;
      return scroller
        ? {
            holdsTitle: scroller.contains(document.getElementById("pp-settings-title")),
            height: Math.round(scroller.getBoundingClientRect().height),
            fits: scroller.getBoundingClientRect().bottom <= window.innerHeight,
            scrolls: scroller.scrollHeight > scroller.clientHeight,
          }
        : null;
    });
    // Issue 21: the list scrolls in its own 450 px area (at 1280×720), under the title and tab bar that stay put.
    expect(scroller).toEqual({ holdsTitle: false, height: 450, fits: true, scrolls: true });

    const option = await checkboxes.first().evaluate((input) => input.closest("label")?.getBoundingClientRect().height ?? 0);
    expect(option).toBeGreaterThanOrEqual(48);
  });

  test("opens without focusing a control, keeps focus inside, and Escape returns focus to Settings", async ({ page }) => {
    await page.goto("/");
    const dialog = await openSettings(page);
    await expect
      .poll(() =>
        dialog.evaluate((element) => element.contains(document.activeElement) && !document.activeElement?.matches("button, input, a")),
      )
      .toBe(true);

    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element)).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(settingsButton(page)).toBeFocused();
  });

  test("its code is loaded on demand, not with the dashboard", async ({ page, context, baseURL }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    // With the tip dismissed, opening Settings posts nothing, so the only scripts it fetches are the dialog's.
    await context.addCookies([{ name: tipCookie, value: "1", url: baseURL }]);
    // Hydration needs every script the dashboard loads with; the dialog's come only when it opens.
    await page.goto("/");
    await waitForHydration(page);
    const firstLoad = await Promise.all(scripts);
    expect(firstLoad.length).toBeGreaterThan(0);
    const dialogTexts = ["Source Visibility", "Your Services", "Only web addresses starting with http://"];
    expect(dialogTexts.filter((text) => firstLoad.some((source) => source.includes(text)))).toEqual([]);

    // The dialog renders only once its code has arrived.
    await openSettings(page);
    const afterOpening = (await Promise.all(scripts)).slice(firstLoad.length);
    expect(dialogTexts.filter((text) => afterOpening.some((source) => source.includes(text)))).toEqual(dialogTexts);
  });
});

test.describe("settings tip", () => {
  test("shows on a first visit, goes when the dialog opens, and stays gone from the first paint", async ({ page, context }) => {
    await page.goto("/");
    const tip = page.getByRole("note", { name: "Settings tip" });
    await expect(tip).toBeVisible();

    const dialog = await openSettings(page);
    await expect(tip).toHaveCount(0);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    // Opening Settings posts the dismissal; the worker sets the cookie, then the browser backs it up.
    await expect.poll(() => cookieValue(context, tipCookie)).toBe("1");
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), settingsTipKey)).toBe("true");

    const served = await (await page.request.get("/")).text();
    expect(served).toContain('aria-label="Settings"');
    // The words travel in the page's messages; the note itself must not be rendered.
    expect(served).not.toContain('aria-label="Settings tip"');
    await page.reload();
    await waitForHydration(page);
    await expect(tip).toHaveCount(0);
  });

  test("its close button dismisses it for good, even after a car update wipes the cookies", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Dismiss tip" }).click();
    await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
    await expect.poll(() => cookieValue(context, tipCookie)).toBe("1");
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), settingsTipKey)).toBe("true");

    // The backup in localStorage is posted back by the head's restore script, which sets the cookie again.
    await context.clearCookies();
    await page.reload();
    await expect.poll(() => cookieValue(context, tipCookie)).toBe("1");
    await waitForHydration(page);
    await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
  });
});

// Cookies are the source of truth (only the worker writes them); localStorage is the backup, read only when no
// preference cookie came with the page.
test.describe("bad stored values", () => {
  const corruptBackups = [
    ["not JSON", "{youtube"],
    ["an array", '["youtube","netflix"]'],
    ["a 100 KB string", "y".repeat(100_000)],
  ] as const;

  for (const [label, value] of corruptBackups) {
    test(`localStorage holding ${label} is ignored while the cookies exist, and is rewritten from them`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: hiddenCookie, value: "espn", url: baseURL }]);
      await page.goto("/");
      await reloadWithStorage(page, { [hiddenSourcesKey]: value });
      await waitForHydration(page);
      expect(await cardNames(page)).toEqual(visibleNamesWithout(["espn"]));
      await expect(settingsButton(page)).toHaveText("1 Hidden");
      // The backup's writer loads after the page, so on a busy machine the rewrite can take a few seconds.
      await expect.poll(() => storedHiddenMap(page), { timeout: 15_000 }).toEqual({ espn: "" });

      await hideSources(page, ["vimeo"]);
      await expect.poll(() => storedHiddenMap(page)).toEqual({ espn: "", vimeo: "" });
      expect((await cookieValue(context, hiddenCookie))?.split(".").sort()).toEqual(["espn", "vimeo"]);
    });
  }

  test("when the cookies are wiped, a backup with __proto__ and unknown keys restores only the valid id beside them", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await reloadWithStorage(page, { [hiddenSourcesKey]: '{"__proto__":"","youtube":"","bogus":"","constructor":""}' });
    await expect.poll(() => cookieValue(context, hiddenCookie)).toBe("youtube");
    await waitForHydration(page);
    await expect(settingsButton(page)).toHaveText("1 Hidden");
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["youtube"]));
    await expect.poll(() => storedHiddenMap(page)).toEqual({ youtube: "" });
  });

  test("when the cookies are wiped, a 100 KB value in the backup is left out and the rest of the backup comes back", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await reloadWithStorage(page, { [hiddenSourcesKey]: "y".repeat(100_000), [settingsTipKey]: "true" });
    await expect.poll(() => cookieValue(context, tipCookie)).toBe("1");
    await waitForHydration(page);
    await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
    expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
    expect(await cookieValue(context, hiddenCookie)).toBeUndefined();
  });

  test("when localStorage and the cookie disagree, the cookie wins and localStorage is rewritten from it", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/");
    await context.addCookies([{ name: hiddenCookie, value: "youtube", url: baseURL }]);
    await reloadWithStorage(page, { [hiddenSourcesKey]: '{"netflix":""}' });
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("link", { name: "Netflix", exact: true })).toBeVisible();
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["youtube"]));
    await expect.poll(() => storedHiddenMap(page)).toEqual({ youtube: "" });
    expect(await cookieValue(context, hiddenCookie)).toBe("youtube");
  });

  test("when a car update wipes localStorage but keeps the cookies, the choices stay and are written back, tip included", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await hideSources(page, ["netflix", "espn"]);
    await expect.poll(() => storedHiddenMap(page)).toEqual({ netflix: "", espn: "" });

    await page.evaluate(() => localStorage.clear());
    await watchForFlashes(page);
    await page.reload();
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["netflix", "espn"]));
    await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
    await expect.poll(() => storedHiddenMap(page)).toEqual({ netflix: "", espn: "" });
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), settingsTipKey)).toBe("true");
    expect(await flashes(page)).toEqual({ removedCards: [], layoutShifts: [] });
  });

  test("when a car update wipes the cookies but keeps localStorage, the head script restores the setup unseen, with one log line", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await hideSources(page, ["netflix", "espn"]);
    await expect.poll(() => storedHiddenMap(page)).toEqual({ netflix: "", espn: "" });
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), settingsTipKey)).toBe("true");

    const ray = uniqueRay();
    await context.setExtraHTTPHeaders({ "cf-ray": ray });
    await context.clearCookies();
    await watchForFlashes(page);
    await watchForRestoreCover(page);
    await page.reload();
    await expect.poll(() => cookieValue(context, hiddenCookie)).toBe("netflix.espn");
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["netflix", "espn"]));
    await expect(settingsButton(page)).toHaveText("2 Hidden");
    await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
    expect(await cookieValue(context, tipCookie)).toBe("1");
    // The default dashboard was covered while the backup was posted; the restored one shows uncovered, unchanged.
    expect(await restoreCovers(page)).toEqual([true, false]);
    expect(await flashes(page)).toEqual({ removedCards: [], layoutShifts: [] });
    await expect
      .poll(async () => (await readEdgeLogLines(baseURL, ray)).filter((line) => line.event === "preferences_restored"))
      .toEqual([expect.objectContaining({ event: "preferences_restored", problems: [] })]);
  });

  // The page, the deleted cookies and the log line are the server's (tests/worker/settings.test.ts); the backup is the browser's.
  test("after a junk cookie, the hydrated page backs up nothing hidden", async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: hiddenCookie, value: "x".repeat(3000), url: baseURL },
      { name: tipCookie, value: "maybe", url: baseURL },
    ]);
    await page.goto("/");
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
    // The backup's writer loads after the page.
    await expect.poll(() => storedHiddenMap(page), { timeout: 15_000 }).toEqual({});
  });

  test("when the browser refuses to store anything, choices are still saved, through the cookies", async ({ page, context }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.goto("/");
    await waitForHydration(page);

    await hideSources(page, ["rumble"]);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["rumble"]));
    expect(await cookieValue(context, hiddenCookie)).toBe("rumble");
    // The save-failed notice now means a change could not be sent; this one was.
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["rumble"]));
    expect(await storedHiddenMap(page)).toBeNull();
  });

  test("when reading localStorage itself is denied (as in some private modes), choices are still saved, through the cookies", async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    });
    await page.goto("/");
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(visibleNamesWithout([]));

    await hideSources(page, ["vimeo"]);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["vimeo"]));
    expect(await cookieValue(context, hiddenCookie)).toBe("vimeo");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["vimeo"]));
  });
});

test.describe("when a change cannot be sent", () => {
  test.use({ expectedPageErrors: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/ });

  test("it is undone and the user is told, and the notice can be dismissed", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: tipCookie, value: "1", url: baseURL }]);
    await page.goto("/");
    await waitForHydration(page);
    await page.route(
      (url) => url.pathname === "/preferences",
      (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()),
    );

    const dialog = await openSettings(page);
    await dialog.getByRole("checkbox", { name: "Rumble", exact: true }).uncheck();
    await dialog.getByRole("button", { name: "Save" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Your last change could not be saved: the connection dropped." });
    await expect(notice).toBeVisible();
    expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
    expect(await cookieValue(context, hiddenCookie)).toBeUndefined();
    await notice.getByRole("button", { name: "Dismiss notice" }).click();
    await expect(notice).toHaveCount(0);
  });
});
