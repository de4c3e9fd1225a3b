// @vitest-environment node
// The switch answers with Set-Cookie headers, which a browser-like Response (happy-dom) would hide.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import type { LogFields } from "~/lib/edge/log.server";
import { readFullscreenFacts } from "~/lib/fullscreen/session.server";
import { fullscreenSwitchAnswer } from "~/lib/fullscreen/switch.server";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-02T10:00:00Z") });
});

afterEach(() => {
  vi.useRealTimers();
});

function answer(url: string, cookie: string | null = null) {
  const lines: LogFields[] = [];
  const context = {
    log: (fields: LogFields & { event: string }) => void lines.push(fields),
    edge: { colo: "FRA", ray: "ray-1" },
    fullscreen: readFullscreenFacts({ referrer: null, dashboardDocument: false }, new RequestCookies(cookie)),
    browser: "Chromium 148",
  };
  return { response: fullscreenSwitchAnswer(new Request(url), context), lines };
}

describe("fullscreenSwitchAnswer", () => {
  it("answers ?fs=1 with the session's full screen and a 303 to the address without the switch", () => {
    const { response, lines } = answer("http://127.0.0.1/?settings=display&fs=1&edit=a");
    expect(response?.status).toBe(303);
    expect(response?.headers.get("location")).toBe("/?settings=display&edit=a");
    expect(response?.headers.getSetCookie()).toEqual(["pp_fullscreen=url; Path=/; HttpOnly; SameSite=Lax"]);
    expect(lines).toEqual([
      {
        event: "fullscreen_arrival",
        via: "url",
        attempt: null,
        carried: false,
        day: "2026-12-02",
        browser: "Chromium 148",
        colo: "FRA",
        ray: "ray-1",
      },
    ]);
  });

  it("ends a failed attempt when ?fs=1 is what finally worked", () => {
    const { response, lines } = answer("http://127.0.0.1/?fs=1", "pp_fs_attempts=2.2.f");
    expect(response?.headers.getSetCookie()).toContain("pp_fs_attempts=2.2.a; Path=/; HttpOnly; SameSite=Lax");
    expect(lines[0]).toMatchObject({ via: "url", attempt: 2 });
  });

  it("answers ?fs=0 with the offer closed for the session and the same clean 303", () => {
    const { response, lines } = answer("https://parkplay.example/?fs=0");
    expect(response?.status).toBe(303);
    expect(response?.headers.get("location")).toBe("/");
    expect(response?.headers.getSetCookie()).toEqual(["pp_prompt_dismissed=1; Path=/; HttpOnly; Secure; SameSite=Lax"]);
    expect(lines).toEqual([{ event: "fullscreen_prompt_dismissed", from: "url", colo: "FRA", ray: "ray-1" }]);
  });

  it("leaves an address without the switch alone", () => {
    expect(answer("http://127.0.0.1/?settings=display")).toEqual({ response: null, lines: [] });
  });

  it.each([
    ["another value", "fs=true", 1, 4],
    ["an empty one", "fs=", 1, 0],
    ["two switches", "fs=1&fs=0", 2, 1],
    ["a long one", `fs=${"1".repeat(500)}`, 1, 64],
  ])("ignores %s, logging how many and how long, never the value", (_name, query, count, length) => {
    const { response, lines } = answer(`http://127.0.0.1/?${query}`);
    expect(response).toBeNull();
    expect(lines).toEqual([{ event: "fullscreen_switch_ignored", count, length, colo: "FRA", ray: "ray-1" }]);
  });
});
