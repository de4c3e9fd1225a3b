import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";
import { iPhoneSafariUserAgent, tesla202626UserAgent, windowsChrome148UserAgent } from "./support/user-agents";

const teslaUserAgent =
  "Mozilla/5.0 (X11; GNU/Linux) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/79.0.3945.130 Chrome/79.0.3945.130 Safari/537.36 Tesla/2020.48.30-040912887bad";
const macSafariUserAgent =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const longMonth =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The value of a labelled field in server-rendered HTML, read the way the browser would before any script runs. */
function ssrFieldValue(html: string, label: string): string | undefined {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  if (!id) return undefined;
  const raw =
    new RegExp(`<input[^>]*id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
    new RegExp(`<textarea[^>]*id="${id}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
  return raw?.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

test.describe("diagnostics without JavaScript", () => {
  test("the server renders the request's user agent and what it says about the device", async ({ request }) => {
    const response = await request.get("/debug", { headers: { "user-agent": teslaUserAgent } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(teslaUserAgent);
    expect(html).toMatch(/<h2[^>]*>Build Info<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Device Info<\/h2>/);
    expect(ssrFieldValue(html, "UserAgent")).toBe(teslaUserAgent);
    expect(ssrFieldValue(html, "In Car")).toBe("Yes (Tesla)");
    expect(ssrFieldValue(html, "Device Type")).toBe("desktop");
    expect(ssrFieldValue(html, "Browser")).toBe("Tesla");
    expect(ssrFieldValue(html, "Orientation")).toBe("unknown");
    expect(ssrFieldValue(html, "Viewport Width")).toBe("—");
    expect(ssrFieldValue(html, "Viewport Height")).toBe("—");
    expect(ssrFieldValue(html, "Version")).toBe("0.0.0");
    expect(ssrFieldValue(html, "Date")).toMatch(longMonth);
  });

  for (const { name, userAgent, referer, shown } of [
    { name: "desktop Chrome", userAgent: windowsChrome148UserAgent, referer: undefined, shown: "not detectable" },
    { name: "Tesla 2026.26", userAgent: tesla202626UserAgent, referer: undefined, shown: "not detectable" },
    {
      name: "Tesla 2026.26 arriving from YouTube",
      userAgent: tesla202626UserAgent,
      referer: youtubeReferrer,
      shown: "likely (full-screen arrival)",
    },
    { name: "an iPhone", userAgent: iPhoneSafariUserAgent, referer: undefined, shown: "No" },
  ]) {
    test(`In Car for ${name} reads '${shown}'`, async ({ request }) => {
      const headers: Record<string, string> = { "user-agent": userAgent, ...(referer ? { referer } : {}) };
      const html = await (await request.get("/debug", { headers })).text();
      expect(ssrFieldValue(html, "In Car")).toBe(shown);
    });
  }

  test("a 16 KB user agent still renders, with unknown values", async ({ request }) => {
    const huge = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0 ${"A".repeat(16 * 1024)}`;
    const response = await request.get("/debug", { headers: { "user-agent": huge } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Diagnostics<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Device Info<\/h2>/);
    expect(html).not.toContain("A".repeat(1024));
    expect(ssrFieldValue(html, "Browser")).toBe("unknown");
    expect(ssrFieldValue(html, "Device Type")).toBe("unknown");
  });

  test("a user agent with control characters renders, with unknown values", async ({ request }) => {
    const response = await request.get("/debug", { headers: { "user-agent": "Mozilla/5.0\t(Windows NT 10.0)\t\u0085Chrome/124.0.0.0" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h2[^>]*>Device Info<\/h2>/);
    expect(ssrFieldValue(html, "UserAgent")).not.toContain("\t");
    expect(ssrFieldValue(html, "Browser")).toBe("unknown");
  });

  test("a missing user agent renders, with unknown values", async ({ request }) => {
    const response = await request.get("/debug", { headers: { "user-agent": "" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(ssrFieldValue(html, "UserAgent")).toBe("unknown");
    expect(ssrFieldValue(html, "OS")).toBe("unknown");
  });
});

test.describe("diagnostics after hydration", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("UserAgent equals navigator.userAgent", async ({ page }) => {
    await page.goto("/debug");
    await waitForHydration(page);
    const navigatorUserAgent = await page.evaluate(() => navigator.userAgent);
    await expect(field(page, "UserAgent")).toHaveValue(navigatorUserAgent);
    await expect(field(page, "UserAgent")).toHaveAttribute("readonly", "");
  });

  test("viewport fields follow the window size and orientation live", async ({ page }) => {
    await page.goto("/debug");
    await waitForHydration(page);
    const size = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    await expect(field(page, "Viewport Width")).toHaveValue(String(size.width));
    await expect(field(page, "Viewport Height")).toHaveValue(String(size.height));
    await expect(field(page, "Orientation")).toHaveValue("landscape");

    await page.setViewportSize({ width: 700, height: 900 });
    await expect(field(page, "Viewport Width")).toHaveValue("700");
    await expect(field(page, "Viewport Height")).toHaveValue("900");
    await expect(field(page, "Orientation")).toHaveValue("portrait");
    expect(await page.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([700, 900]);

    await page.setViewportSize({ width: 1024, height: 600 });
    await expect(field(page, "Viewport Width")).toHaveValue("1024");
    await expect(field(page, "Orientation")).toHaveValue("landscape");
  });

  test("Date is a UTC build time with a long month name", async ({ page }) => {
    await page.goto("/debug");
    const date = field(page, "Date");
    const value = await date.inputValue();
    expect(value).toMatch(longMonth);
    const parsed = Date.parse(`${value.replace(" at ", ", ")} UTC`);
    expect(Number.isNaN(parsed)).toBe(false);
    expect(parsed).toBeLessThanOrEqual(Date.now() + 60_000);
    await expect(page.getByText("UTC", { exact: true })).toBeVisible();
  });

  test("Hash equals the footer hash and Version is 0.0.0", async ({ page }) => {
    await page.goto("/debug");
    const footerHash = await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /^Build / })
      .innerText();
    expect(footerHash).toMatch(/^[0-9a-z]{4,40}$/);
    await expect(field(page, "Hash")).toHaveValue(footerHash);
    await expect(field(page, "Version")).toHaveValue("0.0.0");
  });

  test("fields are large, labelled and read-only", async ({ page }) => {
    await page.goto("/debug");
    for (const label of [
      "Date",
      "Hash",
      "Version",
      "UserAgent",
      "Viewport Width",
      "Viewport Height",
      "OS",
      "OS Version",
      "Browser",
      "Browser Version",
      "Device",
      "Device Type",
      "Orientation",
      "In Car",
    ]) {
      const input = field(page, label);
      await expect(input).toBeVisible();
      await expect(input).toHaveAttribute("readonly", "");
      expect(await input.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(18);
    }
    await expect(page.getByRole("heading", { level: 2, name: "Build Info" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Device Info" })).toBeVisible();
  });
});

test.describe("diagnostics styles", () => {
  /** What shows the page's own sheet applied: its fields sit in a grid, and Mantine's input sheet sizes the fields. */
  async function pageSheetApplied(page: Page) {
    await expect(page.locator(".pp-debug-fields").first()).toHaveCSS("display", "grid");
    await expect(field(page, "Hash")).toHaveCSS("font-size", "18px");
  }

  test("the worker inlines the page's sheet with the response's nonce and links no stylesheet", async ({ request }) => {
    const response = await request.get("/debug");
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    // The nonce is base64, whose "+" would be a quantifier in a pattern: it is compared as a string.
    const [, styleNonce, inlined = ""] = /<style id="pp-page-css-debug" nonce="([^"]+)">([^<]+)<\/style>/.exec(html) ?? [];
    expect(styleNonce).toBe(nonce);
    expect(inlined).toContain(".pp-debug-fields{");
    expect(inlined).toContain(".m_6c018570{");
    // Every other page stays without it.
    expect(await (await request.get("/about")).text()).not.toContain("pp-debug-fields");
  });

  test("a first visit paints styled, with JavaScript and without", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const violations: string[] = [];
      page.on("console", (message) => message.type() === "error" && violations.push(message.text()));
      await page.goto("/debug");
      await pageSheetApplied(page);
      expect(violations).toEqual([]);
      await context.close();
    }
  });

  test("a client-side navigation from the dashboard fetches the sheets and shows the page styled", async ({ page }) => {
    const sheets: string[] = [];
    page.on("request", (request) => request.resourceType() === "stylesheet" && sheets.push(new URL(request.url()).pathname));
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: /build/i }).click();
    await expect(page).toHaveURL(/\/debug$/);
    await pageSheetApplied(page);
    expect(sheets).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/Input-\w+\.css$/), expect.stringMatching(/\/debug-\w+\.css$/)]),
    );
  });
});

test.describe("diagnostics in a Tesla", () => {
  test.use({ userAgent: teslaUserAgent });

  test("shows the car and counts it as desktop", async ({ page }) => {
    await page.goto("/debug");
    await waitForHydration(page);
    // The browser's own facts are in by now: a wide screen without touch keeps the car a desktop.
    await expect(field(page, "Viewport Width")).toHaveValue("1280");
    await expect(field(page, "In Car")).toHaveValue("Yes (Tesla)");
    await expect(field(page, "Device Type")).toHaveValue("desktop");
    await expect(field(page, "Device")).toHaveValue("Tesla");
  });
});

test.describe("diagnostics in a Tesla on firmware 2026.26", () => {
  test.use({ userAgent: tesla202626UserAgent, viewport: { width: 980, height: 560 }, deviceScaleFactor: 1.96 });

  test("cannot tell the car from a desktop", async ({ page }) => {
    await page.goto("/debug");
    await waitForHydration(page);
    await expect(field(page, "Viewport Width")).toHaveValue("980");
    await expect(field(page, "In Car")).toHaveValue("not detectable");
    await expect(field(page, "Device Type")).toHaveValue("desktop");
  });

  test("after a full-screen arrival from YouTube, the car is likely, for the rest of the session", async ({ page }) => {
    await page.goto("/debug", { referer: youtubeReferrer });
    await waitForHydration(page);
    await expect(field(page, "Viewport Width")).toHaveValue("980");
    await expect(field(page, "In Car")).toHaveValue("likely (full-screen arrival)");

    await page.goto("/debug");
    await expect(field(page, "In Car")).toHaveValue("likely (full-screen arrival)");
  });
});

test.describe("diagnostics on an iPad that says it is a Mac", () => {
  test.use({ userAgent: macSafariUserAgent });

  test("the server sees a Mac; the browser's touch points make it a tablet", async ({ page, request }) => {
    const html = await (await request.get("/debug", { headers: { "user-agent": macSafariUserAgent } })).text();
    expect(ssrFieldValue(html, "Device Type")).toBe("desktop");

    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "maxTouchPoints", { get: () => 5 }));
    await page.goto("/debug");
    await waitForHydration(page);
    await expect(field(page, "Device Type")).toHaveValue("tablet");
    await expect(field(page, "OS")).toHaveValue("iPadOS");
    await expect(field(page, "Device")).toHaveValue("Apple iPad");
  });
});

test.describe("diagnostics with markup in the user agent", () => {
  const hostile = '<script>window.uaInjected=true</script><img src=x onerror="window.uaInjected=true">';
  test.use({ userAgent: hostile });

  test("the markup is shown as text and never runs", async ({ page, request }) => {
    const html = await (await request.get("/debug", { headers: { "user-agent": hostile } })).text();
    expect(html).not.toContain("<script>window.uaInjected");
    expect(html).not.toContain("<img src=x");
    expect(ssrFieldValue(html, "UserAgent")).toBe(hostile);

    await page.goto("/debug");
    await waitForHydration(page);
    // The browser's facts re-render the section, so the markup has passed through a client render too.
    await expect(field(page, "Viewport Width")).toHaveValue("1280");
    await expect(field(page, "UserAgent")).toHaveValue(hostile);
    expect(await page.evaluate(() => "uaInjected" in window)).toBe(false);
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
  });
});
