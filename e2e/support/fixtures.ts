import { test as base, expect, type Page } from "@playwright/test";

interface PageProblemOptions {
  /** Page errors and console errors a test causes on purpose (aborted images, thrown test errors); anything else still fails it. */
  expectedPageErrors: RegExp | null;
}

interface PageProblems {
  consoleErrors: string[];
}

/** Every test fails if the page logs a console error, throws, or warns about hydration. */
export const test = base.extend<PageProblemOptions & PageProblems>({
  expectedPageErrors: [null, { option: true }],
  consoleErrors: [
    // Watches every page the test's context opens, rather than asking for the `page` fixture: a test that needs only
    // `request` or a context of its own would otherwise pay for a page it never uses (most of a second on CI's two cores).
    async ({ context, expectedPageErrors }, use) => {
      const problems: string[] = [];
      const record = (problem: string) => {
        if (!expectedPageErrors?.test(problem)) problems.push(problem);
      };
      const watch = (page: Page) => {
        page.on("console", (message) => {
          const text = message.text();
          if (message.type() === "error" || /hydrat/i.test(text)) record(`${message.type()}: ${text}`);
        });
        page.on("pageerror", (error) => record(`pageerror: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(problems);
      expect(problems, "console errors, page errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
