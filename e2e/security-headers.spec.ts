import { logoSpriteFor } from "../app/lib/catalogue/catalogue.server";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const routes = ["/", "/about", "/debug"];

const expectedHeaders: Record<string, string> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

function parsePolicy(header: string): Map<string, string[]> {
  return new Map(
    header.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test.describe("security headers", () => {
  for (const path of routes) {
    test(`${path} carries the security headers and a nonce-based CSP`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const [name, value] of Object.entries(expectedHeaders)) expect(headers[name], name).toBe(value);

      const policy = parsePolicy(headers["content-security-policy"] ?? "");
      const nonce = /'nonce-([^']+)'/.exec(policy.get("script-src")?.join(" ") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      expect(policy.get("default-src")).toEqual(["'none'"]);
      expect(policy.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
      expect(policy.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
      // The page's own origin as a WebSocket origin, for the car's pairing socket (older browsers do not count ws: as 'self').
      expect(policy.get("connect-src")).toEqual(["'self'", new URL(response.url()).origin.replace(/^http/, "ws")]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("form-action")).toEqual(["'self'", "https://www.youtube.com"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
      expect(policy.get("font-src")).toEqual(["'self'"]);
      expect(policy.get("manifest-src")).toEqual(["'self'"]);
      expect(headers["content-security-policy"]).not.toContain("unsafe-eval");

      const html = await response.text();
      const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scriptTags.length).toBeGreaterThan(0);
      for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
    });

    test(`${path} loads in Chromium with no CSP violation`, async ({ page, consoleErrors }) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        Object.defineProperty(window, "__cspViolations", { value: violations });
        document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const violations = await page.evaluate(() => Reflect.get(window, "__cspViolations"));
      expect(violations).toEqual([]);
      expect(consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
    });
  }

  test.describe("the error screen after a client-side navigation", () => {
    // The failed data request is logged by Chromium (status 500) and by Remix, which cannot decode its plain-text body.
    test.use({ expectedPageErrors: /status of 500|SyntaxError/ });

    test("renders with its styles and no CSP violation", async ({ page, consoleErrors }) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        Object.defineProperty(window, "__cspViolations", { value: violations });
        document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      // The About page's data request fails, so Remix renders the error screen in the browser, not on the server.
      await page.route("**/about.data*", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "E2E failing route" }));
      await page.goto("/");
      const aboutLink = page.getByRole("contentinfo").getByRole("link", { name: "about" });
      await waitForHydration(aboutLink);
      await aboutLink.click();
      await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
      expect(await page.evaluate(() => Reflect.get(window, "__cspViolations"))).toEqual([]);
      expect(consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
    });
  });

  test("each response gets a fresh nonce", async ({ request }) => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => /'nonce-([^']+)'/.exec((await request.get("/")).headers()["content-security-policy"] ?? "")?.[1]),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  test("pages are never stored in shared caches; hashed scripts and the page's hashed logo sprite are immutable for a year", async ({
    request,
    page,
  }) => {
    expect((await request.get("/")).headers()["cache-control"]).toBe("private, no-cache");
    const scripts: string[] = [];
    const logoFiles: { path: string; cacheControl: string | undefined }[] = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/build/")) scripts.push(response.url());
      if (pathname.startsWith("/logos/")) logoFiles.push({ path: pathname, cacheControl: response.headers()["cache-control"] });
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    // The sprite's name carries a hash of its content (scripts/generate-logos.mjs), so a changed sprite is a new file.
    const sprite = logoSpriteFor("us");
    expect(sprite).toMatch(/^\/logos\/us\.[0-9a-f]{8}\.svg$/);
    expect(logoFiles).toEqual([{ path: sprite, cacheControl: "public, max-age=31536000, immutable" }]);
    for (const url of [scripts[0] ?? "", sprite]) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  test("static files carry the pages' security headers, apart from the CSP", async ({ request, page }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/build/")) scripts.push(response.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    for (const url of [scripts[0] ?? "", logoSpriteFor("us"), "/favicon.svg"]) {
      const headers = (await request.get(url)).headers();
      for (const [name, value] of Object.entries(expectedHeaders)) expect(headers[name], `${name} on ${url}`).toBe(value);
      expect(headers["content-security-policy"], url).toBeUndefined();
    }
  });
});
