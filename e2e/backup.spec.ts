import { backedUpHiddenSources, backedUpSetupJson, hostileSetupLinkJson } from "../test-support/backed-up-setup";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { sources, type SourceId } from "../app/data/sources";
import { drawQrCode } from "../app/lib/qr/qr-code";
import { packText } from "../app/lib/preferences/stored/setup-packing";
import {
  cardNames,
  cookieValue,
  hiddenSourcesKey,
  openSettings,
  settingsButton,
  settingsTipKey,
  visibleNamesWithout,
} from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

// The car screen the QR code must be scannable on.
const carScreen = { width: 980, height: 560 };
const setupKey = "setup";
const previewTitle = "Replace your dashboard with this setup?";

test.use({ viewport: carScreen });
// Most tests first make a backup in a second browser, then load the dashboard two or three times in the first.
test.describe.configure({ timeout: 90_000 });

interface SeededSetup {
  /** The setup key's value: the wire format without hidden sources. */
  setupJson: string;
  hidden: readonly SourceId[];
}

/** Four services of the driver's own, twelve hidden sources, rows and cards rearranged. */
const backedUp: SeededSetup = { setupJson: backedUpSetupJson, hidden: backedUpHiddenSources };

function hiddenMap(hidden: readonly SourceId[]): string {
  return JSON.stringify(Object.fromEntries(hidden.map((id) => [id, ""])));
}

/**
 * Stores a setup as the browser's localStorage backup holds it and reloads: with no preference cookie yet, the page's
 * restore script posts the backup to the preferences action, which sets the cookies, and reloads. Waits until the
 * dashboard shows it.
 */
async function seedSetup(page: Page, { setupJson, hidden }: SeededSetup) {
  await page.goto("/");
  await page.evaluate(
    (items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },
    { [setupKey]: setupJson, [hiddenSourcesKey]: hiddenMap(hidden), [settingsTipKey]: "true" },
  );
  await page.reload();
  const firstService = (JSON.parse(setupJson) as { s: [string, string][] }).s[0]?.[1] ?? "";
  await expect(page.getByRole("main").getByRole("link", { name: firstService })).toBeVisible();
  await waitForHydration(page);
}

interface DashboardView {
  rows: string[];
  cards: string[];
  settings: string;
}

/** The rows and cards in page order, and the settings button's hidden count. */
async function dashboardView(page: Page): Promise<DashboardView> {
  return {
    rows: await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents(),
    cards: await cardNames(page),
    settings: (await settingsButton(page).textContent()) ?? "",
  };
}

async function storedSetup(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    [setupKey, hiddenSourcesKey, settingsTipKey],
  );
}

/** Opens the backup view of the settings dialog and reads the link it shows. */
async function openBackup(page: Page): Promise<{ dialog: Locator; link: string }> {
  const dialog = await openSettings(page);
  await dialog.getByRole("tab", { name: "Backup" }).click();
  const field = dialog.getByRole("textbox", { name: "Backup link" });
  await expect(field).toHaveValue(/#setup=/);
  return { dialog, link: await field.inputValue() };
}

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/** Makes a backup of `setup` in a second browser profile (watched for console errors like the test's own) and returns its link. */
async function backupLinkOf(newContext: NewContext, baseURL: string | undefined, setup: SeededSetup) {
  const page = await (await newContext({ baseURL, viewport: carScreen })).newPage();
  await seedSetup(page, setup);
  const view = await dashboardView(page);
  const { link } = await openBackup(page);
  await page.context().close();
  return { link, view };
}

/**
 * The backup link of `backedUp`, made once in each test worker through another browser's Backup tab, with that
 * dashboard's view: the link is a fixed text, and making it again in every test that opens it took a third of each
 * test's time on CI's two cores. A failed attempt is not kept.
 */
let backedUpLink: ReturnType<typeof backupLinkOf> | null = null;

function backedUpLinkOf(newContext: NewContext, baseURL: string | undefined): ReturnType<typeof backupLinkOf> {
  backedUpLink ??= backupLinkOf(newContext, baseURL, backedUp).catch((error: unknown) => {
    backedUpLink = null;
    throw error;
  });
  return backedUpLink;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .include("dialog[open]")
    .analyze();
  return results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((v) => v.id);
}

test.describe("Back up", () => {
  test("shows the link, what it is for, and a QR code of it big enough to scan from the driver's seat", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await seedSetup(page, backedUp);
    const { dialog, link } = await openBackup(page);

    await expect(dialog.getByRole("heading", { name: "Back up this dashboard" })).toBeVisible();
    await expect(dialog).toContainText("Open this link on any device to bring this dashboard back");
    expect(link).toMatch(new RegExp(`^${baseURL}/#setup=[A-Za-z0-9_-]+$`));
    await expect(dialog.getByRole("textbox", { name: "Backup link" })).not.toBeEditable();

    const qrCode = dialog.getByRole("img", { name: "QR code of the backup link" });
    const box = await qrCode.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(220);
    expect(box?.height).toBeGreaterThanOrEqual(220);
    // Wholly on the car's screen, not cut off by the dialog.
    expect((box?.x ?? -1) >= 0 && (box?.y ?? -1) >= 0).toBe(true);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(carScreen.width);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(carScreen.height);
    // Dark modules on white, and exactly the code of the link shown.
    await expect(qrCode.locator("rect")).toHaveAttribute("fill", "#fff");
    await expect(qrCode.locator("path")).toHaveAttribute("fill", "#000");
    await expect(qrCode.locator("path")).toHaveAttribute("d", drawQrCode(link)?.darkPath ?? "no code");
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Link copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Back to the sources through the tab bar, which keeps the focus.
    const sourcesTab = dialog.getByRole("tab", { name: "Sources" });
    await sourcesTab.click();
    await expect(dialog.getByRole("checkbox", { name: sources.youtube.name, exact: true })).toBeVisible();
    await expect(sourcesTab).toHaveAttribute("aria-selected", "true");
    await expect(sourcesTab).toBeFocused();
  });
});

