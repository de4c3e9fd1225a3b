// The About page in the browser: its hydrated full-screen button, a client-side visit, and the footer as painted. Its
// HTML, the logo credits and the button's form post without JavaScript are the worker layer's (tests/worker/about.test.ts).
import { expect, test } from "./support/fixtures";
import { footerPaddingBottom, isYouTubeRedirect, stubYouTube, youtubeRedirectTarget, youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

test.describe("About page", () => {
  test("'Open in Fullscreen' goes through YouTube's redirect page, like the prompt's 'Yes'", async ({ page, baseURL }) => {
    await stubYouTube(page);
    await page.goto("/about");
    await waitForHydration(page.getByRole("button", { name: "Open in Fullscreen" }));
    const actionRequest = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/_root.data",
    );
    await page.getByRole("button", { name: "Open in Fullscreen" }).click();
    await actionRequest;
    await page.waitForURL(isYouTubeRedirect);
    expect(youtubeRedirectTarget(page.url())).toBe(`${baseURL}/`);
  });

  test("in full-screen mode the button is gone and the footer makes room for the car's bar", async ({ page }) => {
    await page.goto("/about");
    const normalPadding = await footerPaddingBottom(page);

    await page.goto("/about", { referer: youtubeReferrer });
    await expect(page.getByRole("heading", { level: 2, name: "Disclaimer" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open in Fullscreen" })).toHaveCount(0);
    expect(await footerPaddingBottom(page)).toBeGreaterThan(normalPadding + 40);
  });

  test("a client-side visit after arriving full-screen still hides the button", async ({ page }) => {
    await page.goto("/", { referer: youtubeReferrer });
    await waitForHydration(page.getByRole("contentinfo").getByRole("link", { name: "about" }));
    const documentLoads: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentLoads.push(request.url());
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "about" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open in Fullscreen" })).toHaveCount(0);
    expect(documentLoads).toEqual([]);
  });
});
