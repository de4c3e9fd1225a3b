// @vitest-environment node
// The request carries a Cookie header, which a browser-like Request (happy-dom) would hide.
import { describe, expect, it } from "vitest";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { preferencesAsCookieHeader, readPreferenceCookies, writePreferenceCookies } from "~/lib/preferences/server/cookies.server";

describe("readPreferenceCookies", () => {
  it("reads nothing hidden and the tip shown when there are no cookies", async () => {
    const cookies = new RequestCookies(null);
    expect((await readPreferenceCookies(cookies)).preferences).toMatchObject({ hiddenSourceIds: [], tipDismissed: false });
    expect(cookies.problems).toEqual([]);
  });

  it("reads the hidden ids and the dismissed tip among other cookies", async () => {
    const cookies = new RequestCookies("theme=dark; pp_hidden=youtube.espn; other=1;pp_tip=1");
    expect((await readPreferenceCookies(cookies)).preferences).toMatchObject({ hiddenSourceIds: ["youtube", "espn"], tipDismissed: true });
    expect(cookies.problems).toEqual([]);
  });

  it("does not mistake a cookie whose name only ends like ours", async () => {
    expect((await readPreferenceCookies(new RequestCookies("xpp_hidden=youtube; pp_tipx=1"))).preferences).toMatchObject({
      hiddenSourceIds: [],
      tipDismissed: false,
    });
  });

  it("keeps the valid ids of a damaged value and reports the cookies by name, never by value", async () => {
    const cookies = new RequestCookies("pp_hidden=__proto__.netflix.secretvalue; pp_tip=maybe");
    expect((await readPreferenceCookies(cookies)).preferences).toMatchObject({ hiddenSourceIds: ["netflix"], tipDismissed: false });
    expect(cookies.problems).toEqual([
      { cookie: "pp_hidden", problem: "unknown_ids" },
      { cookie: "pp_tip", problem: "unknown_value" },
    ]);
    expect(JSON.stringify(cookies.problems)).not.toContain("secretvalue");
  });

  it("falls back to nothing hidden for an over-long cookie", async () => {
    const cookies = new RequestCookies(`pp_hidden=${"youtube.".repeat(500)}`);
    expect((await readPreferenceCookies(cookies)).preferences.hiddenSourceIds).toEqual([]);
    expect(cookies.problems).toEqual([{ cookie: "pp_hidden", problem: "too_long" }]);
  });

  it("judges a value as it was sent: our codecs never escape, so an escaped one is foreign", async () => {
    const cookies = new RequestCookies("pp_hidden=youtube%2Enetflix");
    expect((await readPreferenceCookies(cookies)).preferences.hiddenSourceIds).toEqual([]);
    expect(cookies.problems).toEqual([{ cookie: "pp_hidden", problem: "unknown_ids" }]);
  });

  it("deletes a preference cookie nothing could be read from, and keeps one whose valid parts were read", async () => {
    const junk = await readPreferenceCookies(new RequestCookies(`pp_hidden=${"x".repeat(3000)}; pp_tip=maybe; pp_lang=xx`));
    expect(junk.unreadable.map((definition) => definition.name)).toEqual(["pp_hidden", "pp_tip", "pp_lang"]);
    const partly = await readPreferenceCookies(new RequestCookies("pp_hidden=__proto__.netflix; pp_tip=1"));
    expect(partly.unreadable).toEqual([]);
  });
});

describe("writePreferenceCookies", () => {
  const write = async (cookieHeader: string) => {
    const request = new Request("https://parkplay.example/preferences", { method: "POST", headers: { cookie: cookieHeader } });
    const cookies = new RequestCookies(cookieHeader);
    const { preferences } = await readPreferenceCookies(cookies);
    return (await writePreferenceCookies(preferences, request, changedAt)).setCookies.map((cookie) => cookie.split(";")[0]);
  };
  const changedAt = Date.UTC(2026, 11, 7, 23, 0);

  it("writes nothing for what the request already holds, in the worker's own form", async () => {
    expect(await write("pp_hidden=youtube.espn; pp_tip=1; pp_theme=light")).toEqual([]);
  });

  it("writes again a cookie sent in another form than the worker's, and deletes one that holds nothing readable", async () => {
    expect(await write("pp_hidden=netflix.__proto__; pp_tip=maybe; pp_theme=light")).toEqual([
      "pp_hidden=netflix",
      "pp_tip=",
      `pp_changed=${changedAt.toString(36)}`,
    ]);
  });

  it("stamps the setup with when it changed, which the next request reads back", async () => {
    // A save that changes nothing leaves the stamp as it was.
    expect(await write("pp_theme=light; pp_changed=1")).toEqual([]);
    const written = await write("pp_theme=light; pp_tip=maybe");
    const read = await readPreferenceCookies(new RequestCookies(`pp_theme=light; ${written.join("; ")}`));
    expect(read.changedAt).toBe(changedAt);
  });

  it("reads a damaged stamp as none, and reports it", async () => {
    const cookies = new RequestCookies("pp_theme=light; pp_changed=-12");
    expect((await readPreferenceCookies(cookies)).changedAt).toBeNull();
    expect(cookies.problems).toEqual([{ cookie: "pp_changed", problem: "unknown_value" }]);
  });
});

describe("preferencesAsCookieHeader", () => {
  it("holds every preference that is not its default, and reads back to the same preferences", async () => {
    const { preferences } = await readPreferenceCookies(
      new RequestCookies("pp_hidden=youtube.espn; pp_tip=1; pp_theme=light; pp_card_size=large; pp_lang=de; pp_region=dach"),
    );
    const header = await preferencesAsCookieHeader(preferences);
    expect(
      header
        .split("; ")
        .map((pair) => pair.slice(0, pair.indexOf("=")))
        .sort(),
    ).toEqual(["pp_card_size", "pp_hidden", "pp_lang", "pp_region", "pp_theme", "pp_tip"].sort());
    expect((await readPreferenceCookies(new RequestCookies(header))).preferences).toEqual(preferences);
  });

  it("is empty for the defaults", async () => {
    const { preferences } = await readPreferenceCookies(new RequestCookies(null));
    expect(await preferencesAsCookieHeader(preferences)).toBe("");
  });
});