test.describe("opening a backup link", () => {
  test("in a fresh browser it asks first; Replace gives the identical dashboard, and a reload keeps it", async ({
    page,
    context,
    newContext,
    baseURL,
  }) => {
    const { link, view } = await backedUpLinkOf(newContext, baseURL);

    await page.goto(link);
    const preview = page.getByRole("dialog", { name: previewTitle });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText("4 of your services, 12 hidden, your order");
    await expect(preview).not.toContainText("left out");
    expect(await cardNames(page)).toEqual(visibleNamesWithout([]));

    await preview.getByRole("button", { name: "Replace" }).click();
    await expect(preview).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect.poll(() => dashboardView(page)).toEqual(view);
    await expect.poll(async () => (await storedSetup(page))[setupKey]).not.toBeNull();
    await expect.poll(() => cookieValue(context, "pp_setup")).toBeTruthy();

    await page.reload();
    expect(await dashboardView(page)).toEqual(view);
    await waitForHydration(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await dashboardView(page)).toEqual(view);
  });

  // Apart from the test above: with it, that test came within a few seconds of the 30 s test budget on CI's two cores.
  test("the preview that asks first has no serious axe violations", async ({ page, newContext, baseURL }) => {
    const { link } = await backedUpLinkOf(newContext, baseURL);
    await page.goto(link);
    await expect(page.getByRole("dialog", { name: previewTitle })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a link opened in a tab already showing the dashboard asks too", async ({ page, newContext, baseURL }) => {
    const { link } = await backedUpLinkOf(newContext, baseURL);
    await page.goto("/");
    await waitForHydration(page);
    await page.goto(link);
    const preview = page.getByRole("dialog", { name: previewTitle });
    await expect(preview).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(preview).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(await cardNames(page)).toEqual(visibleNamesWithout([]));
  });

  test("a link opened in the tab while the page is still hydrating asks too", async ({ page, newContext, baseURL }) => {
    const { link } = await backedUpLinkOf(newContext, baseURL);
    // A slow CPU spreads hydration over many frames. The link arrives in the first frame after React has claimed the
    // toolbar, long before it commits the page, and so before the router's provider listens for a new location.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    await page.goto("/", { waitUntil: "commit" });
    await page.evaluate(
      (setupHash) =>
        new Promise<void>((resolve) => {
          const openLinkOnceClaimed = () => {
            const button = document.querySelector("header button");
            if (button === null || !Object.keys(button).some((key) => key.startsWith("__reactProps$"))) {
              requestAnimationFrame(openLinkOnceClaimed);
              return;
            }
            window.location.hash = setupHash;
            resolve();
          };
          openLinkOnceClaimed();
        }),
      new URL(link).hash,
    );
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const preview = page.getByRole("dialog", { name: previewTitle });
    await expect(preview).toBeVisible();
    await preview.getByRole("button", { name: "Keep mine" }).click();
    await expect(preview).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("works from any page of the frame, and Replace lands on the restored dashboard", async ({ page, newContext, baseURL }) => {
    const { link, view } = await backedUpLinkOf(newContext, baseURL);
    await page.goto(`/about${new URL(link).hash}`);
    const preview = page.getByRole("dialog", { name: previewTitle });
    await preview.getByRole("button", { name: "Replace" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect.poll(() => dashboardView(page)).toEqual(view);
  });

  test("hostile parts are left out, the rest applies, and the preview says so", async ({ page, baseURL }) => {
    await page.goto(`/#setup=${await packText(hostileSetupLinkJson)}`);
    const preview = page.getByRole("dialog", { name: previewTitle });
    await expect(preview).toContainText("1 of your services, 1 hidden, the standard order");
    await expect(preview).toContainText("Some parts of this backup were not valid and have been left out or corrected.");
    await preview.getByRole("button", { name: "Replace" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("main").getByRole("link", { name: "<b>Bold</b>" })).toHaveAttribute("href", "https://radio.example.com/");
    await expect(page.getByRole("main").locator("b")).toHaveCount(0);
    expect(await cardNames(page)).toEqual(["<b>Bold</b>", ...visibleNamesWithout(["netflix"])]);
  });
});
