import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element, so a press runs the app's handler rather than the browser's default (a
 * plain form post) or nothing at all. React marks hydrated elements with a `__reactProps$…` key.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), {
      message: "React never hydrated the element",
    })
    .toBe(true);
}
