import { test as base, expect } from "@playwright/test";

interface PageProblems {
  /** Console errors a test provokes on purpose (e.g. aborted image requests); every other error still fails the test. */
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
}

/** Every test fails if the page logs a console error, throws, or warns about hydration. */
export const test = base.extend<PageProblems>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        const expected = message.type() === "error" && expectedConsoleErrors.some((pattern) => pattern.test(text));
        if (!expected && (message.type() === "error" || /hydrat/i.test(text))) problems.push(`${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "console errors, page errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
