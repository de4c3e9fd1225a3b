// The frame as laid out on a desktop and a phone; its links and build hash are checked in tests/worker/frame.test.ts.
import { expect, test } from "./support/fixtures";

test.describe("frame on desktop (1280×720)", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("toolbar holds Custom URL, the wordmark in the centre and Settings on the right", async ({ page }) => {
    await page.goto("/");
    const toolbar = page.getByRole("banner");
    const customUrl = toolbar.getByRole("button", { name: "Custom URL" });
    const logo = toolbar.getByRole("link", { name: "ParkPlay dashboard" });
    const settings = toolbar.getByRole("link", { name: "Settings" });
    await expect(logo).toHaveText("ParkPlay");
    await expect(logo.locator("img")).toHaveCount(0);

    const [customBox, logoBox, settingsBox] = await Promise.all([customUrl.boundingBox(), logo.boundingBox(), settings.boundingBox()]);
    if (!customBox || !logoBox || !settingsBox) throw new Error("toolbar controls are not laid out");
    expect(customBox.x).toBeLessThan(logoBox.x);
    expect(logoBox.x + logoBox.width).toBeLessThan(settingsBox.x);
    expect(Math.abs(logoBox.x + logoBox.width / 2 - 640)).toBeLessThan(4);

    // On a wide screen about and report issue stay in the footer; the row of their own is for narrow screens.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "about" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "report issue" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Site" })).toBeHidden();
  });
});

test.describe("frame on mobile (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("about and report issue move to their own row above the footer", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("navigation", { name: "Site" });
    await expect(row).toBeVisible();
    await expect(row.getByRole("link", { name: "about" })).toBeVisible();
    await expect(row.getByRole("link", { name: "report issue" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Footer" })).toBeHidden();

    const rowBox = await row.boundingBox();
    const footerBox = await page.getByRole("contentinfo").boundingBox();
    if (!rowBox || !footerBox) throw new Error("nav row or footer is not laid out");
    expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(footerBox.y + 1);
  });

  test("toolbar and footer still fit the narrow screen", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Custom URL" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Settings" })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});
