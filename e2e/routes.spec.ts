import { expect, test } from "./support/fixtures";

const screens = [
  { path: "/", heading: "Dashboard" },
  { path: "/about", heading: "About" },
  { path: "/debug", heading: "Diagnostics" },
];

test.describe("route table", () => {
  for (const { path, heading } of screens) {
    test(`${path} renders its heading inside the frame`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeAttached();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  for (const path of ["/x/y?z=1", "/%E2%82%AC", "/about/extra"]) {
    test(`${path} redirects to the dashboard with 302`, async ({ request, page }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(new URL(response.headers()["location"] ?? "", "http://127.0.0.1").pathname).toBe("/");
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  // The logos were one file a source (and a day of the calendar) before each region's were drawn into one sprite: those are gone.
  for (const path of ["/build/nope.js", "/logos/nope.svg", "/logos/youtube.svg", "/logos/calendar/1.svg"]) {
    test(`missing static file ${path} answers 404`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
    });
  }

  test("screens with a way back offer 'Return to Dashboard'", async ({ page }) => {
    for (const path of ["/about", "/debug"]) {
      await page.goto(path);
      await page.getByRole("link", { name: "Return to Dashboard" }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("the HTML is complete without JavaScript", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toMatch(/<h1[^>]*>About<\/h1>/);
    expect(html).toContain("Custom URL");
    expect(html).toContain('aria-label="Settings"');
    expect(html).toMatch(/© \d{4} arbitrari/);
  });
});
