// Issue 28: the dialog hangs from near the top, so switching tabs never moves its title or its tabs, with JavaScript (the
// modal the page opens) and without (the dialog the worker renders for `/?settings=<tab>`). That every control is named by
// its label alone is checked in tests/worker/settings-dialog.test.ts and tests/components/settings/SettingsDialogNames.test.tsx.
import type { BrowserContext, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { Category } from "../app/data/categories";
import { settingsEn } from "../app/generated/i18n/settings/en";
import { settingsTabPath, settingsTabs } from "../app/lib/preferences/settings-tabs";
import type { Setup } from "../app/lib/preferences/stored/setup-format";
import { settingsButton } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { setupFixture } from "../test-support/setups";

const oneService: Setup = {
  hiddenSourceIds: [],
  services: [{ id: "_n4me", name: "Home Plex", url: "http://plex.example/", category: Category.MyServices, color: null }],
  order: null,
};

async function settingsPage(
  newContext: (options: BrowserContextOptions) => Promise<BrowserContext>,
  baseURL: string | undefined,
  withScript: boolean,
  setup: Setup,
) {
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  const context = await newContext({ javaScriptEnabled: withScript, baseURL });
  const { cookies } = await setupFixture(setup);
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
  return { context, page: await context.newPage() };
}

function settingsDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: settingsEn["dialog.title"] });
}

/** The hydrated page reopens the worker's dialog as a modal: only then are the names the ones a screen reader meets. */
async function waitForModal(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
}

const screens = [
  { name: "the car's 980×560", viewport: { width: 980, height: 560 } },
  { name: "a phone's 390×844", viewport: { width: 390, height: 844 } },
];

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error("not rendered");
  return box;
}

for (const screen of screens) {
  for (const theme of ["dark", "light"] as const) {
    for (const withScript of [true, false]) {
      test(`on ${screen.name}, ${theme}, ${withScript ? "with" : "without"} JavaScript, the title and the tabs stay put on every tab`, async ({
        newContext,
        baseURL,
      }) => {
        const { context, page } = await settingsPage(newContext, baseURL, withScript, oneService);
        await page.setViewportSize(screen.viewport);
        await context.addCookies([{ name: "pp_theme", value: theme, url: baseURL ?? "" }]);
        if (withScript) {
          await page.goto("/");
          await waitForHydration(page);
          await settingsButton(page).click();
          await waitForModal(settingsDialog(page));
        } else {
          await page.goto(settingsTabPath("sources"));
        }
        const dialog = settingsDialog(page);
        const title = dialog.getByRole("heading", { name: settingsEn["dialog.title"] });
        const tabBar = dialog.getByRole("tablist");
        let first: { title: Box; tabBar: Box } | null = null;
        for (const tab of settingsTabs) {
          await tabBar.getByRole("tab", { name: settingsEn[`tab.${tab}`] }).click();
          await expect(page).toHaveURL(new RegExp(`\\?settings=${tab}$`));
          // Without JavaScript each tab is a new document: its boxes are measured once the dialog's stylesheet has loaded.
          await page.waitForLoadState("load");
          await expect(tabBar.getByRole("tab", { name: settingsEn[`tab.${tab}`], selected: true })).toBeVisible();
          await expect(dialog.getByRole("tabpanel").getByRole("heading", { level: 3 })).toBeVisible();
          const boxes = { title: await boxOf(title), tabBar: await boxOf(tabBar) };
          first ??= boxes;
          expect(boxes, `the ${tab} tab`).toEqual(first);
        }
        // Near the top: the title starts within the window's top tenth, plus the dialog's own header padding.
        expect(first?.title.y).toBeLessThan(screen.viewport.height * 0.1 + 16);
      });
    }
  }
}
