import { expect, type Page } from "@playwright/test";
import { drawingHasArrived } from "../../test-support/card-faces";
import { waitForHydration } from "./hydration";

/**
 * Until a page is settled: hydrated, its fonts loaded and, on a dashboard, the first card's drawing arrived from the sprite,
 * the last things that could still move or cover what a check measures or axe reads.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const firstCardDrawing = page.locator(".pp-card svg").first();
  if ((await firstCardDrawing.count()) > 0) {
    await expect.poll(() => drawingHasArrived(firstCardDrawing), { message: "the first card's drawing" }).toBe(true);
  }
}
