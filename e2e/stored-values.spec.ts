// Issue 28: the values the specification names in localStorage. Every load stores the hidden map under `hiddenSources`
// (`{}` when nothing is hidden); once the tip is dismissed or Settings opened, `hide-settings-tip` is 'true'. The
// cookies stay the source of truth: localStorage mirrors them, and brings them back when a car update wiped them.
import type { Page } from "@playwright/test";
import {
  cookieValue,
  hiddenSourcesKey,
  openSettings,
  settingsTipKey,
  storedHiddenMap,
  visibleNamesWithout,
  cardNames,
} from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

function storedTip(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), settingsTipKey);
}

test("a first visit stores the empty hidden map, and no preference cookie", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), hiddenSourcesKey)).toBe("{}");
  expect(await storedTip(page)).toBeNull();
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);

  // The empty map alone is nothing to restore: the next load shows the dashboard without a round trip.
  await page.reload();
  await waitForHydration(page);
  expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
  expect(await storedHiddenMap(page)).toEqual({});
});

test("dismissing the tip stores 'true'", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Dismiss tip" }).click();
  await expect.poll(() => cookieValue(context, "pp_tip")).toBe("1");
  await expect.poll(() => storedTip(page)).toBe("true");
});

test("opening Settings with its button stores 'true'", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await openSettings(page);
  await expect.poll(() => storedTip(page)).toBe("true");
});

test("Settings opened from an address naming a tab stores 'true' once it is closed", async ({ page, context }) => {
  await page.goto("/?settings=display");
  const dialog = page.getByRole("dialog", { name: "Application Settings" });
  await waitForHydration(dialog.getByRole("link", { name: "Close settings" }));
  await dialog.getByRole("link", { name: "Close settings" }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => cookieValue(context, "pp_tip")).toBe("1");
  await expect.poll(() => storedTip(page)).toBe("true");
  await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
});

test("with the cookies wiped, a filled backup is restored, never overwritten by the empty map", async ({ page, context }) => {
  await page.goto("/");
  await page.evaluate(
    ({ hiddenKey, tipKey }) => {
      localStorage.setItem(hiddenKey, '{"netflix":""}');
      localStorage.setItem(tipKey, "true");
    },
    { hiddenKey: hiddenSourcesKey, tipKey: settingsTipKey },
  );
  await context.clearCookies();
  await page.reload();
  await expect.poll(() => cookieValue(context, "pp_hidden")).toBe("netflix");
  await waitForHydration(page);
  expect(await cardNames(page)).toEqual(visibleNamesWithout(["netflix"]));
  expect(await storedHiddenMap(page)).toEqual({ netflix: "" });
  expect(await storedTip(page)).toBe("true");
});
