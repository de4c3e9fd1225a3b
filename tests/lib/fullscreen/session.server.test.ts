// @vitest-environment node
// Server modules read Cookie and Referer, which a browser-like Request (happy-dom) strips as forbidden headers.
import { describe, expect, it, vi } from "vitest";
import type { RequestObservations } from "~/lib/edge/context.server";
import {
  dismissFullscreenPromptCookie,
  readFullscreenState,
  rememberFullscreenArrival,
  shouldOfferFullscreen,
} from "~/lib/fullscreen/session.server";

const page = (headers: Record<string, string> = {}, url = "http://127.0.0.1/") => new Request(url, { headers });
const observed = (fullscreenSource: RequestObservations["fullscreenSource"]): RequestObservations => ({
  fullscreen: fullscreenSource !== "none",
  fullscreenSource,
  promptShown: false,
});

/** The Cookie header a browser sends back after receiving this Set-Cookie value. */
const cookieHeaderFrom = (setCookie: string | null) => setCookie?.split(";")[0] ?? "";

async function rememberedCookieHeader(): Promise<string> {
  const response = await rememberFullscreenArrival(page(), new Response("page"), observed("referrer"));
  return cookieHeaderFrom(response.headers.get("set-cookie"));
}

describe("rememberFullscreenArrival", () => {
  it("adds a session cookie to a fresh arrival from YouTube and keeps the response intact", async () => {
    const original = new Response("<html>dashboard</html>", { status: 200, headers: { "content-type": "text/html" } });
    const response = await rememberFullscreenArrival(page(), original, observed("referrer"));
    const setCookie = response.headers.get("set-cookie") ?? "";

    expect(setCookie).toMatch(/^pp_fullscreen=[^;]+; /);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly(;|$)/);
    expect(setCookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(setCookie).not.toMatch(/Max-Age|Expires|Secure/i);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html");
    expect(await response.text()).toBe("<html>dashboard</html>");
  });

  it("marks the cookie Secure when served over https", async () => {
    const response = await rememberFullscreenArrival(page({}, "https://parkplay.example/"), new Response(""), observed("referrer"));
    expect(response.headers.get("set-cookie")).toMatch(/; Secure(;|$)/);
  });

  it("leaves other responses alone", async () => {
    for (const source of ["cookie", "none"] as const) {
      const original = new Response("page");
      const response = await rememberFullscreenArrival(page(), original, observed(source));
      expect(response).toBe(original);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });
});

describe("readFullscreenState", () => {
  it("reads a YouTube referrer as a fresh arrival", async () => {
    const log = vi.fn();
    expect(await readFullscreenState(page({ referer: "https://www.youtube.com/" }), log)).toEqual({ fullscreen: true, source: "referrer" });
    expect(log).not.toHaveBeenCalled();
  });

  it("reads the remembered session cookie on later loads", async () => {
    const log = vi.fn();
    const remembered = await rememberedCookieHeader();
    expect(await readFullscreenState(page({ cookie: remembered }), log)).toEqual({ fullscreen: true, source: "cookie" });
    expect(await readFullscreenState(page({ cookie: `theme=dark; ${remembered}; other=1` }), log)).toEqual({
      fullscreen: true,
      source: "cookie",
    });
    expect(log).not.toHaveBeenCalled();
  });

  it.each(["pp_fullscreen=1", "pp_fullscreen=ZmFsc2U%3D", "pp_fullscreen=%%%not-base64", "pp_fullscreen=", "a=1; pp_fullscreen=e30%3D"])(
    "treats a corrupt or foreign cookie %j as absent and reports it by name only",
    async (cookie) => {
      const log = vi.fn();
      expect(await readFullscreenState(page({ cookie }), log)).toEqual({ fullscreen: false, source: "none" });
      expect(log.mock.calls).toEqual([[{ event: "cookie_invalid", cookie: "pp_fullscreen" }]]);
    },
  );

  it.each(["pp_fullscreen", ";;=;", "other=1"])("treats a header without the cookie %j as a plain visit", async (cookie) => {
    const log = vi.fn();
    expect(await readFullscreenState(page({ cookie }), log)).toEqual({ fullscreen: false, source: "none" });
    expect(log).not.toHaveBeenCalled();
  });

  it("ignores look-alike referrers", async () => {
    const state = await readFullscreenState(page({ referer: "https://www.youtube.com.evil.example/" }), vi.fn());
    expect(state).toEqual({ fullscreen: false, source: "none" });
  });
});

describe("shouldOfferFullscreen", () => {
  it("offers full-screen to a plain visit", async () => {
    expect(await shouldOfferFullscreen(page(), vi.fn())).toBe(true);
  });

  it("does not offer it when already full-screen", async () => {
    expect(await shouldOfferFullscreen(page({ referer: "https://www.youtube.com/" }), vi.fn())).toBe(false);
    expect(await shouldOfferFullscreen(page({ cookie: await rememberedCookieHeader() }), vi.fn())).toBe(false);
  });

  it("does not offer it again once closed this session", async () => {
    const setCookie = await dismissFullscreenPromptCookie(page());
    expect(setCookie).toMatch(/^pp_prompt_dismissed=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await shouldOfferFullscreen(page({ cookie: cookieHeaderFrom(setCookie) }), vi.fn())).toBe(false);
  });

  it("offers it despite a corrupt dismissal cookie, which it reports; a corrupt full-screen cookie is the root loader's to report", async () => {
    const log = vi.fn();
    expect(await shouldOfferFullscreen(page({ cookie: "pp_prompt_dismissed=garbage; pp_fullscreen=garbage" }), log)).toBe(true);
    expect(log.mock.calls).toEqual([[{ event: "cookie_invalid", cookie: "pp_prompt_dismissed" }]]);
  });
});
