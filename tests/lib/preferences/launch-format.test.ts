// Issue 22's cookie codecs: pp_launch (how cards open) and pp_recent (recently opened), also the backup's and a backup
// link's texts. Compact, canonical, never throwing: unknown ids are dropped and reported by kind only.
import { describe, expect, it } from "vitest";
import { completeCatalogueEntries, isCatalogueId } from "~/lib/catalogue/complete";
import { defaultLaunchChoices } from "~/lib/links/launch-choices";
import { defaultRecentCards } from "~/lib/links/recent-cards";
import { launchCookie, recentCardsCookie } from "~/lib/preferences/server/cookies.server";
import {
  decodeLaunchChoices,
  decodeRecentCards,
  encodeLaunchChoices,
  encodeRecentCards,
  maxLaunchCookieLength,
  maxRecentCookieLength,
} from "~/lib/preferences/stored/cookie-codecs";
import { maxServices } from "~/lib/preferences/setup/service-rules";

const isKnown = (id: string) => isCatalogueId(id) || /^_[a-z0-9]{4}$/.test(id);

describe("pp_launch", () => {
  it("is absent (deleted) while every card is Automatic and the switch is off", () => {
    expect(encodeLaunchChoices(defaultLaunchChoices)).toBe("");
    expect(launchCookie.decode("")).toEqual({ value: defaultLaunchChoices, problem: null });
  });

  it("writes the switch, then the Full screen ids, then the Outside ids, sorted, leaving out empty groups at the end", () => {
    expect(encodeLaunchChoices({ ...defaultLaunchChoices, everyCardFullscreen: true })).toBe("1");
    expect(encodeLaunchChoices({ fullscreen: ["netflix", "hulu"], outside: [], everyCardFullscreen: false })).toBe("0~hulu.netflix");
    expect(encodeLaunchChoices({ fullscreen: [], outside: ["_k2x9"], everyCardFullscreen: true })).toBe("1~~_k2x9");
  });

  it("reads back what it wrote", () => {
    for (const choices of [
      { fullscreen: ["hulu", "netflix"], outside: ["_k2x9", "youtube"], everyCardFullscreen: true },
      { fullscreen: [], outside: ["espn"], everyCardFullscreen: false },
    ]) {
      expect(decodeLaunchChoices(encodeLaunchChoices(choices), isKnown)).toEqual({ value: choices, problem: null });
    }
  });

  it("drops unknown ids and keeps the rest, reporting the kind of problem", () => {
    expect(decodeLaunchChoices("0~netflix.evil~hulu", isKnown)).toEqual({
      value: { fullscreen: ["netflix"], outside: ["hulu"], everyCardFullscreen: false },
      problem: "unknown_ids",
    });
  });

  it("reads damaged or foreign text as far as it can, never throwing", () => {
    expect(decodeLaunchChoices("yes~netflix", isKnown)).toEqual({
      value: { fullscreen: ["netflix"], outside: [], everyCardFullscreen: false },
      problem: "damaged",
    });
    expect(decodeLaunchChoices("1~a~b~c", isKnown).problem).toBe("damaged");
    expect(decodeLaunchChoices("0~netflix~netflix", isKnown)).toEqual({
      value: { fullscreen: ["netflix"], outside: [], everyCardFullscreen: false },
      problem: "not_canonical",
    });
    expect(decodeLaunchChoices("0~__proto__.constructor", isKnown)).toEqual({ value: defaultLaunchChoices, problem: "unknown_ids" });
    expect(decodeLaunchChoices("1".repeat(maxLaunchCookieLength + 1), isKnown)).toEqual({
      value: defaultLaunchChoices,
      problem: "too_long",
    });
  });

  it("holds every card of every region and twenty services in a mode of their own", () => {
    const services = Array.from({ length: maxServices }, (_, index) => `_s${String(index).padStart(3, "0")}`);
    const ids = [...completeCatalogueEntries.map(([id]) => id), ...services];
    const half = Math.ceil(ids.length / 2);
    const text = encodeLaunchChoices({ fullscreen: ids.slice(0, half), outside: ids.slice(half), everyCardFullscreen: true });
    expect(text.length).toBeLessThanOrEqual(maxLaunchCookieLength);
    expect(decodeLaunchChoices(text, isKnown).problem).toBeNull();
  });
});

describe("pp_recent", () => {
  it("is absent while on and empty, '-' when turned off, else the ids newest first", () => {
    expect(encodeRecentCards(defaultRecentCards)).toBe("");
    expect(encodeRecentCards({ enabled: false, ids: [] })).toBe("-");
    expect(encodeRecentCards({ enabled: true, ids: ["netflix", "_k2x9"] })).toBe("netflix._k2x9");
    expect(recentCardsCookie.decode("-")).toEqual({ value: { enabled: false, ids: [] }, problem: null });
    expect(recentCardsCookie.decode("netflix._k2x9")).toEqual({ value: { enabled: true, ids: ["netflix", "_k2x9"] }, problem: null });
  });

  it("drops unknown ids and duplicates and keeps at most five, reporting the kind of problem", () => {
    expect(decodeRecentCards("netflix.evil.hulu", isKnown)).toEqual({
      value: { enabled: true, ids: ["netflix", "hulu"] },
      problem: "unknown_ids",
    });
    expect(decodeRecentCards("netflix.hulu.netflix", isKnown)).toEqual({
      value: { enabled: true, ids: ["netflix", "hulu"] },
      problem: "not_canonical",
    });
    expect(decodeRecentCards("youtube.netflix.hulu.disneyplus.max.peacock", isKnown)).toEqual({
      value: { enabled: true, ids: ["youtube", "netflix", "hulu", "disneyplus", "max"] },
      problem: "not_canonical",
    });
    expect(decodeRecentCards("x".repeat(maxRecentCookieLength + 1), isKnown)).toEqual({ value: defaultRecentCards, problem: "too_long" });
  });
});
