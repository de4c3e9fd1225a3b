import { describe, expect, it } from "vitest";
import { sourceIds } from "~/data/sources";
import { completeCatalogueEntries, isCatalogueId } from "~/lib/catalogue/complete";
import { serializeCookie } from "~/lib/cookies/cookie";
import { cardSizes, themes } from "~/lib/display/display";
import {
  applyVisibilityChoices,
  cardSizeCookie,
  canonicalHiddenSources,
  hiddenSourcesCookieFor,
  maxHiddenSourcesCookieLength,
  parseHiddenSources,
  serializeHiddenSources,
  settingsTipCookie,
  themeCookie,
} from "~/lib/preferences/stored/cookie-codecs";

/** The worker's cookie, which knows every region's ids. */
const hiddenSourcesCookie = hiddenSourcesCookieFor(isCatalogueId);
const decodeHiddenSourcesCookie = hiddenSourcesCookie.decode;
const encodeHiddenSourcesCookie = hiddenSourcesCookie.encode;

// RFC 6265 cookie-octet: printable ASCII except space, DQUOTE, comma, semicolon and backslash.
const cookieOctets = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

describe("hidden sources cookie value", () => {
  it("round-trips every selection as plain cookie octets", () => {
    for (const hidden of [["youtube"], ["espn", "plex", "googlecalendar"], sourceIds] as const) {
      const value = encodeHiddenSourcesCookie(hidden);
      expect(value).toMatch(cookieOctets);
      expect(decodeHiddenSourcesCookie(value)).toEqual({ value: hidden, problem: null });
    }
  });

  it("holds ids only, in catalogue order", () => {
    expect(encodeHiddenSourcesCookie(["plex", "youtube"])).toBe("youtube.plex");
  });

  it("reads an absent or empty cookie as nothing hidden, with no problem", () => {
    expect(hiddenSourcesCookie.absent).toEqual([]);
    expect(decodeHiddenSourcesCookie("")).toEqual({ value: [], problem: null });
  });

  it("fits every id at once within its size bound", () => {
    const everyRegionsIds = completeCatalogueEntries.map(([id]) => id);
    expect(encodeHiddenSourcesCookie(everyRegionsIds).length).toBeLessThanOrEqual(maxHiddenSourcesCookieLength);
    expect(maxHiddenSourcesCookieLength).toBeLessThanOrEqual(2048);
  });

  it("rejects an over-long value unread", () => {
    expect(decodeHiddenSourcesCookie(`youtube.${"x".repeat(4000)}`)).toEqual({ value: [], problem: "too_long" });
    expect(decodeHiddenSourcesCookie("youtube.".repeat(300))).toEqual({ value: [], problem: "too_long" });
  });

  it("keeps every region's ids in canonical order: bundled ones as released, then the others alphabetically", () => {
    expect(decodeHiddenSourcesCookie("youtube.espn.bbciplayer.zdf")).toEqual({
      value: ["youtube", "espn", "bbciplayer", "zdf"],
      problem: null,
    });
    expect(decodeHiddenSourcesCookie("zdf.bbciplayer")).toEqual({ value: ["bbciplayer", "zdf"], problem: "not_canonical" });
    expect(encodeHiddenSourcesCookie(["zdf", "hulu", "youtube"])).toBe("youtube.hulu.zdf");
  });

  it("drops unknown and inherited names but keeps the valid ids beside them", () => {
    expect(decodeHiddenSourcesCookie("__proto__.youtube.constructor.myspace.espn")).toEqual({
      value: ["youtube", "espn"],
      problem: "unknown_ids",
    });
    expect(decodeHiddenSourcesCookie("%7B%7D")).toEqual({ value: [], problem: "unknown_ids" });
    expect(decodeHiddenSourcesCookie('{"youtube":""}')).toEqual({ value: [], problem: "unknown_ids" });
  });

  it("reorders and de-duplicates valid ids, flagging the value for a rewrite", () => {
    expect(decodeHiddenSourcesCookie("plex.youtube.plex")).toEqual({ value: ["youtube", "plex"], problem: "not_canonical" });
  });
});

describe("settings tip cookie value", () => {
  it("reads dismissed only from the value the worker writes", () => {
    const written = serializeCookie(settingsTipCookie, true, { secure: false });
    const value = /^pp_tip=([^;]*);/.exec(written)?.[1] ?? "";
    expect(settingsTipCookie.decode(value)).toEqual({ value: true, problem: null });
    expect(settingsTipCookie.absent).toBe(false);
  });

  it.each(["true", "0", "", "x".repeat(5000)])("treats %j as not dismissed and flags it", (value) => {
    expect(settingsTipCookie.decode(value)).toEqual({ value: false, problem: "unknown_value" });
  });
});

describe("theme and card size cookie values", () => {
  it("round-trip every choice but the default, which is no cookie at all", () => {
    for (const theme of themes) {
      const written = serializeCookie(themeCookie, theme, { secure: false });
      const value = /^pp_theme=([^;]*);/.exec(written)?.[1] ?? "";
      expect(value === "" ? themeCookie.absent : themeCookie.decode(value).value).toBe(theme);
      expect(value === "").toBe(theme === "dark");
    }
    for (const cardSize of cardSizes) {
      const written = serializeCookie(cardSizeCookie, cardSize, { secure: false });
      const value = /^pp_card_size=([^;]*);/.exec(written)?.[1] ?? "";
      expect(value === "" ? cardSizeCookie.absent : cardSizeCookie.decode(value).value).toBe(cardSize);
      expect(value === "").toBe(cardSize === "standard");
    }
  });

  it.each(["sepia", "Light", "__proto__", "x".repeat(5000)])("reads %j as the default and flags it", (value) => {
    expect(themeCookie.decode(value)).toEqual({ value: "dark", problem: "unknown_value" });
    expect(cardSizeCookie.decode(value)).toEqual({ value: "standard", problem: "unknown_value" });
  });

  it("flags a stored default, which the worker never writes, for a rewrite", () => {
    expect(themeCookie.decode("dark")).toEqual({ value: "dark", problem: "not_canonical" });
    expect(cardSizeCookie.decode("standard")).toEqual({ value: "standard", problem: "not_canonical" });
  });
});

