import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, originOfDsn, withSecurityHeaders } from "~/lib/edge/security-headers.server";

describe("contentSecurityPolicy", () => {
  it("allows scripts only by nonce and adds the error ingest to connect-src when set", () => {
    const policy = contentSecurityPolicy({ nonce: "abc", errorIngestOrigin: "http://127.0.0.1:9999", socketOrigin: "wss://parkplay.app" });
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("connect-src 'self' wss://parkplay.app http://127.0.0.1:9999");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("connects only to its own origin without an ingest", () => {
    expect(contentSecurityPolicy({ nonce: "n", errorIngestOrigin: null, socketOrigin: "ws://127.0.0.1:8787" })).toContain(
      "connect-src 'self' ws://127.0.0.1:8787;",
    );
  });
});

describe("withSecurityHeaders", () => {
  it("keeps a page's own no-referrer policy, and sets the default on every other answer", () => {
    const options = { nonce: "n", errorIngestOrigin: null, socketOrigin: "ws://127.0.0.1" };
    const html = { "content-type": "text/html; charset=utf-8" };
    const pairingPage = withSecurityHeaders(
      new Response("<p>code</p>", { headers: { ...html, "Referrer-Policy": "no-referrer" } }),
      options,
    );
    expect(pairingPage.headers.get("referrer-policy")).toBe("no-referrer");
    const weakened = withSecurityHeaders(new Response("<p>x</p>", { headers: { ...html, "Referrer-Policy": "unsafe-url" } }), options);
    expect(weakened.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("adds the CSP to documents only and keeps pages out of shared caches", () => {
    const page = withSecurityHeaders(new Response("<p>hi</p>", { headers: { "content-type": "text/html; charset=utf-8" } }), {
      nonce: "n",
      errorIngestOrigin: null,
      socketOrigin: "ws://127.0.0.1",
    });
    expect(page.headers.get("content-security-policy")).toContain("'nonce-n'");
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    expect(page.headers.get("x-frame-options")).toBe("DENY");

    const plain = withSecurityHeaders(new Response("nope", { status: 404, headers: { "content-type": "text/plain" } }), null);
    expect(plain.status).toBe(404);
    expect(plain.headers.get("content-security-policy")).toBeNull();
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("keeps a cache policy the app chose", () => {
    const response = withSecurityHeaders(new Response("", { headers: { "cache-control": "no-store" } }), null);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("originOfDsn", () => {
  it("reduces a DSN to its origin and rejects junk", () => {
    expect(originOfDsn("http://public@127.0.0.1:4321/1")).toBe("http://127.0.0.1:4321");
    expect(originOfDsn("not a dsn")).toBeNull();
    expect(originOfDsn(null)).toBeNull();
  });
});
