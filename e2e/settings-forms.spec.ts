// Issue 21: Settings as forms, in the browser: the flows work through the hydrated modal, the dialog fits the car's window,
// and a tap before hydration is not lost. Each tab's form posts without JavaScript: tests/worker/settings-forms.test.ts.
import type { Locator, Page } from "@playwright/test";
import { sources, type SourceId } from "../app/data/sources";
import { cardNames, openSettings, settingsButton, visibleNamesWithout } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const dialogName = "Application Settings";

function settingsDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: dialogName });
}

const threeSources: SourceId[] = ["youtube", "hulu", "espn"];

async function uncheck(dialog: Locator, ids: readonly SourceId[]) {
  for (const id of ids) await dialog.getByRole("checkbox", { name: sources[id].name, exact: true }).uncheck();
}

async function fillService(form: Locator, name: string, address: string) {
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Address").fill(address);
}

test.describe("with JavaScript", () => {
  test("the settings button opens the modal without a navigation, on Sources, focused on nothing", async ({ page, context, baseURL }) => {
    // With the tip already dismissed, opening Settings has nothing to save.
    await context.addCookies([{ name: "pp_tip", value: "1", url: baseURL }]);
    await page.goto("/");
    await waitForHydration(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" || request.url().includes(".data")) documents.push(request.url());
    });
    const dialog = await openSettings(page);
    await expect(page).toHaveURL(/\/\?settings$/);
    await expect(dialog.getByRole("tab", { name: "Sources", selected: true })).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.matches("input, button, a, select, textarea"))).toBe(false);
    await dialog.getByRole("tab", { name: "Backup" }).click();
    await expect(dialog.getByRole("textbox", { name: "Backup link" })).toHaveValue(/#setup=/);
    expect(documents).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("hide three sources and Save: the cards go at once, and stay gone", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openSettings(page);
    await uncheck(dialog, threeSources);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect(await cardNames(page)).toEqual(visibleNamesWithout(threeSources));
    await expect(settingsButton(page)).toHaveText("3 Hidden");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("hiddenSources")))
      .toBe(JSON.stringify({ youtube: "", hulu: "", espn: "" }));
    await page.reload();
    expect(await cardNames(page)).toEqual(visibleNamesWithout(threeSources));
  });

  test("add a service: it shows at once, the tab says so, and it holds on a reload", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openSettings(page);
    await dialog.getByRole("tab", { name: "Your services" }).click();
    await dialog.getByRole("link", { name: "Add a service" }).click();
    const form = dialog.getByRole("form", { name: "Add a service" });
    await fillService(form, "Home Plex", "plex.example.com:32400/web");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("status")).toHaveText("Added Home Plex.");
    await expect(page.locator("main .pp-card", { hasText: "Home Plex" })).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("setup"))).toContain("Home Plex");
    await page.reload();
    await expect(page.getByRole("main").getByRole("link", { name: "Home Plex", exact: true })).toBeVisible();
  });

  test("choose Deutsch: the page renders again in German with the dialog open, and a reload stays German", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openSettings(page);
    await dialog.getByRole("tab", { name: "Language and region" }).click();
    await dialog.getByLabel("Language", { exact: true }).selectOption("de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const german = page.getByRole("dialog", { name: "Einstellungen" });
    await expect(german.getByRole("status")).toHaveText("Sprache und Region gespeichert.");
    await expect(german.getByRole("button", { name: "Übernehmen" })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("de");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("a tap on the settings button before hydration opens the settings", async ({ page }) => {
    let releaseEntry: (released: boolean) => void = () => undefined;
    const entryHeld = new Promise<boolean>((resolve) => (releaseEntry = resolve));
    await page.route(/\/build\/entry\.client-[^/]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await settingsButton(page).click();
    await expect(settingsDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/\?settings$/);
    releaseEntry(true);
    await waitForHydration(page);
    await expect(settingsDialog(page)).toBeVisible();
    await expect.poll(() => settingsDialog(page).evaluate((element) => element.matches(":modal"))).toBe(true);
  });
});

test.describe("in the car's window and on a phone", () => {
  test("the Sources tab has a 450 px scrolling list at 1280×720", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/?settings");
    const list = settingsDialog(page).locator(".pp-visibility-list");
    const box = await list.boundingBox();
    expect(box?.height).toBeCloseTo(450, 0);
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight && getComputedStyle(element).overflowY)).toBe(
      "auto",
    );
    const save = await settingsDialog(page).getByRole("button", { name: "Save" }).boundingBox();
    expect((save?.y ?? Infinity) + (save?.height ?? 0)).toBeLessThanOrEqual(720);
  });

  for (const size of [
    { width: 980, height: 560 },
    { width: 390, height: 844 },
  ]) {
    test(`every tab fits ${size.width}×${size.height}: the tab bar and the tab's main control show without scrolling`, async ({ page }) => {
      await page.setViewportSize(size);
      const mainControls: Record<string, (dialog: Locator) => Locator> = {
        sources: (dialog) => dialog.getByRole("button", { name: "Save" }),
        services: (dialog) => dialog.getByRole("link", { name: "Add a service" }),
        arrange: (dialog) => dialog.getByRole("button", { name: "Start arranging" }),
        launch: (dialog) => dialog.getByRole("button", { name: "Save" }),
        locale: (dialog) => dialog.getByLabel("Region", { exact: true }),
        backup: (dialog) => dialog.getByRole("textbox", { name: "Backup link" }),
      };
      for (const [tab, mainControl] of Object.entries(mainControls)) {
        await page.goto(`/?settings=${tab}`);
        await waitForHydration(page);
        const dialog = settingsDialog(page);
        for (const target of [dialog.getByRole("tab", { selected: true }), mainControl(dialog)]) {
          const box = await target.boundingBox();
          if (box === null) throw new Error(`${tab}: ${target} is not laid out`);
          expect(box.y, `${tab}: top of ${target}`).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height, `${tab}: bottom of ${target}`).toBeLessThanOrEqual(size.height);
          expect(box.x + box.width, `${tab}: right of ${target}`).toBeLessThanOrEqual(size.width);
        }
        const tabBar = await dialog.getByRole("tablist").boundingBox();
        expect((tabBar?.y ?? -1) + (tabBar?.height ?? 0), `${tab}: tab bar`).toBeLessThanOrEqual(size.height);
      }
    });
  }
});
