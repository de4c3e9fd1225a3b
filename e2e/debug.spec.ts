// The diagnostics page as painted: its sheet applies on a first visit and after a client-side navigation. What the page
// says is checked in tests/worker/debug.test.ts (the server's HTML) and tests/components/diagnostics (once hydrated).
import { diagnosticsFieldLabels } from "../test-support/diagnostics-fields";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** What shows the page's own sheet applied: its fields sit in a grid, and Mantine's input sheet sizes the fields. */
async function pageSheetApplied(page: Page) {
  await expect(page.locator(".pp-debug-fields").first()).toHaveCSS("display", "grid");
  await expect(field(page, "Hash")).toHaveCSS("font-size", "18px");
}

test.describe("diagnostics styles", () => {
  test("a first visit paints styled, with JavaScript and without, its fields large", async ({ newContext }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await (await newContext({ javaScriptEnabled })).newPage();
      await page.goto("/debug");
      await pageSheetApplied(page);
      for (const label of diagnosticsFieldLabels) {
        const input = field(page, label);
        await expect(input).toBeVisible();
        expect(await input.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)), label).toBeGreaterThanOrEqual(18);
      }
    }
  });

  test("a client-side navigation from the dashboard fetches the sheets and shows the page styled", async ({ page }) => {
    const sheets: string[] = [];
    page.on("request", (request) => request.resourceType() === "stylesheet" && sheets.push(new URL(request.url()).pathname));
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: /build/i }).click();
    await expect(page).toHaveURL(/\/debug$/);
    await pageSheetApplied(page);
    expect(sheets).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/Input-\w+\.css$/), expect.stringMatching(/\/debug-\w+\.css$/)]),
    );
  });
});
