import { expect, test } from "./support/fixtures";

// Each route's status, redirects and server HTML are the worker layer's (tests/worker/routes.test.ts); the browser follows the links.
test.describe("route table", () => {
  test("screens with a way back offer 'Return to Dashboard'", async ({ page }) => {
    for (const path of ["/about", "/debug"]) {
      await page.goto(path);
      await page.getByRole("link", { name: "Return to Dashboard" }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("an unknown path lands on the dashboard in the browser too", async ({ page }) => {
    await page.goto("/x/y?z=1");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});
