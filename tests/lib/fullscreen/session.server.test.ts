// @vitest-environment node
// Server modules read Cookie and Referer, which a browser-like Request (happy-dom) strips as forbidden headers.
import { describe, expect, it } from "vitest";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import type { FullscreenState } from "~/lib/fullscreen/referrer";
import { dismissFullscreenPromptCookie, readFullscreenFacts, rememberFullscreenArrival } from "~/lib/fullscreen/session.server";

const page = (url = "http://127.0.0.1/") => new Request(url);
const observed = (source: FullscreenState["source"]): FullscreenState => ({ fullscreen: source !== "none", source });
const youtube = "https://www.youtube.com/";

/** The Cookie header a browser sends back after receiving this Set-Cookie value. */
const cookieHeaderFrom = (setCookie: string | null) => setCookie?.split(";")[0] ?? "";

function rememberedCookieHeader(): string {
  return cookieHeaderFrom(rememberFullscreenArrival(page(), new Response("page"), observed("referrer")).headers.get("set-cookie"));
}

describe("rememberFullscreenArrival", () => {
  it("adds a session cookie to a fresh arrival from YouTube and keeps the response intact", async () => {
    const original = new Response("<html>dashboard</html>", { status: 200, headers: { "content-type": "text/html" } });
    const response = rememberFullscreenArrival(page(), original, observed("referrer"));
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

  it("marks the cookie Secure when served over https", () => {
    const response = rememberFullscreenArrival(page("https://parkplay.example/"), new Response(""), observed("referrer"));
    expect(response.headers.get("set-cookie")).toMatch(/; Secure(;|$)/);
  });

  it("leaves other responses alone", () => {
    for (const source of ["cookie", "none"] as const) {
      const original = new Response("page");
      const response = rememberFullscreenArrival(page(), original, observed(source));
      expect(response).toBe(original);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });
});

describe("readFullscreenFacts", () => {
  it("reads a YouTube referrer as a fresh arrival, which needs no offer", () => {
    const cookies = new RequestCookies(null);
    expect(readFullscreenFacts(youtube, cookies)).toEqual({ fullscreen: true, source: "referrer", offerPrompt: false });
    expect(cookies.problems).toEqual([]);
  });

  it("reads the remembered session cookie on later loads", () => {
    const remembered = rememberedCookieHeader();
    for (const header of [remembered, `theme=dark; ${remembered}; other=1`]) {
      const cookies = new RequestCookies(header);
      expect(readFullscreenFacts(null, cookies)).toEqual({ fullscreen: true, source: "cookie", offerPrompt: false });
      expect(cookies.problems).toEqual([]);
    }
  });

  it.each(["pp_fullscreen=true", "pp_fullscreen=ZmFsc2U%3D", "pp_fullscreen=%%%not-base64", "pp_fullscreen=", "a=1; pp_fullscreen=e30%3D"])(
    "treats a corrupt or foreign cookie %j as absent and reports it by name only",
    (header) => {
      const cookies = new RequestCookies(header);
      expect(readFullscreenFacts(null, cookies)).toEqual({ fullscreen: false, source: "none", offerPrompt: true });
      expect(cookies.problems).toEqual([{ cookie: "pp_fullscreen", problem: "unknown_value" }]);
    },
  );

  it.each(["pp_fullscreen", ";;=;", "other=1"])("treats a header without the cookie %j as a plain visit", (header) => {
    const cookies = new RequestCookies(header);
    expect(readFullscreenFacts(null, cookies)).toEqual({ fullscreen: false, source: "none", offerPrompt: true });
    expect(cookies.problems).toEqual([]);
  });

  it("ignores look-alike referrers", () => {
    expect(readFullscreenFacts("https://www.youtube.com.evil.example/", new RequestCookies(null))).toEqual({
      fullscreen: false,
      source: "none",
      offerPrompt: true,
    });
  });

  it("does not offer full-screen again once closed this session", () => {
    const setCookie = dismissFullscreenPromptCookie(page());
    expect(setCookie).toMatch(/^pp_prompt_dismissed=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(readFullscreenFacts(null, new RequestCookies(cookieHeaderFrom(setCookie))).offerPrompt).toBe(false);
  });

  it("offers it despite a corrupt dismissal cookie, and reports both corrupt cookies", () => {
    const cookies = new RequestCookies("pp_prompt_dismissed=garbage; pp_fullscreen=garbage");
    expect(readFullscreenFacts(null, cookies).offerPrompt).toBe(true);
    expect(cookies.problems.map((report) => report.cookie)).toEqual(["pp_fullscreen", "pp_prompt_dismissed"]);
  });
});
