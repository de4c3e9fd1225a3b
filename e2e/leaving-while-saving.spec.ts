// Issue 28: no change is lost to a navigation. "Replace" on a backup link is a navigating form post the dashboard that
// follows cannot cancel; every other change is a background save the browser keeps alive through a reload.
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { categoryTitleKeys, Category } from "../app/data/categories";
import { frameEn } from "../app/generated/i18n/frame/en";
import { settingsEn } from "../app/generated/i18n/settings/en";
import { settingsTabs, type SettingsTab } from "../app/lib/preferences/settings-tabs";
import { packText } from "../app/lib/preferences/stored/setup-packing";
import { openSettings } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

test.use({ viewport: { width: 980, height: 560 } });
test.beforeEach(async ({ context, baseURL }) => {
  // The tip is dismissed beforehand, so opening Settings saves nothing of its own.
  await context.addCookies([{ name: "pp_tip", value: "1", url: baseURL }]);
});

function mainLink(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("link", { name, exact: true });
}

/** Every cookie the browser holds for the site, as one comparable text. */
async function cookieJar(context: BrowserContext): Promise<string> {
  return (await context.cookies())
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .sort()
    .join("; ");
}

test.describe("Replace on a backup link", () => {
  const setups = [
    {
      service: "Home Plex",
      hidden: "Netflix",
      json: { v: 1, h: ["netflix"], s: [["_plx1", "Home Plex", "https://plex.example.com/", 6, null]] },
    },
    { service: "Garage Door", hidden: "ESPN", json: { v: 1, h: ["espn"], s: [["_gar1", "Garage Door", "http://192.168.1.20/", 6, null]] } },
  ];

  test("followed at once by opening the dashboard keeps the setup, 20 times in a row", async ({ page }) => {
    test.setTimeout(300_000);
    const links = await Promise.all(setups.map(async (setup) => `/#setup=${await packText(JSON.stringify(setup.json))}`));
    for (let attempt = 0; attempt < 20; attempt++) {
      const setup = setups[attempt % 2];
      const other = setups[(attempt + 1) % 2];
      if (setup === undefined || other === undefined) throw new Error("two setups alternate");
      await page.goto("about:blank");
      await page.goto(links[attempt % 2] ?? "", { waitUntil: "commit" });
      await page.getByRole("dialog", { name: settingsEn["preview.title"] }).getByRole("button", { name: "Replace" }).click();
      // The assertions wait for the dashboard; the logos need not have loaded.
      await page.goto("/", { waitUntil: "commit" });
      await expect(mainLink(page, setup.service), `attempt ${attempt + 1}`).toBeVisible();
      await expect(mainLink(page, other.service)).toHaveCount(0);
      await expect(mainLink(page, setup.hidden)).toHaveCount(0);
      await expect(mainLink(page, other.hidden)).toBeVisible();
    }
  });
});

interface TabChange {
  /** Makes the change on the open tab (or from it), as a driver does. */
  make: (page: Page, dialog: Locator) => Promise<void>;
  /** What the dashboard shows once the change is saved. */
  shows: (page: Page) => Promise<void>;
}

const streaming = frameEn[categoryTitleKeys[Category.Streaming]];

// The Backup tab changes nothing itself: its change is Replace on the link it shows, tested above.
const tabChanges: Record<Exclude<SettingsTab, "backup">, TabChange> = {
  sources: {
    make: async (_page, dialog) => {
      await dialog.getByRole("checkbox", { name: "Netflix", exact: true }).uncheck();
      await dialog.getByRole("button", { name: "Save" }).click();
    },
    shows: (page) => expect(mainLink(page, "Netflix")).toHaveCount(0),
  },
  services: {
    make: async (_page, dialog) => {
      await dialog.getByRole("link", { name: "Add a service" }).click();
      const form = dialog.getByRole("form", { name: "Add a service" });
      await form.getByRole("textbox", { name: "Name" }).fill("Home Plex");
      await form.getByRole("textbox", { name: "Address" }).fill("plex.example.com");
      await form.getByRole("button", { name: "Add", exact: true }).click();
    },
    shows: (page) => expect(mainLink(page, "Home Plex")).toHaveCount(1),
  },
  arrange: {
    make: async (page, dialog) => {
      await dialog.getByRole("button", { name: "Start arranging" }).click();
      const layer = page.getByRole("region", { name: "Arrange the dashboard" });
      await layer.getByRole("button", { name: "Move Netflix earlier" }).click();
    },
    shows: (page) =>
      expect(page.getByRole("main").getByRole("region", { name: streaming }).getByRole("link").first()).toHaveAccessibleName("Netflix"),
  },
  launch: {
    make: async (_page, dialog) => {
      await dialog.getByRole("combobox", { name: "Netflix", exact: true }).selectOption({ label: "Outside full screen" });
      await dialog.getByRole("button", { name: "Save" }).click();
    },
    shows: (page) => expect(mainLink(page, "Netflix")).toHaveAttribute("target", "_blank"),
  },
  locale: {
    make: async (_page, dialog) => {
      await dialog.getByRole("combobox", { name: settingsEn["locale.language"] }).selectOption({ label: "Deutsch" });
    },
    shows: (page) => expect(page.locator("html")).toHaveAttribute("lang", "de"),
  },
  display: {
    make: async (_page, dialog) => {
      await dialog.getByRole("combobox", { name: settingsEn["display.theme"] }).selectOption("light");
    },
    shows: (page) => expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light"),
  },
};

test.describe("a change followed at once by a reload is kept", () => {
  for (const id of settingsTabs) {
    if (id === "backup") continue;
    const { make, shows } = tabChanges[id];
    const tab = settingsEn[`tab.${id}`];
    test(`on the ${tab} tab`, async ({ page, context }) => {
      await page.goto("/");
      await waitForHydration(page);
      const dialog = await openSettings(page);
      await dialog.getByRole("tab", { name: tab }).click();
      await expect(dialog.getByRole("tab", { name: tab, selected: true })).toBeVisible();
      const before = await cookieJar(context);

      await make(page, dialog);
      await page.reload({ waitUntil: "commit" });
      // The save outlived the page it was made on: its answer's cookies arrive all the same.
      await expect.poll(() => cookieJar(context)).not.toBe(before);
      await page.goto("/", { waitUntil: "commit" });
      await shows(page);
    });
  }
});

test.describe("changes made one after another, the page left before the first is answered", () => {
  test("are all kept: the waiting ones leave with the one on its way, in order, in one request", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openSettings(page);
    await dialog.getByRole("tab", { name: settingsEn["tab.display"] }).click();
    await expect(dialog.getByRole("tab", { name: settingsEn["tab.display"], selected: true })).toBeVisible();
    // A link so slow that the first save is still on its way when the page is left: the changes after it wait in the queue.
    const network = await context.newCDPSession(page);
    await network.send("Network.enable");
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 3000, downloadThroughput: -1, uploadThroughput: -1 });
    const saved = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/preferences");
    await dialog.getByRole("combobox", { name: settingsEn["display.theme"] }).selectOption("light");
    await saved;
    await dialog.getByRole("tab", { name: settingsEn["tab.locale"] }).click();
    await dialog.getByRole("combobox", { name: settingsEn["locale.language"] }).selectOption({ label: "Deutsch" });
    await dialog.getByRole("combobox", { name: settingsEn["locale.region"] }).selectOption("uk");

    await page.reload({ waitUntil: "commit" });
    await expect
      .poll(async () => Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value])), { timeout: 20_000 })
      .toMatchObject({ pp_theme: "light", pp_lang: "de", pp_region: "uk" });
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});
