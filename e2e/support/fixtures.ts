import { test as base, expect } from "@playwright/test";

interface PageProblems {
  consoleErrors: string[];
}

/** Every test fails if the page logs a console error, throws, or warns about hydration. */
export const test = base.extend<PageProblems>({
  consoleErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "console errors, page errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
