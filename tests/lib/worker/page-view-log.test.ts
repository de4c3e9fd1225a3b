import { describe, expect, it } from "vitest";
import { buildPageViewLine, isPageView, type PageViewInput } from "~/lib/worker/page-view-log.server";
import { fullscreenFacts } from "../../support/fullscreen-facts";

const input = (overrides: Partial<PageViewInput> = {}): PageViewInput => ({
  path: "/",
  status: 200,
  referrer: null,
  fullscreen: fullscreenFacts(),
  edge: { colo: "FRA", ray: "8c1f2a3b4c5d6e7f-FRA" },
  durationMs: 12,
  ...overrides,
});

describe("buildPageViewLine", () => {
  it("carries exactly the fields ops filter on", () => {
    const line = buildPageViewLine(input());
    expect(Object.keys(line).sort()).toEqual(
      ["event", "path", "status", "fullscreen", "fullscreen_source", "referrer_host", "prompt_shown", "colo", "ray", "duration_ms"].sort(),
    );
    expect(line).toEqual({
      event: "page_view",
      path: "/",
      status: 200,
      fullscreen: false,
      fullscreen_source: "none",
      referrer_host: null,
      prompt_shown: true,
      colo: "FRA",
      ray: "8c1f2a3b4c5d6e7f-FRA",
      duration_ms: 12,
    });
  });

  it("reports a full-screen arrival with the referrer's host only", () => {
    const line = buildPageViewLine(
      input({
        referrer: "https://www.youtube.com/redirect?q=https%3A%2F%2Fparkplay.example%2F",
        fullscreen: fullscreenFacts({ referrer: "https://www.youtube.com/" }),
      }),
    );
    expect(line).toMatchObject({ fullscreen: true, fullscreen_source: "referrer", referrer_host: "www.youtube.com", prompt_shown: false });
  });

  it("counts the prompt as shown only on the dashboard, the one page that renders it", () => {
    expect(buildPageViewLine(input({ path: "/about" })).prompt_shown).toBe(false);
    expect(buildPageViewLine(input({ path: "/" })).prompt_shown).toBe(true);
    expect(buildPageViewLine(input({ path: "/", status: 400 })).prompt_shown).toBe(false);
  });

  it("never copies credentials, queries or garbage from the referrer", () => {
    expect(buildPageViewLine(input({ referrer: "https://me:secret@shop.example/cart?token=abc" })).referrer_host).toBe("shop.example");
    expect(buildPageViewLine(input({ referrer: "<script>" })).referrer_host).toBeNull();
    expect(buildPageViewLine(input({ referrer: `https://x.example/${"a".repeat(8192)}` })).referrer_host).toBeNull();
    expect(JSON.stringify(buildPageViewLine(input({ referrer: "https://me:secret@shop.example/?token=abc" })))).not.toMatch(/secret|token/);
  });

  it("keeps missing edge facts as null", () => {
    expect(buildPageViewLine(input({ edge: { colo: null, ray: null } }))).toMatchObject({ colo: null, ray: null });
  });

  it("caps a client-chosen path and rounds the duration", () => {
    const line = buildPageViewLine(input({ path: `/${"x".repeat(5000)}`, durationMs: 3.6 }));
    expect(line.path.length).toBeLessThan(300);
    expect(line.path.endsWith("…(5001 chars)")).toBe(true);
    expect(line.path.startsWith("/xxx")).toBe(true);
    expect(line.duration_ms).toBe(4);
    expect(buildPageViewLine(input({ durationMs: -1 })).duration_ms).toBe(0);
  });
});

describe("isPageView", () => {
  const answer = (status: number, contentType?: string) =>
    new Response(status === 302 ? null : "body", { status, headers: contentType ? { "content-type": contentType } : {} });

  it("counts every HTML answer, error pages included", () => {
    expect(isPageView(answer(200, "text/html; charset=utf-8"))).toBe(true);
    expect(isPageView(answer(400, "text/html; charset=utf-8"))).toBe(true);
    expect(isPageView(answer(500, "Text/HTML"))).toBe(true);
  });

  it("skips redirects, single-fetch data and route-manifest patches", () => {
    expect(isPageView(answer(302))).toBe(false);
    expect(isPageView(answer(200, "text/x-script"))).toBe(false);
    expect(isPageView(answer(200, "application/json"))).toBe(false);
    expect(isPageView(answer(400, "text/plain; charset=utf-8"))).toBe(false);
  });
});
