import { frameEn } from "../app/lib/i18n/messages/frame/en";
import type { Locator, Page } from "@playwright/test";
import { Category, categoryTitleKeys } from "../app/data/categories";
import { sourceIds, sources, type SourceId } from "../app/data/sources";
import {
  abortExternalRequests,
  cardNames,
  cookieValue,
  flashes,
  hiddenSourcesKey,
  openSettings,
  reloadWithStorage,
  settingsButton,
  settingsTipKey,
  storedHiddenMap,
  visibleNamesWithout,
  watchForFlashes,
} from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const hiddenCookie = "pp_hidden";
const tipCookie = "pp_tip";

test.beforeEach(({ context }) => abortExternalRequests(context));

/** Unchecks the given sources in the settings dialog and saves. */
async function hideSources(page: Page, ids: readonly SourceId[]) {
  const dialog = await openSettings(page);
  for (const id of ids) await dialog.getByRole("checkbox", { name: sources[id].name, exact: true }).uncheck();
  await dialog.getByRole("button", { name: "Save" }).click();
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
    const map = await storedHiddenMap(page);
    expect(Object.keys(map as object).sort()).toEqual([...hidden].sort());
    expect(Object.values(map as object)).toEqual(["", "", ""]);
    expect((await cookieValue(context, hiddenCookie))?.split(".").sort()).toEqual([...hidden].sort());

    await watchForFlashes(page);
    await page.reload();
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(hidden));
    await expect(settingsButton(page)).toHaveText("3 Hidden");
    expect(Object.keys((await storedHiddenMap(page)) as object)).toHaveLength(3);
    expect(await flashes(page)).toEqual({ removedCards: [], layoutShift: 0 });
  });

  test("hiding a whole category removes its title", async ({ page }) => {
    await page.goto("/");
    const sports = sourceIds.filter((id) => sources[id].category === Category.Sports);
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

  test("Reset shows only while something is unchecked, checks everything, and Save applies it", async ({ page }) => {
    await page.goto("/");
    await hideSources(page, ["youtube", "plex"]);

    const dialog = await openSettings(page);
    const reset = dialog.getByRole("button", { name: "Reset" });
    await expect(dialog.getByRole("checkbox", { name: "YouTube", exact: true })).not.toBeChecked();
    await reset.click();
    await expect(reset).toHaveCount(0);
    for (const checkbox of await dialog.getByRole("checkbox").all()) await expect(checkbox).toBeChecked();
    await expect(dialog.getByRole("checkbox")).toHaveCount(sourceIds.length);
    await dialog.getByRole("button", { name: "Save" }).click();

    expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
    await expect(settingsButton(page)).toHaveAccessibleName("Settings");
    await expect(settingsButton(page)).toHaveText("");
    expect(await storedHiddenMap(page)).toEqual({});
  });

  test("Reset also restores the default order, says so, and applies it on Save", async ({ page }) => {
    const utilityFirst = [Category.Utility, Category.Streaming, Category.Live, Category.Sports, Category.Personal, Category.Gaming];
    await page.goto("/");
    await reloadWithStorage(page, { setup: JSON.stringify({ v: 1, r: utilityFirst }) });
    await waitForHydration(page);
    const rowTitles = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(rowTitles.first()).toHaveText(frameEn[categoryTitleKeys[Category.Utility]]);

    const dialog = await openSettings(page);
    const reset = dialog.getByRole("button", { name: "Reset" });
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
    const mapBefore = await storedHiddenMap(page);

    for (const close of [
      (dialog: Locator) => dialog.getByRole("button", { name: "Cancel" }).click(),
      () => page.keyboard.press("Escape"),
    ]) {
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
      await reopened.getByRole("button", { name: "Cancel" }).click();
    }
  });
});

test.describe("settings dialog", () => {
  test("has its title, heading, text, every source in a body that scrolls under the title, the notice and its buttons", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openSettings(page);
    await expect(dialog.getByRole("heading", { name: "Application Settings" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Source Visibility" })).toBeVisible();
    await expect(dialog.getByText("Hide sources that are not relevant to you")).toBeVisible();
    await expect(dialog.getByText("More options coming soon!")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Reset" })).toHaveCount(0);

    const checkboxes = dialog.getByRole("checkbox");
    expect(await checkboxes.evaluateAll((inputs) => inputs.map((input) => input.closest("label")?.textContent))).toEqual(
      sourceIds.map((id) => sources[id].name),
    );
    const scroller = await checkboxes.first().evaluate((input) => {
      let scroller = input.parentElement;
      while (scroller && getComputedStyle(scroller).overflowY !== "auto") scroller = scroller.parentElement;
      return scroller
        ? {
            holdsTitle: scroller.contains(document.getElementById("pp-settings-title")),
            fits: scroller.getBoundingClientRect().bottom <= window.innerHeight,
            scrolls: scroller.scrollHeight > scroller.clientHeight,
          }
        : null;
    });
    expect(scroller).toEqual({ holdsTitle: true, fits: true, scrolls: true });

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

  test("its code is loaded on demand, not with the dashboard", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const firstLoad = await Promise.all(scripts);
    expect(firstLoad.length).toBeGreaterThan(0);
    const dialogTexts = ["Source Visibility", "Your Services", "Only web addresses starting with http://"];
    expect(dialogTexts.filter((text) => firstLoad.some((source) => source.includes(text)))).toEqual([]);

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
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), settingsTipKey)).toBe("true");
    expect(await cookieValue(context, tipCookie)).toBeDefined();

    const served = await (await page.request.get("/")).text();
    expect(served).toContain('aria-label="Settings"');
    // The words travel in the page's messages; the note itself must not be rendered.
    expect(served).not.toContain('aria-label="Settings tip"');
    await page.reload();
    await waitForHydration(page);
    await expect(tip).toHaveCount(0);
  });

  test("its close button dismisses it for good", async ({ page, context }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Dismiss tip" }).click();
    await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), settingsTipKey)).toBe("true");

    await context.clearCookies();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
    expect(await cookieValue(context, tipCookie)).toBeDefined();
  });
});

