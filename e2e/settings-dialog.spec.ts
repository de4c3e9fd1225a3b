// Issue 28: every control in Settings is named by its visible label alone, with any hint reachable as its description
// (aria-describedby), and the dialog hangs from near the top, so switching tabs never moves its title or its tabs. Both
// with JavaScript (the modal the page opens) and without (the dialog the worker renders for `/?settings=<tab>`).
import type { Browser, Locator, Page } from "@playwright/test";
import { Category } from "../app/data/categories";
import { servicesEn } from "../app/generated/i18n/services/en";
import { settingsEn } from "../app/generated/i18n/settings/en";
import { createTranslator } from "../app/lib/i18n/translate";
import { settingsTabPath, settingsTabs, type SettingsTab } from "../app/lib/preferences/settings-tabs";
import { maxServiceNameLength, maxServices } from "../app/lib/preferences/setup/service-rules";
import type { Setup } from "../app/lib/preferences/stored/setup-format";
import { settingsButton } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { maximalSetup, setupFixture } from "../test-support/setups";

const oneService: Setup = {
  hiddenSourceIds: [],
  services: [{ id: "_n4me", name: "Home Plex", url: "http://plex.example/", category: Category.MyServices, color: null }],
  order: null,
};

interface SettingsView {
  path: string;
  setup: Setup;
  /** What each control that has a description is described as, by its name; every other control has none. */
  descriptions: (withScript: boolean) => Record<string, string>;
}

const noDescriptions = () => ({});

const serviceFormDescriptions = () => ({
  [servicesEn["form.name"]]: createTranslator(servicesEn, "en")("form.nameHint", { count: maxServiceNameLength }),
  [servicesEn["form.address"]]: servicesEn["form.addressHint"],
});

const tabDescriptions: Record<SettingsTab, SettingsView["descriptions"]> = {
  sources: noDescriptions,
  services: noDescriptions,
  // The button waits for the page's scripts, and says so until they run.
  arrange: (withScript): Record<string, string> => (withScript ? {} : { [settingsEn["arrange.start"]]: settingsEn["arrange.needsScript"] }),
  launch: () => ({
    [settingsEn["launch.everyCard"]]: settingsEn["launch.everyCardHint"],
    [settingsEn["launch.recent"]]: settingsEn["launch.recentHint"],
  }),
  locale: noDescriptions,
  display: noDescriptions,
  backup: noDescriptions,
};

const views: SettingsView[] = [
  ...settingsTabs.map((tab) => ({ path: settingsTabPath(tab), setup: oneService, descriptions: tabDescriptions[tab] })),
  { path: settingsTabPath("services", { add: "" }), setup: oneService, descriptions: serviceFormDescriptions },
  { path: settingsTabPath("services", { edit: "_n4me" }), setup: oneService, descriptions: serviceFormDescriptions },
  // A full list: Add is disabled, and the limit says why.
  {
    path: settingsTabPath("services"),
    setup: maximalSetup,
    descriptions: () => ({ [servicesEn["list.add"]]: createTranslator(servicesEn, "en")("limit.reached", { count: maxServices }) }),
  },
];

async function settingsPage(browser: Browser, baseURL: string | undefined, withScript: boolean, setup: Setup | null) {
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  const context = await browser.newContext({ javaScriptEnabled: withScript, baseURL });
  if (setup !== null) {
    const { cookies } = await setupFixture(setup);
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
  }
  return { context, page: await context.newPage() };
}

function settingsDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: settingsEn["dialog.title"] });
}

/** The hydrated page reopens the worker's dialog as a modal: only then are the names the ones a screen reader meets. */
async function waitForModal(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
}

/** What a sighted driver reads as each control's label: its <label>s for a field, its own text for a button or a link. */
function visibleLabels(controls: Locator) {
  return controls.evaluateAll((elements) =>
    elements.map((element) => {
      const field = element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
      const text = field ? [...(element.labels ?? [])].map((label) => label.textContent ?? "").join(" ") : (element.textContent ?? "");
      return { field, label: text.replace(/\s+/g, " ").trim() };
    }),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

for (const withScript of [true, false]) {
  test.describe(withScript ? "with JavaScript" : "without JavaScript", () => {
    for (const view of views) {
      const setupName = view.setup === maximalSetup ? `${maxServices} services` : "one service";
      test(`${view.path} (${setupName}): each control is named by its label, and described only by its hint`, async ({
        browser,
        baseURL,
      }) => {
        const { context, page } = await settingsPage(browser, baseURL, withScript, view.setup);
        await page.goto(view.path);
        const dialog = settingsDialog(page);
        await expect(dialog.getByRole("tabpanel").getByRole("heading", { level: 3 })).toBeVisible();
        if (withScript) {
          await waitForHydration(page);
          await waitForModal(dialog);
        }
        const controls = dialog.locator("input:not([type=hidden]), select, textarea, button, a[href]");
        const labels = await visibleLabels(controls);
        const descriptions = view.descriptions(withScript);
        const described = new Set<string>();
        expect(labels.length).toBeGreaterThan(0);
        for (const [index, { field, label }] of labels.entries()) {
          const control = controls.nth(index);
          if (field) {
            // A field's name is exactly what its label says: no hint, no extra words.
            expect.soft(label, `field ${index} has a visible label`).not.toBe("");
            await expect.soft(control).toHaveAccessibleName(label);
          } else {
            // A button may name what it acts on after its visible words ("Edit Home Plex"); an icon button has a name of its own.
            await expect.soft(control).toHaveAccessibleName(label === "" ? /\S/ : new RegExp(`^${escapeRegExp(label)}`));
          }
          const description = descriptions[label] ?? "";
          if (description !== "") described.add(label);
          await expect.soft(control).toHaveAccessibleDescription(description);
        }
        // Each expected description was met on a control, so a renamed control cannot slip past the check.
        expect(described).toEqual(new Set(Object.keys(descriptions)));
        await context.close();
      });
    }
  });
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
        browser,
        baseURL,
      }) => {
        const { context, page } = await settingsPage(browser, baseURL, withScript, oneService);
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
        await context.close();
      });
    }
  }
}
