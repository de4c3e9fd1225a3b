// @vitest-environment node
// The worker side: happy-dom's Request drops the Cookie header, as a browser would.
import { describe, expect, it, vi } from "vitest";
import { readPreferenceCookies } from "~/lib/preferences/cookies.server";

function requestWithCookie(cookie: string | null): Request {
  return new Request("https://parkplay.example/", cookie === null ? {} : { headers: { Cookie: cookie } });
}

describe("readPreferenceCookies", () => {
  it("reads nothing hidden and the tip shown when there are no cookies", () => {
    const log = vi.fn();
    expect(readPreferenceCookies(requestWithCookie(null), log)).toEqual({ hiddenSourceIds: [], tipDismissed: false });
    expect(log).not.toHaveBeenCalled();
  });

  it("reads the hidden ids and the dismissed tip among other cookies", () => {
    const log = vi.fn();
    const preferences = readPreferenceCookies(requestWithCookie("theme=dark; pp_hidden=youtube.espn; other=1;pp_tip=1"), log);
    expect(preferences).toEqual({ hiddenSourceIds: ["youtube", "espn"], tipDismissed: true });
    expect(log).not.toHaveBeenCalled();
  });

  it("does not mistake a cookie whose name only ends like ours", () => {
    expect(readPreferenceCookies(requestWithCookie("xpp_hidden=youtube; pp_tipx=1"), vi.fn())).toEqual({
      hiddenSourceIds: [],
      tipDismissed: false,
    });
  });

  it("keeps the valid ids of a damaged value and logs one line naming the cookies, never their values", () => {
    const log = vi.fn();
    const preferences = readPreferenceCookies(requestWithCookie("pp_hidden=__proto__.netflix.secretvalue; pp_tip=maybe"), log);
    expect(preferences).toEqual({ hiddenSourceIds: ["netflix"], tipDismissed: false });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({
      event: "preference_cookie_repaired",
      cookies: ["pp_hidden", "pp_tip"],
      problems: ["unknown_ids", "unknown_value"],
    });
    expect(JSON.stringify(log.mock.calls)).not.toContain("secretvalue");
  });

  it("falls back to nothing hidden for an over-long cookie", () => {
    const log = vi.fn();
    expect(readPreferenceCookies(requestWithCookie(`pp_hidden=${"youtube.".repeat(500)}`), log).hiddenSourceIds).toEqual([]);
    expect(log).toHaveBeenCalledWith({ event: "preference_cookie_repaired", cookies: ["pp_hidden"], problems: ["too_long"] });
  });
});
