import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the element, or for a page its toolbar, so a press runs the app's handler rather than the
 * browser's default (a plain form post) or nothing at all. React marks hydrated elements with a `__reactProps$…` key.
 */
export async function waitForHydration(target: Page | Locator): Promise<void> {
  const element = "goto" in target ? target.getByRole("banner").getByRole("button").first() : target;
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))), {
      message: "React never hydrated the element",
    })
    .toBe(true);
}
