// The pages run under their CSP in Chromium without a violation. The headers and the policy themselves are
// tests/worker/security-headers.test.ts's.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const routes = ["/", "/about", "/debug"];

/** Records the page's CSP violations from before its first script, for `cspViolations` to read. */
async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: violations });
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

function cspViolations(page: Page): Promise<unknown> {
  return page.evaluate(() => Reflect.get(window, "__cspViolations"));
}

test.describe("security headers", () => {
  test("each route loads in Chromium with no CSP violation", async ({ page, consoleErrors }) => {
    await recordCspViolations(page);
    for (const path of routes) {
      // Loaded, hydrated and its fonts in: every file the page asks for has come, and its scripts have run.
      await page.goto(path, { waitUntil: "load" });
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await cspViolations(page), path).toEqual([]);
    }
    expect(consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
  });

  test.describe("the error screen after a client-side navigation", () => {
    // The failed data request is logged by Chromium (status 500) and by Remix, which cannot decode its plain-text body.
    test.use({ expectedPageErrors: /status of 500|SyntaxError/ });

    test("renders with its styles and no CSP violation", async ({ page, consoleErrors }) => {
      await recordCspViolations(page);
      // The About page's data request fails, so Remix renders the error screen in the browser, not on the server.
      await page.route("**/about.data*", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "E2E failing route" }));
      await page.goto("/");
      const aboutLink = page.getByRole("contentinfo").getByRole("link", { name: "about" });
      await waitForHydration(aboutLink);
      await aboutLink.click();
      await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
      expect(await cspViolations(page)).toEqual([]);
      expect(consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
    });
  });
});
