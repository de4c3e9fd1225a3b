// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readBenchSettings } from "../../bench/settings.ts";

describe("readBenchSettings", () => {
  it("defaults to 7 rounds, both profiles, every phase and free ports", () => {
    const settings = readBenchSettings({});
    expect(settings.rounds).toBe(7);
    expect(settings.profiles.map((profile) => profile.name)).toEqual(["slow-4g", "weak-cell"]);
    expect(settings.phases).toEqual(["pages", "worker", "lighthouse"]);
    expect(settings.workerPort).toBeNull();
    expect(settings.proxyPort).toBeNull();
  });

  it("reads rounds, a profile subset, phases and ports", () => {
    const settings = readBenchSettings({
      BENCH_ROUNDS: "2",
      BENCH_PROFILES: " weak-cell ",
      BENCH_PHASES: "worker,pages",
      BENCH_WORKER_PORT: "8870",
    });
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
  ])("rejects %s=%s with a message naming it", (name, value) => {
    expect(() => readBenchSettings({ [name]: value })).toThrow(name);
  });
});
