import { expect, type Locator, type Page } from "@playwright/test";

/** As long as an expectation waits (playwright.config.ts). */
const hydrationTimeoutMs = 10_000;

/**
 * Waits until React has hydrated the element, or for a page its toolbar, so a press runs the app's handler rather than the
 * browser's default (a plain form post) or nothing at all. React marks hydrated elements with a `__reactProps$…` key. The page
 * checks on every frame, so the wait ends in the frame React hydrates, not at the test runner's next poll; an element React
 * replaced meanwhile, or a document the page navigated away from, is looked up again.
 */
/**
 * A wait in the page ends with its document when the page navigates (a reload, or the head script that restores a setup
 * and loads the page again): that counts as the element being replaced, to be looked up in the new document.
 */
async function whileNotNavigating<T>(wait: Promise<T>): Promise<T | "replaced"> {
  try {
    return await wait;
  } catch (error) {
    if (error instanceof Error && /Execution context was destroyed|navigat/i.test(error.message)) return "replaced";
    throw error;
  }
}

export async function waitForHydration(target: Page | Locator): Promise<void> {
  const element = "goto" in target ? target.getByRole("banner").getByRole("button").first() : target;
  const giveUpAt = Date.now() + hydrationTimeoutMs;
  let outcome: "hydrated" | "replaced" | "not hydrated" = "replaced";
  while (outcome === "replaced" && Date.now() < giveUpAt) {
    outcome = await whileNotNavigating(
      element.evaluate(
        (node, waitMs) =>
          new Promise<"hydrated" | "replaced" | "not hydrated">((resolve) => {
            const giveUpAt = performance.now() + waitMs;
            const check = () => {
              if (Object.keys(node).some((key) => key.startsWith("__reactProps$"))) resolve("hydrated");
              else if (!node.isConnected) resolve("replaced");
              else if (performance.now() > giveUpAt) resolve("not hydrated");
              else requestAnimationFrame(check);
            };
            check();
          }),
        giveUpAt - Date.now(),
      ),
    );
  }
  expect(outcome, "React never hydrated the element").toBe("hydrated");
}
