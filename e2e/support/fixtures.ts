import { test as base, expect } from "@playwright/test";

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
    async ({ page, expectedPageErrors }, use) => {
      const problems: string[] = [];
      const record = (problem: string) => {
        if (!expectedPageErrors?.test(problem)) problems.push(problem);
      };
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" || /hydrat/i.test(text)) record(`${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => record(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "console errors, page errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
