import type autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import { logoSpriteFor } from "~/lib/catalogue/catalogue.server";
import { heapReport, type HeapSample } from "../../bench/isolate-heap";
import {
  cookieHeader,
  findBuildScript,
  loadPhases,
  markdownSection,
  memoryReport,
  memorySample,
  missedTargets,
  parseScale,
  requestMix,
  summarisePhase,
  visitorCookies,
  youtubeReferrer,
  type LoadReport,
} from "../../bench/load-plan";

describe("requestMix", () => {
  const mix = requestMix("/build/entry.client-ABC.js");

  it("covers every page, a build chunk, the US page's logo sprite and the favicon", () => {
    const paths = new Set(mix.map(({ path }) => path));
    for (const path of ["/", "/about", "/debug", "/build/entry.client-ABC.js", logoSpriteFor("us"), "/favicon.svg"])
      expect(paths).toContain(path);
  });

  it("sends pages with and without the visitor's cookies and the YouTube referrer", () => {
    const pages = mix.filter(({ path }) => ["/", "/about", "/debug"].includes(path));
    const cookie = cookieHeader(visitorCookies);
    expect(pages.some(({ headers = {} }) => !headers["cookie"] && !headers["referer"])).toBe(true);
    expect(pages.some(({ headers = {} }) => headers["cookie"] === cookie && !headers["referer"])).toBe(true);
    expect(pages.some(({ headers = {} }) => headers["referer"] === youtubeReferrer && !headers["cookie"])).toBe(true);
    expect(pages.some(({ headers = {} }) => headers["referer"] === youtubeReferrer && headers["cookie"] === cookie)).toBe(true);
  });

  it("uses the cookie set it is given", () => {
    const custom = requestMix("/build/x.js", { other: "a b" });
    expect(custom.map(({ headers = {} }) => headers["cookie"]).filter(Boolean)).toContain("other=a b");
  });

  it("gives every request a distinct label", () => {
    expect(new Set(mix.map(({ label }) => label)).size).toBe(mix.length);
  });
});

describe("cookieHeader", () => {
  it("joins name=value pairs the way browsers send them", () => {
    expect(cookieHeader({ pp_hidden: "netflix,hulu", pp_fullscreen: "1" })).toBe("pp_hidden=netflix,hulu; pp_fullscreen=1");
  });
});

describe("findBuildScript", () => {
  it("finds a hashed script the document loads", () => {
    const html =
      '<link rel="modulepreload" href="/build/_shared/chunk-X1.js"/><script type="module">import "/build/entry.client-Y2.js";</script>';
    expect(findBuildScript(html)).toBe("/build/_shared/chunk-X1.js");
  });

  it("returns null when the document names none", () => {
    expect(findBuildScript('<link rel="icon" href="/favicon.svg"/>')).toBeNull();
  });
});

describe("loadPhases", () => {
  it("runs 10 connections for 30 s, 50 for 30 s, then a soak of 30,000 requests at 10 within 45 minutes", () => {
    const phases = loadPhases(1);
    expect(phases.map(({ connections, durationSeconds, soak }) => [connections, durationSeconds, soak])).toEqual([
      [10, 30, false],
      [50, 30, false],
      [10, 2700, true],
    ]);
    expect(phases.at(-1)?.maxRequests).toBe(30_000);
  });

  it("caps every phase's request count", () => {
    for (const phase of loadPhases(1)) expect(phase.maxRequests).toBeGreaterThanOrEqual(phase.durationSeconds * phase.connections);
    for (const phase of loadPhases(1)) expect(Number.isFinite(phase.maxRequests)).toBe(true);
  });

  it("scales durations and the soak's requests for a trial run, never below one second or one request a connection", () => {
    expect(loadPhases(0.1).map(({ durationSeconds }) => durationSeconds)).toEqual([3, 3, 270]);
    expect(loadPhases(0.1).at(-1)?.maxRequests).toBe(3_000);
    expect(loadPhases(0.0001).map(({ durationSeconds }) => durationSeconds)).toEqual([1, 1, 1]);
    expect(loadPhases(0.0001).at(-1)?.maxRequests).toBe(10);
  });
});

describe("parseScale", () => {
  it("defaults to the full run", () => {
    expect(parseScale(undefined)).toBe(1);
    expect(parseScale(" ")).toBe(1);
    expect(parseScale("0.1")).toBe(0.1);
  });

  it.each(["0", "-1", "2", "abc", "Infinity"])("refuses %s", (value) => {
    expect(() => parseScale(value)).toThrow(/LOAD_SCALE/);
  });
});

function autocannonResult(overrides: Partial<autocannon.Result>): autocannon.Result {
  const histogram = { average: 0, max: 0, p50: 0, p99: 0, total: 0 };
  return {
    duration: 10,
    latency: histogram,
    requests: histogram,
    errors: 0,
    timeouts: 0,
    "1xx": 0,
    "2xx": 0,
    "3xx": 0,
    "4xx": 0,
    "5xx": 0,
    statusCodeStats: {},
    ...overrides,
  };
}

function steadyPhase() {
  const [phase] = loadPhases(1);
  if (!phase) throw new Error("loadPhases returned no phase");
  return phase;
}

