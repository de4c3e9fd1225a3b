// The full-screen offer as hydrated and painted; its HTML, the Referer, the session cookie and the posts without
// JavaScript are the worker layer's (tests/worker/fullscreen.test.ts).
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { footerPaddingBottom, isYouTubeRedirect, stubYouTube, youtubeRedirectTarget, youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

const offer = (page: Page) => page.getByRole("region", { name: "Full-screen offer" });

test.describe("full-screen prompt on the dashboard", () => {
  test("'Yes' goes to YouTube's redirect page with the app's own address", async ({ page, baseURL }) => {
    await stubYouTube(page);
    await page.goto("/");
    await waitForHydration(offer(page).getByRole("button", { name: "Yes" }));
    const actionRequest = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/_root.data",
    );
    await offer(page).getByRole("button", { name: "Yes" }).click();
    await actionRequest;
    await page.waitForURL(isYouTubeRedirect);
    expect(youtubeRedirectTarget(page.url())).toBe(`${baseURL}/`);
    await expect(page).toHaveTitle("YouTube stub");
  });

  test("while 'Yes' is on its way, the button shows a spinning loader in place of its label", async ({ page }) => {
    await stubYouTube(page);
    let releaseAction = () => {};
    const actionHeld = new Promise<void>((resolve) => (releaseAction = resolve));
    await page.route(
      (url) => url.pathname === "/_root.data",
      async (route) => {
        if (route.request().method() === "POST") await actionHeld;
        await route.continue();
      },
    );
    await page.goto("/");
    const yes = offer(page).getByRole("button", { name: "Yes" });
    await waitForHydration(yes);
    await yes.click();
    await expect(yes).toHaveAttribute("data-loading", "true");
    const loader = yes.locator(".mantine-Button-loader .mantine-Loader-root");
    const drawing = await loader.evaluate((element) => {
      const ring = getComputedStyle(element, "::after");
      const box = element.getBoundingClientRect();
      return { width: box.width, height: box.height, borderStyle: ring.borderTopStyle, animation: ring.animationName };
    });
    expect(drawing.width).toBeGreaterThan(10);
    // A square to within rounding: Mantine centres the loader with a translate of -50%, so its edges are fractional floats.
    expect(drawing.height).toBeCloseTo(drawing.width, 2);
    expect(drawing).toMatchObject({ borderStyle: "solid", animation: expect.not.stringMatching(/^none$/) });
    await expect(yes.locator(".mantine-Button-inner")).toHaveCSS("opacity", "0");
    releaseAction();
    await page.waitForURL(isYouTubeRedirect);
  });

  test("closing the prompt keeps it closed for the session", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(offer(page).getByRole("button", { name: "Close" }));
    const actionRequest = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/_root.data",
    );
    await offer(page).getByRole("button", { name: "Close" }).click();
    await actionRequest;
    await expect(offer(page)).toHaveCount(0);
    const dismissedCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "pp_prompt_dismissed");
    await expect.poll(dismissedCookie).toMatchObject({ expires: -1, httpOnly: true, sameSite: "Lax", path: "/" });

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeAttached();
    await expect(offer(page)).toHaveCount(0);
  });
});

test.describe("full-screen detection", () => {
  test("a YouTube referrer means full-screen: no prompt and more room under the footer", async ({ page }) => {
    await page.goto("/");
    const normalPadding = await footerPaddingBottom(page);

    await page.goto("/", { referer: youtubeReferrer });
    await expect(page.getByRole("contentinfo")).toHaveAttribute("data-fullscreen", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeAttached();
    await expect(offer(page)).toHaveCount(0);
    expect(await footerPaddingBottom(page)).toBeGreaterThan(normalPadding + 40);
  });
});
