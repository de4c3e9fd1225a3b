// @vitest-environment node
import { describe, expect, it } from "vitest";
import { routeSlug, staticFloorPath, withoutScripts } from "../../bench/static-floor.ts";

describe("withoutScripts", () => {
  const page = [
    '<html><head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/build/entry.client-A.js"/>',
    '<style nonce="n">body{color:red}</style><script nonce="n">document.documentElement.dataset.x="1";</script></head>',
    '<body><main><h1>Dashboard</h1></main><script nonce="n" type="module" async="">import("/build/entry.client-A.js");</script>',
    '<script src="/build/x.js"></script></body></html>',
  ].join("");

  it("removes every script element and modulepreload link", () => {
    const floor = withoutScripts(page);
    expect(floor).not.toMatch(/<script|modulepreload|entry\.client/);
  });

  it("keeps the markup, inlined styles and other links", () => {
    const floor = withoutScripts(page);
    expect(floor).toContain('<style nonce="n">body{color:red}</style>');
    expect(floor).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(floor).toContain("<main><h1>Dashboard</h1></main>");
  });
});

describe("routeSlug", () => {
  it("names the dashboard home and other routes after their path", () => {
    expect(routeSlug("/")).toBe("home");
    expect(routeSlug("/about")).toBe("about");
    expect(routeSlug("/a/b c")).toBe("a-b-c");
  });
});

describe("staticFloorPath", () => {
  it("maps each route to its own path under /__bench/", () => {
    expect(staticFloorPath("/")).toBe("/__bench/home");
    expect(staticFloorPath("/about")).toBe("/__bench/about");
    expect(new Set(["/", "/about", "/debug"].map(staticFloorPath)).size).toBe(3);
  });
});
