// The security headers and the nonce-based CSP every page carries, and the caching and headers of the files it loads.
import { describe, expect, test } from "vitest";
import { logoSpriteFor } from "../../app/lib/catalogue/catalogue.server";
import { findDocumentAssets } from "../../test-support/byte-budgets";
import { referencedAssetPaths } from "./support/html-checks";
import { workerClient } from "./support/worker";

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

const immutable = "public, max-age=31536000, immutable";

function parsePolicy(header: string): Map<string, string[]> {
  return new Map(
    header.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("security headers", () => {
  test.each(routes)("%s carries the security headers and a nonce-based CSP", async (path) => {
    const response = await workerClient().get(path);
    for (const [name, value] of Object.entries(expectedHeaders)) expect(response.headers.get(name), name).toBe(value);

    const policyHeader = response.headers.get("content-security-policy") ?? "";
    const policy = parsePolicy(policyHeader);
    const nonce = /'nonce-([^']+)'/.exec(policy.get("script-src")?.join(" ") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(policy.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    // The page's own origin as a WebSocket origin, for the car's pairing socket (older browsers do not count ws: as 'self').
    expect(policy.get("connect-src")).toEqual(["'self'", new URL(response.url).origin.replace(/^http/, "ws")]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'", "https://www.youtube.com"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("manifest-src")).toEqual(["'self'"]);
    expect(policyHeader).not.toContain("unsafe-eval");

    const scriptTags = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("each response gets a fresh nonce", async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => /'nonce-([^']+)'/.exec((await workerClient().get("/")).headers.get("content-security-policy") ?? "")?.[1]),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  test("pages are never stored in shared caches; hashed scripts and the page's hashed logo sprite are immutable for a year", async () => {
    const page = await workerClient().get("/");
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    const scripts = findDocumentAssets(page.body, page.url).scriptUrls;
    expect(scripts.length).toBeGreaterThan(0);
    // The sprite's name carries a hash of its content (scripts/generate-logos.mjs), so a changed sprite is a new file.
    const sprite = logoSpriteFor("us");
    expect(sprite).toMatch(/^\/logos\/us\.[0-9a-f]{8}\.svg$/);
    // The one logo file the page asks for (that the browser asks for it once is budgets.spec.ts's).
    expect(referencedAssetPaths(page.document()).filter((path) => path.startsWith("/logos/"))).toEqual([sprite]);
    for (const url of [scripts[0] ?? "", sprite]) {
      const response = await workerClient().get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(immutable);
    }
  });

  test("static files carry the pages' security headers, apart from the CSP", async () => {
    const page = await workerClient().get("/");
    const [script = ""] = findDocumentAssets(page.body, page.url).scriptUrls;
    for (const url of [script, logoSpriteFor("us"), "/favicon.svg"]) {
      const { headers } = await workerClient().get(url);
      for (const [name, value] of Object.entries(expectedHeaders)) expect(headers.get(name), `${name} on ${url}`).toBe(value);
      expect(headers.get("content-security-policy"), url).toBeNull();
    }
  });
});
