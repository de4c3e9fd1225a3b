// Issue 21: Settings as forms. Every tab works without JavaScript (a real form post, then POST/redirect/GET), the same
// flows work through the hydrated modal, the dialog fits the car's window, and a tap before hydration is not lost.
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { sources, type SourceId } from "../app/data/sources";
import { cardNames, openSettings, settingsButton, visibleNamesWithout } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const dialogName = "Application Settings";

function settingsDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: dialogName });
}

async function noScriptPage(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

const threeSources: SourceId[] = ["youtube", "hulu", "espn"];

async function uncheck(dialog: Locator, ids: readonly SourceId[]) {
  for (const id of ids) await dialog.getByRole("checkbox", { name: sources[id].name, exact: true }).uncheck();
}

async function fillService(form: Locator, name: string, address: string) {
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Address").fill(address);
}

test.describe("without JavaScript", () => {
  test("the settings button is a link that opens the dialog on Sources, and Close is a link back", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto("/");
    await expect(settingsButton(page)).toHaveAttribute("href", "/?settings");
    await settingsButton(page).click();
    await expect(page).toHaveURL(/\/\?settings$/);
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Sources", selected: true })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Source Visibility" })).toBeVisible();
    await dialog.getByRole("link", { name: "Close settings" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(settingsDialog(page)).toHaveCount(0);
    await context.close();
  });

  test("an unknown tab opens Sources, and each tab is a link to its own address", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto("/?settings=nonsense");
    const dialog = settingsDialog(page);
    await expect(dialog.getByRole("tab", { name: "Sources", selected: true })).toBeVisible();
    for (const [name, tab] of [
      ["Your services", "services"],
      ["Arrange", "arrange"],
      ["Language and region", "locale"],
      ["Backup", "backup"],
    ] as const) {
      await dialog.getByRole("tab", { name }).click();
      await expect(page).toHaveURL(new RegExp(`\\?settings=${tab}$`));
      await expect(settingsDialog(page).getByRole("tab", { name, selected: true })).toBeVisible();
    }
    await context.close();
  });

  test("hide three sources and Save: back on the dashboard without them, and they stay hidden", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto("/?settings");
    await uncheck(settingsDialog(page), threeSources);
    await settingsDialog(page).getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(settingsDialog(page)).toHaveCount(0);
    expect(await cardNames(page)).toEqual(visibleNamesWithout(threeSources));
    await expect(settingsButton(page)).toHaveText("3 Hidden");
    await page.reload();
    expect(await cardNames(page)).toEqual(visibleNamesWithout(threeSources));
    const hiddenCookie = (await context.cookies()).find((cookie) => cookie.name === "pp_hidden");
    expect(hiddenCookie?.httpOnly).toBe(true);
    await context.close();
  });

  test("Reset is a link: it checks every source, says what Save will do, and Save applies it", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto("/?settings");
    await uncheck(settingsDialog(page), ["netflix"]);
    await settingsDialog(page).getByRole("button", { name: "Save" }).click();
    await page.goto("/?settings");
    await settingsDialog(page).getByRole("link", { name: "Reset" }).click();
    const dialog = settingsDialog(page);
    await expect(dialog.getByRole("checkbox", { name: "Netflix", exact: true })).toBeChecked();
    await expect(dialog.getByRole("status")).toHaveText("All sources shown and the default order restored. Save to keep it.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
    await context.close();
  });

  test("add a service: the tab confirms it, and its card is on the dashboard from then on", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto("/?settings=services");
    await settingsDialog(page).getByRole("link", { name: "Add a service" }).click();
    const form = settingsDialog(page).getByRole("form", { name: "Add a service" });
    await fillService(form, "Home Plex", "plex.example.com:32400/web");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(/\?settings=services&saved=service-added$/);
    await expect(settingsDialog(page).getByRole("status")).toHaveText("Service added.");
    await expect(settingsDialog(page).getByText("Home Plex", { exact: true })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "Home Plex" })).toHaveAttribute(
      "href",
      "http://plex.example.com:32400/web",
    );
    await page.reload();
    await expect(page.getByRole("main").getByRole("link", { name: "Home Plex" })).toBeVisible();
    await context.close();
  });

  test("a refused service is sent back to its form, which names the field in the page's language, and nothing saved is lost", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto("/?settings=services&add");
    const form = settingsDialog(page).getByRole("form", { name: "Add a service" });
    await fillService(form, "Home Plex", "plex.example.com");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await page.goto("/?settings=services&add");
    await fillService(settingsDialog(page).getByRole("form", { name: "Add a service" }), "Evil", "javascript:alert(1)");
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === "POST"),
      settingsDialog(page).getByRole("button", { name: "Add", exact: true }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/\?settings=services&add=&refused=add-service%3Aurl$/);
    await expect(settingsDialog(page).getByRole("form", { name: "Add a service" })).toBeVisible();
    await expect(settingsDialog(page).getByRole("alert")).toHaveText(
      "“Address” was not saved: its value was refused. Your settings are as they were.",
    );
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "Home Plex" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Evil" })).toHaveCount(0);
    await context.close();
  });

  test("choose Deutsch and Apply: the page and the dialog are German, and stay German", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto("/?settings=locale");
    await settingsDialog(page).getByLabel("Language", { exact: true }).selectOption("de");
    await settingsDialog(page).getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\?settings=locale&saved=locale$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const dialog = page.getByRole("dialog", { name: "Einstellungen" });
    await expect(dialog.getByRole("status")).toHaveText("Sprache und Region gespeichert.");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await context.close();
  });

  test("Backup shows the link and its QR code", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto("/?settings");
    await uncheck(settingsDialog(page), ["netflix"]);
    await settingsDialog(page).getByRole("button", { name: "Save" }).click();
    await page.goto("/?settings=backup");
    const link = settingsDialog(page).getByRole("textbox", { name: "Backup link" });
    await expect(link).toHaveValue(new RegExp(`^${baseURL}/#setup=[A-Za-z0-9_-]+$`));
    await expect(settingsDialog(page).getByRole("img", { name: "QR code of the backup link" })).toBeVisible();
    await page.goto(await link.inputValue());
    await context.close();
  });

  test("Arrange says it needs JavaScript, and its button is off", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto("/?settings=arrange");
    await expect(settingsDialog(page).getByRole("button", { name: "Start arranging" })).toBeDisabled();
    await expect(settingsDialog(page).getByText("Arranging needs the page's scripts, which have not loaded yet.")).toBeVisible();
    await context.close();
  });

  test("the settings tip's close button dismisses it for good", async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto("/");
    await page.getByRole("note", { name: "Settings tip" }).getByRole("button", { name: "Dismiss tip" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("note", { name: "Settings tip" })).toHaveCount(0);
    await context.close();
  });
});

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