describe("summarisePhase", () => {
  const phase = steadyPhase();

  it("reports throughput, latency percentiles and status counts", () => {
    const result = autocannonResult({
      duration: 10,
      requests: { average: 0, max: 0, p50: 0, p99: 0, total: 1234 },
      latency: { average: 20, max: 300, p50: 15, p99: 120, total: 0 },
      "2xx": 1200,
      "3xx": 34,
      statusCodeStats: { "200": { count: 1200 }, "302": { count: 34 } },
    });
    expect(summarisePhase(phase, result)).toMatchObject({
      requests: 1234,
      requestsPerSecond: 123,
      latencyMs: { p50: 15, p99: 120, max: 300 },
      non2xx3xx: 0,
      statusCounts: { "200": 1200, "302": 34 },
    });
  });

  it("counts 1xx, 4xx and 5xx answers as missed, not 3xx", () => {
    const result = autocannonResult({ "1xx": 1, "3xx": 50, "4xx": 2, "5xx": 3 });
    expect(summarisePhase(phase, result).non2xx3xx).toBe(6);
  });
});

describe("memoryReport", () => {
  const at = (label: string, kib: number[]) =>
    memorySample(
      label,
      0,
      kib.map((rssKiB, index) => ({ pid: index + 1, rssKiB })),
    );

  it("sums workerd processes and compares the first and last soak samples", () => {
    const soak = [at("before soak", [100, 200]), at("soak +10 s", [150, 260]), at("after soak", [120, 210])];
    expect(memoryReport(soak, soak)).toMatchObject({ beforeSoakKiB: 300, afterSoakKiB: 330, growthKiB: 30, peakDuringSoakKiB: 410 });
  });

  it("refuses a soak without samples", () => {
    expect(() => memoryReport([], [])).toThrow(/no memory samples/);
  });
});

const heapSample = (label: string, usedBytes: number): HeapSample => ({
  label,
  secondsIntoRun: 0,
  usedBytes,
  totalBytes: usedBytes,
  backingStorageBytes: null,
});

function soakPhase() {
  const phase = loadPhases(1).find(({ soak }) => soak);
  if (!phase) throw new Error("loadPhases has no soak");
  return phase;
}

interface ReportOverrides {
  errors?: number;
  non2xx3xx?: number;
  soakRequests?: number;
  heapAfterSoakBytes?: number;
}

function report(scale: number, overrides: ReportOverrides = {}): LoadReport {
  const { errors = 0, non2xx3xx = 0, soakRequests = 30_000, heapAfterSoakBytes = 17 * 1024 * 1024 } = overrides;
  const steady = { ...summarisePhase(steadyPhase(), autocannonResult({})), errors, non2xx3xx };
  const requests = { average: 0, max: 0, p50: 0, p99: 0, total: soakRequests };
  const soak = summarisePhase(soakPhase(), autocannonResult({ requests }));
  const sample = memorySample("before soak", 0, [{ pid: 1, rssKiB: 2048 }]);
  const beforeSoak = heapSample("before soak", 16 * 1024 * 1024);
  const afterSoak = heapSample("after soak", heapAfterSoakBytes);
  return {
    date: "2025-01-31T12:00:00.000Z",
    commit: "abc1234",
    node: "v24.0.0",
    cpus: 2,
    loadAverage: 0.42,
    scale,
    target: "http://127.0.0.1:8789",
    mix: ["/", "/favicon.svg"],
    phases: [steady, soak],
    heap: heapReport([beforeSoak, afterSoak], beforeSoak, afterSoak, soakRequests),
    devServerMemory: memoryReport([sample], [sample]),
    workerdStopped: true,
  };
}

describe("missedTargets", () => {
  it("is empty when no phase had errors or answers outside 2xx/3xx, the soak served all its requests and the heap held", () => {
    expect(missedTargets(report(1))).toEqual([]);
  });

  it("names the phase and the count that missed", () => {
    expect(missedTargets(report(1, { errors: 2, non2xx3xx: 5 }))).toEqual([
      "steady, 10 connections: 2 errors",
      "steady, 10 connections: 5 answers outside 2xx/3xx",
    ]);
  });

  it("names a soak its time limit cut short", () => {
    expect(missedTargets(report(1, { soakRequests: 21_000 }))).toEqual([
      "soak, 10 connections: 21,000 of 30,000 requests within its time limit",
    ]);
  });

  it("names a heap that grew more than 10% over the soak", () => {
    expect(missedTargets(report(1, { heapAfterSoakBytes: 17.5 * 1024 * 1024 }))).toEqual([]);
    expect(missedTargets(report(1, { heapAfterSoakBytes: 18 * 1024 * 1024 }))).toEqual([
      "worker heap: +2.0 MiB (+12.5%) over 30,000 soak requests; the limit is +10%",
    ]);
  });
});

describe("markdownSection", () => {
  it("has a dated heading, one table row per phase, the worker's heap and the dev server's memory", () => {
    const section = markdownSection(report(1));
    expect(section.startsWith("## Load and soak — 2025-01-31\n")).toBe(true);
    expect(section).toContain("| steady, 10 connections | 10 |");
    expect(section).toContain(
      "Worker isolate JS heap (used, after a forced garbage collection, through wrangler's inspector): 16.0 MiB before the soak, " +
        "17.0 MiB after its 30,000 requests (+1.0 MiB, +6.3%; limit +10%: met), 14% of a deployed isolate's 128 MB.",
    );
    expect(section).toMatch(/Dev server resident memory \(.*not the worker's\): 2\.0 MiB before the soak/);
    expect(section).toContain("load average 0.4 at the start");
    expect(section).not.toContain("Trial run");
  });

  it("says when the heap grew past its limit", () => {
    expect(markdownSection(report(1, { heapAfterSoakBytes: 18 * 1024 * 1024 }))).toContain("limit +10%: missed");
  });

  it("says when the run was shortened", () => {
    expect(markdownSection(report(0.1))).toContain("LOAD_SCALE=0.1");
  });
});
