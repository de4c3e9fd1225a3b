import { describe, expect, it } from "vitest";
import { sourceIds } from "~/data/sources";
import {
  decodeHiddenSourcesCookie,
  decodeSettingsTipCookie,
  encodeHiddenSourcesCookie,
  hiddenSourcesCookie,
  hiddenSourcesCookieName,
  maxHiddenSourcesCookieLength,
  settingsTipCookie,
  settingsTipCookieName,
} from "~/lib/preferences/format";

// RFC 6265 cookie-octet: printable ASCII except space, DQUOTE, comma, semicolon and backslash.
const cookieOctets = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

describe("hidden sources cookie value", () => {
  it("round-trips every selection as plain cookie octets", () => {
    for (const hidden of [["youtube"], ["espn", "plex", "googlecalendar"], sourceIds] as const) {
      const value = encodeHiddenSourcesCookie(hidden);
      expect(value).toMatch(cookieOctets);
      expect(decodeHiddenSourcesCookie(value)).toEqual({ hidden, problem: null });
    }
  });

  it("holds ids only, in catalogue order", () => {
    expect(encodeHiddenSourcesCookie(["plex", "youtube"])).toBe("youtube.plex");
  });

  it("reads an absent or empty cookie as nothing hidden, with no problem", () => {
    expect(decodeHiddenSourcesCookie(undefined)).toEqual({ hidden: [], problem: null });
    expect(decodeHiddenSourcesCookie("")).toEqual({ hidden: [], problem: null });
  });

  it("fits every id at once within its size bound", () => {
    expect(encodeHiddenSourcesCookie(sourceIds).length).toBeLessThanOrEqual(maxHiddenSourcesCookieLength);
    expect(maxHiddenSourcesCookieLength).toBeLessThan(1024);
  });

  it("rejects an over-long value unread", () => {
    expect(decodeHiddenSourcesCookie(`youtube.${"x".repeat(4000)}`)).toEqual({ hidden: [], problem: "too_long" });
    expect(decodeHiddenSourcesCookie("youtube.".repeat(200))).toEqual({ hidden: [], problem: "too_long" });
  });

  it("drops unknown and inherited names but keeps the valid ids beside them", () => {
    expect(decodeHiddenSourcesCookie("__proto__.youtube.constructor.myspace.espn")).toEqual({
      hidden: ["youtube", "espn"],
      problem: "unknown_ids",
    });
    expect(decodeHiddenSourcesCookie("%7B%7D")).toEqual({ hidden: [], problem: "unknown_ids" });
    expect(decodeHiddenSourcesCookie('{"youtube":""}')).toEqual({ hidden: [], problem: "unknown_ids" });
  });

  it("reorders and de-duplicates valid ids, flagging the value for a rewrite", () => {
    expect(decodeHiddenSourcesCookie("plex.youtube.plex")).toEqual({ hidden: ["youtube", "plex"], problem: "not_canonical" });
  });
});

describe("settings tip cookie value", () => {
  it("reads dismissed only from the value the browser writes", () => {
    const written = settingsTipCookie(true, { secure: false });
    const value = /^pp_tip=([^;]*);/.exec(written)?.[1];
    expect(decodeSettingsTipCookie(value)).toEqual({ dismissed: true, problem: null });
    expect(decodeSettingsTipCookie(undefined)).toEqual({ dismissed: false, problem: null });
  });

  it.each(["true", "0", "", "x".repeat(5000)])("treats %j as not dismissed and flags it", (value) => {
    expect(decodeSettingsTipCookie(value)).toEqual({ dismissed: false, problem: "unknown_value" });
  });
});

describe("document.cookie assignments", () => {
  const oneYear = 365 * 24 * 60 * 60;

  it("last a year on the whole site, Lax, and Secure only on https pages", () => {
    const plain = hiddenSourcesCookie(["youtube", "espn"], { secure: false });
    expect(plain).toBe(`${hiddenSourcesCookieName}=youtube.espn; Path=/; Max-Age=${oneYear}; SameSite=Lax`);
    expect(hiddenSourcesCookie(["youtube"], { secure: true })).toMatch(/; SameSite=Lax; Secure$/);
    expect(settingsTipCookie(true, { secure: false })).toBe(`${settingsTipCookieName}=1; Path=/; Max-Age=${oneYear}; SameSite=Lax`);
  });

  it("delete the cookie when there is nothing to remember", () => {
    expect(hiddenSourcesCookie([], { secure: false })).toBe(`${hiddenSourcesCookieName}=; Path=/; Max-Age=0; SameSite=Lax`);
    expect(settingsTipCookie(false, { secure: true })).toBe(`${settingsTipCookieName}=; Path=/; Max-Age=0; SameSite=Lax; Secure`);
  });
});
