import { describe, expect, it } from "vitest";
import { sourceIds } from "~/data/sources";
import {
  applyVisibilityChoices,
  canonicalHiddenSources,
  parseHiddenSources,
  sameHiddenSources,
  serializeHiddenSources,
} from "~/lib/preferences/hidden-sources";

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

  it("drops unknown and inherited keys but keeps the valid ids beside them", () => {
    const stored = '{"__proto__":"","constructor":"","toString":"","myspace":"","youtube":"","YouTube":"","twitch":""}';
    const parsed = parseHiddenSources(stored);
    expect(parsed).toEqual({ hidden: ["youtube", "twitch"], repaired: true });
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

describe("canonicalHiddenSources and sameHiddenSources", () => {
  it("orders by catalogue and removes duplicates, so equal choices compare equal", () => {
    const a = canonicalHiddenSources(["plex", "youtube", "plex"]);
    const b = canonicalHiddenSources(["youtube", "plex"]);
    expect(a).toEqual(["youtube", "plex"]);
    expect(sameHiddenSources(a, b)).toBe(true);
    expect(sameHiddenSources(a, ["youtube"])).toBe(false);
    expect(sameHiddenSources(a, ["youtube", "espn"])).toBe(false);
  });
});