test.describe("without JavaScript", () => {
  test("a reload shows exactly the visible cards the user saved", async ({ page, browser, baseURL }) => {
    const hidden: SourceId[] = ["youtube", "hulu", "espn", "twitch"];
    await page.goto("/");
    await hideSources(page, hidden);

    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      baseURL,
    });
    const noScriptPage = await noScript.newPage();
    await noScriptPage.goto("/");
    await noScriptPage.reload();
    expect(await cardNames(noScriptPage)).toEqual(visibleNamesWithout(hidden));
    await expect(settingsButton(noScriptPage)).toHaveText("4 Hidden");
    await expect(noScriptPage.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
    await noScript.close();
  });

  test.describe("with cookies prepared by hand", () => {
    test.use({ javaScriptEnabled: false });

    test("hides what the cookie names and ignores what it does not", async ({ page, context, baseURL }) => {
      await context.addCookies([
        { name: hiddenCookie, value: "plex.__proto__.googlecalendar.myspace", url: baseURL },
        { name: tipCookie, value: "1", url: baseURL },
      ]);
      await page.goto("/");
      expect(await cardNames(page)).toEqual(visibleNamesWithout(["plex", "googlecalendar"]));
      await expect(settingsButton(page)).toHaveText("2 Hidden");
      await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
    });

    test("shows everything when the cookie is oversized junk", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: hiddenCookie, value: "x".repeat(3000), url: baseURL }]);
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
    });
  });
});

test.describe("bad stored values", () => {
  const fallsBackToNothingHidden = [
    ["not JSON", "{youtube"],
    ["an array", '["youtube","netflix"]'],
    ["a 100 KB string", "y".repeat(100_000)],
  ] as const;

  for (const [label, value] of fallsBackToNothingHidden) {
    test(`localStorage holding ${label} shows every card and is repaired on the next save`, async ({ page, context }) => {
      await page.goto("/");
      await reloadWithStorage(page, { [hiddenSourcesKey]: value });
      await waitForHydration(page);
      expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
      await expect(settingsButton(page)).toHaveAccessibleName("Settings");

      await hideSources(page, ["vimeo"]);
      expect(await storedHiddenMap(page)).toEqual({ vimeo: "" });
      expect(await cookieValue(context, hiddenCookie)).toBe("vimeo");
    });
  }

  test("__proto__ and unknown keys are dropped, the valid id beside them is kept, and storage is rewritten", async ({ page, context }) => {
    await page.goto("/");
    await reloadWithStorage(page, { [hiddenSourcesKey]: '{"__proto__":"","youtube":"","bogus":"","constructor":""}' });
    await waitForHydration(page);
    await expect(settingsButton(page)).toHaveText("1 Hidden");
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["youtube"]));
    await expect.poll(() => storedHiddenMap(page)).toEqual({ youtube: "" });
    expect(await cookieValue(context, hiddenCookie)).toBe("youtube");
  });

  test("when localStorage and the cookie disagree, localStorage wins and the cookie is rewritten", async ({ page, context, baseURL }) => {
    await page.goto("/");
    await context.addCookies([{ name: hiddenCookie, value: "youtube", url: baseURL }]);
    await reloadWithStorage(page, { [hiddenSourcesKey]: '{"netflix":""}' });
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("link", { name: "YouTube", exact: true })).toBeVisible();
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["netflix"]));
    expect(await cookieValue(context, hiddenCookie)).toBe("netflix");
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
    expect(await page.evaluate((key) => localStorage.getItem(key), settingsTipKey)).toBe("true");
    expect(await flashes(page)).toEqual({ removedCards: [], layoutShift: 0 });
  });

  test("a junk cookie does not break the page and is rewritten from localStorage", async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: hiddenCookie, value: "x".repeat(3000), url: baseURL },
      { name: tipCookie, value: "maybe", url: baseURL },
    ]);
    await page.goto("/");
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
    await expect(page.getByRole("note", { name: "Settings tip" })).toBeVisible();
    await expect.poll(() => cookieValue(context, hiddenCookie)).toBeUndefined();
    expect(await cookieValue(context, tipCookie)).toBeUndefined();
    expect(await storedHiddenMap(page)).toEqual({});
  });

  test("when the browser refuses to store anything, choices still apply and the user is told", async ({ page, context }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("alert")).toHaveCount(0);

    await hideSources(page, ["rumble"]);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(["rumble"]));
    const notice = page.getByRole("alert").filter({ hasText: "could not be saved" });
    await expect(notice).toBeVisible();
    expect(await cookieValue(context, hiddenCookie)).toBe("rumble");
    await notice.getByRole("button", { name: "Dismiss notice" }).click();
    await expect(notice).toHaveCount(0);
  });

  test("when reading localStorage itself is denied (as in some private modes), the dashboard works in memory", async ({
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
    await expect(page.getByRole("alert").filter({ hasText: "could not be saved" })).toBeVisible();
    expect(await cookieValue(context, hiddenCookie)).toBe("vimeo");
  });
});
