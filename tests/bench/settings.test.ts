// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readBenchSettings } from "../../bench/settings.ts";
import { benchCells } from "../../bench/variants.ts";

describe("readBenchSettings", () => {
  it("defaults to 7 rounds, both profiles, every phase, 20 phone-to-car samples, 7 settings saves, 10 card taps, 5 card scrolls and free ports", () => {
    const settings = readBenchSettings({});
    expect(settings.rounds).toBe(7);
    expect(settings.pairingSamples).toBe(20);
    expect(settings.settingsSamples).toBe(7);
    expect(settings.cardTapSamples).toBe(10);
    expect(settings.cardScrollSamples).toBe(5);
    expect(settings.profiles.map((profile) => profile.name)).toEqual(["slow-4g", "weak-cell"]);
    expect(settings.phases).toEqual([
      "pages",
      "worker",
      "lighthouse",
      "pairing",
      "settings",
      "cards",
      "scroll",
      "tap-during-load",
      "carry",
    ]);
    expect(settings.workerPort).toBeNull();
    expect(settings.proxyPort).toBeNull();
    expect(settings.headerTableBytes).toBe(4096);
    expect(settings.routes).toEqual(["/", "/about", "/debug"]);
    expect(settings.variants).toEqual([
      "app",
      "no-js",
      "static-floor",
      "hidden-sources",
      "logos-failing",
      "maximal-setup",
      "light-theme",
      "automatic-theme",
      "large-cards",
      "compact-cards",
      "app-ar",
      "static-floor-ar",
      "app-ja",
      "static-floor-ja",
    ]);
  });

  it("reads a subset of routes and variants, and the cells are exactly those", () => {
    const settings = readBenchSettings({ BENCH_ROUTES: "/", BENCH_VARIANTS: "maximal-setup,app" });
    expect(settings.routes).toEqual(["/"]);
    expect(settings.variants).toEqual(["app", "maximal-setup"]);
    expect(benchCells(settings).map(({ route, variant }) => `${route} ${variant.name}`)).toEqual(["/ app", "/ maximal-setup"]);
  });

  it("runs the card-tap phase alone, with fewer samples, and refuses more than the beacon's rate limit allows", () => {
    const settings = readBenchSettings({ BENCH_PHASES: "cards", BENCH_CARD_TAP_SAMPLES: "3" });
    expect(settings.phases).toEqual(["cards"]);
    expect(settings.cardTapSamples).toBe(3);
    expect(() => readBenchSettings({ BENCH_CARD_TAP_SAMPLES: "21" })).toThrow(/BENCH_CARD_TAP_SAMPLES must be an integer from 1 to 20/);
  });

  it("runs the card-scroll phase alone on both profiles, with fewer samples", () => {
    const settings = readBenchSettings({ BENCH_PHASES: "scroll", BENCH_SCROLL_SAMPLES: "2" });
    expect(settings.phases).toEqual(["scroll"]);
    expect(settings.cardScrollSamples).toBe(2);
    expect(settings.profiles.map((profile) => profile.name)).toEqual(["slow-4g", "weak-cell"]);
  });

  it("runs the phone-to-car phase alone, with fewer samples for a smoke run", () => {
    const settings = readBenchSettings({ BENCH_PHASES: "pairing", BENCH_PAIRING_SAMPLES: "3" });
    expect(settings.phases).toEqual(["pairing"]);
    expect(settings.pairingSamples).toBe(3);
  });

  it("reads rounds, a profile subset, phases and ports", () => {
    const settings = readBenchSettings({
      BENCH_ROUNDS: "2",
      BENCH_PROFILES: " weak-cell ",
      BENCH_PHASES: "worker,pages",
      BENCH_WORKER_PORT: "8870",
      BENCH_HEADER_TABLE_BYTES: "65536",
    });
    expect(settings.headerTableBytes).toBe(65_536);
    expect(settings.rounds).toBe(2);
    expect(settings.profiles.map((profile) => profile.name)).toEqual(["weak-cell"]);
    expect(settings.phases).toEqual(["pages", "worker"]);
    expect(settings.workerPort).toBe(8870);
  });

  it.each([
    ["BENCH_ROUNDS", "0"],
    ["BENCH_ROUNDS", "2.5"],
    ["BENCH_ROUNDS", "many"],
    ["BENCH_PROFILES", "3g"],
    ["BENCH_PHASES", "pages,fonts"],
    ["BENCH_PROXY_PORT", "70000"],
    ["BENCH_ROUTES", "/settings"],
    ["BENCH_VARIANTS", "app,maximal"],
    ["BENCH_PAIRING_SAMPLES", "21"],
    ["BENCH_PAIRING_SAMPLES", "0"],
    ["BENCH_SCROLL_SAMPLES", "0"],
    ["BENCH_SCROLL_SAMPLES", "51"],
  ])("rejects %s=%s with a message naming it", (name, value) => {
    expect(() => readBenchSettings({ [name]: value })).toThrow(name);
  });
});