describe("the preference cookies the action sets", () => {
  const oneYear = 365 * 24 * 60 * 60;

  it("last a year on the whole site, hidden from scripts, Lax, and Secure only on https pages", () => {
    const plain = serializeCookie(hiddenSourcesCookie, ["youtube", "espn"], { secure: false });
    expect(plain).toBe(`pp_hidden=youtube.espn; Max-Age=${oneYear}; Path=/; HttpOnly; SameSite=Lax`);
    expect(serializeCookie(hiddenSourcesCookie, ["youtube"], { secure: true })).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    expect(serializeCookie(settingsTipCookie, true, { secure: false })).toBe(
      `pp_tip=1; Max-Age=${oneYear}; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it("delete the cookie when there is nothing to remember", () => {
    expect(serializeCookie(hiddenSourcesCookie, [], { secure: false })).toBe("pp_hidden=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    expect(serializeCookie(settingsTipCookie, false, { secure: true })).toBe("pp_tip=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
  });
});

describe("serializeHiddenSources", () => {
  it("writes a JSON map from id to empty string, in catalogue order", () => {
    const text = serializeHiddenSources(["netflix", "youtube"]);
    expect(JSON.parse(text)).toEqual({ youtube: "", netflix: "" });
    expect(Object.keys(JSON.parse(text) as object)).toEqual(["youtube", "netflix"]);
  });

  it("writes {} when nothing is hidden", () => {
    expect(serializeHiddenSources([])).toBe("{}");
  });
});

describe("parseHiddenSources", () => {
  it("reads nothing hidden, unrepaired, when nothing is stored", () => {
    expect(parseHiddenSources(null)).toEqual({ hidden: [], repaired: false });
  });

  it("round-trips every selection without asking for a repair", () => {
    for (const hidden of [[], ["youtube"], ["espn", "plex", "googlecalendar"], sourceIds] as const) {
      expect(parseHiddenSources(serializeHiddenSources(hidden))).toEqual({ hidden, repaired: false });
    }
  });

  it("keeps ids whatever their value, and puts them into catalogue order", () => {
    expect(parseHiddenSources('{"plex":true,"youtube":0,"espn":null}')).toEqual({ hidden: ["youtube", "espn", "plex"], repaired: true });
  });

  it.each([
    ["not JSON", "not json"],
    ["truncated JSON", '{"youtube":""'],
    ["an array", '["youtube","netflix"]'],
    ["a string", '"youtube"'],
    ["a number", "42"],
    ["null", "null"],
    ["an empty string", ""],
    ["a 100 KB string", "x".repeat(100_000)],
  ])("falls back to nothing hidden for %s", (_, stored) => {
    expect(parseHiddenSources(stored)).toEqual({ hidden: [], repaired: true });
  });

  it("drops keys that cannot be ids, keeps ids of other regions' form, and orders bundled ids first", () => {
    const stored = '{"__proto__":"","zdf":"","toString":"","bbciplayer":"","youtube":"","YouTube":"","twitch":""}';
    const parsed = parseHiddenSources(stored);
    expect(parsed).toEqual({ hidden: ["youtube", "twitch", "bbciplayer", "zdf"], repaired: true });
    expect(Object.prototype).not.toHaveProperty("youtube");
  });

  it("does not pollute Object.prototype through a __proto__ object", () => {
    parseHiddenSources('{"__proto__":{"polluted":""},"netflix":""}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps valid ids inside a 100 KB value", () => {
    const stored = JSON.stringify({ ["x".repeat(100_000)]: "", hulu: "" });
    expect(parseHiddenSources(stored)).toEqual({ hidden: ["hulu"], repaired: true });
  });

  it("asks for a repair when the map is valid but not canonical", () => {
    expect(parseHiddenSources('{"netflix":"","youtube":""}')).toEqual({ hidden: ["youtube", "netflix"], repaired: true });
    expect(parseHiddenSources('{ "youtube": "" }')).toEqual({ hidden: ["youtube"], repaired: true });
  });
});

describe("applyVisibilityChoices", () => {
  it("removes sources marked visible and adds sources marked hidden", () => {
    const next = applyVisibilityChoices(
      ["youtube", "netflix"],
      new Map([
        ["youtube", true],
        ["espn", false],
        ["hulu", true],
      ]),
    );
    expect(next).toEqual(["netflix", "espn"]);
  });

  it("leaves sources without a choice as they were", () => {
    expect(applyVisibilityChoices(["plex"], new Map())).toEqual(["plex"]);
  });

  it("hides everything when every source is marked hidden, and nothing when every source is marked visible", () => {
    expect(applyVisibilityChoices([], new Map(sourceIds.map((id) => [id, false])))).toEqual(sourceIds);
    expect(applyVisibilityChoices(sourceIds, new Map(sourceIds.map((id) => [id, true])))).toEqual([]);
  });
});

describe("canonicalHiddenSources", () => {
  it("orders by catalogue and removes duplicates, so equal choices are stored alike", () => {
    expect(canonicalHiddenSources(["plex", "youtube", "plex"])).toEqual(["youtube", "plex"]);
    expect(canonicalHiddenSources(["youtube", "plex"])).toEqual(canonicalHiddenSources(["plex", "youtube"]));
  });
});
