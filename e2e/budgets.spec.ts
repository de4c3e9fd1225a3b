import { budgetedRoutes, budgetViolations, measureRouteBytes } from "../bench/byte-budgets.ts";
import { expect, test } from "./support/fixtures";

// Issue 7's byte budgets, from the same module `npm run bench` and `npm run check:budgets` report with.
test.describe("byte budgets", () => {
  for (const path of budgetedRoutes) {
    test(`${path} fits its first-flight and first-load JS budgets, without Sentry`, async ({ baseURL }) => {
      if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
      const route = await measureRouteBytes(baseURL, path);
      const modulePaths = route.firstLoadJs.map((file) => new URL(file.url).pathname);
      // The budget only means something if the entry and the route's own module were found.
      expect(modulePaths).toContainEqual(expect.stringMatching(/^\/build\/entry\.client-[\w-]+\.js$/));
      expect(modulePaths).toContainEqual(expect.stringMatching(/^\/build\/root-[\w-]+\.js$/));
      expect(budgetViolations([route])).toEqual([]);
    });
  }
});
