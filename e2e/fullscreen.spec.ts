import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { footerPaddingBottom, isYouTubeRedirect, stubYouTube, youtubeRedirectTarget, youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

const offer = (page: Page) => page.getByRole("region", { name: "Full-screen offer" });

test.describe("full-screen prompt on the dashboard", () => {
  test("without a referrer the dashboard offers full-screen", async ({ page }) => {
    await page.goto("/");
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toContainText("Open in Fullscreen?");
    await expect(offer(page)).toContainText("Click GO TO SITE on next page");
    await expect(offer(page).getByRole("button", { name: "Yes" })).toBeVisible();
    await expect(offer(page).getByRole("button", { name: "Close" })).toBeVisible();
    await expect(offer(page).getByRole("button")).toHaveCount(2);
    await expect(page.getByRole("contentinfo")).not.toHaveAttribute("data-fullscreen");
  });

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

  test("the action answers 'Yes' with a 302 to YouTube", async ({ request, baseURL }) => {
    const response = await request.post("/?index", { form: { intent: "open-fullscreen", from: "prompt" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(youtubeRedirectTarget(response.headers()["location"] ?? "")).toBe(`${baseURL}/`);
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

  test("full-screen is remembered for the session by a session cookie", async ({ page, context, browser }) => {
    await page.goto("/", { referer: youtubeReferrer });
    const remembered = (await context.cookies()).find((cookie) => cookie.name === "pp_fullscreen");
    expect(remembered).toMatchObject({ expires: -1, httpOnly: true, sameSite: "Lax", path: "/", secure: false });

    await page.reload();
    await expect(page.getByRole("contentinfo")).toHaveAttribute("data-fullscreen", "true");
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toHaveAttribute("data-fullscreen", "true");
    await expect(offer(page)).toHaveCount(0);

    const otherSession = await browser.newPage();
    await otherSession.goto(page.url());
    await expect(otherSession.getByRole("contentinfo")).not.toHaveAttribute("data-fullscreen");
    await otherSession.close();
  });

  test("a corrupt full-screen cookie counts as absent", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "pp_fullscreen", value: "not%20base64!", url: baseURL ?? "" }]);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(offer(page)).toBeVisible();
    await expect(page.getByRole("contentinfo")).not.toHaveAttribute("data-fullscreen");
  });

  for (const spoofed of [
    "https://www.youtube.com.evil.example/",
    "http://www.youtube.com/",
    "https://evil.example/?from=https://www.youtube.com/",
  ]) {
    test(`a look-alike referrer (${spoofed}) is not YouTube`, async ({ page, context }) => {
      await page.goto("/", { referer: spoofed });
      await expect(offer(page)).toBeVisible();
      await expect(page.getByRole("contentinfo")).not.toHaveAttribute("data-fullscreen");
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("pp_fullscreen");
    });
  }
});

test.describe("full-screen prompt without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Yes' still reaches YouTube's redirect page", async ({ page, baseURL }) => {
    await stubYouTube(page);
    await page.goto("/");
    await offer(page).getByRole("button", { name: "Yes" }).click();
    await page.waitForURL(isYouTubeRedirect);
    expect(youtubeRedirectTarget(page.url())).toBe(`${baseURL}/`);
  });

  test("closing still keeps the prompt closed", async ({ page }) => {
    await page.goto("/");
    await offer(page).getByRole("button", { name: "Close" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeAttached();
    await expect(offer(page)).toHaveCount(0);
  });
});

test.describe("dashboard action refuses malformed posts", () => {
  const cases: { name: string; post: Parameters<APIRequestContext["post"]>[1]; status: number }[] = [
    { name: "an unknown intent", post: { form: { intent: "delete-everything" } }, status: 400 },
    { name: "a JSON body", post: { data: { intent: "open-fullscreen" } }, status: 400 },
    { name: "a huge body", post: { form: { intent: "open-fullscreen", padding: "x".repeat(100_000) } }, status: 413 },
  ];
  for (const { name, post, status } of cases) {
    test(`${name} gets a ${status}, never a redirect`, async ({ request }) => {
      const response = await request.post("/?index", { ...post, maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(response.headers()["location"]).toBeUndefined();
    });
  }
});
