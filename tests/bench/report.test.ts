// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { RouteBytes } from "../../bench/byte-budgets.ts";
import { renderMarkdownSection } from "../../bench/report.ts";
import type { BenchResults, CellSummary } from "../../bench/results.ts";

const summary = (value: number) => ({ median: value, min: value, max: value, count: 1 });

function cell(variant: string, lcpToDefault: number | null, documentHeaders: number, allHeaders: number): CellSummary {
  return {
    profile: "slow-4g",
    route: "/",
    variant,
    measuredRounds: 1,
    failedRounds: 0,
    unsettledRounds: 0,
    protocols: ["h2"],
    fcpMs: summary(900),
    lcpMs: summary(1_000),
    tbtMs: summary(50),
    cls: summary(0),
    loadMs: summary(2_000),
    requests: summary(49),
    transferredBytes: summary(150_000),
    documentRequestHeaderBytes: summary(documentHeaders),
    requestHeaderBytes: summary(allHeaders),
    lcpToStaticFloor: null,
    lcpToDefault,
    verdict: { fcp: true, lcp: true, tbt: true, cls: true, lcpToStaticFloor: null, lcpToDefault: lcpToDefault === null ? null : false },
  };
}

function dashboardBytes(setup: string | null, firstFlightGzipBytes: number): RouteBytes {
  const file = { url: "https://example.test/", bytes: 0, gzipBytes: firstFlightGzipBytes };
  return {
    path: "/",
    setup,
    html: file,
    inlineCss: { bytes: 0, gzipBytes: 0 },
    stylesheets: [],
    firstFlightGzipBytes,
    firstLoadJs: [],
    firstLoadJsGzipBytes: 1,
    sentryFiles: [],
  };
}

const results: BenchResults = {
  startedAt: "2026-11-24T00:00:00.000Z",
  finishedAt: "2026-11-24T00:05:00.000Z",
  commit: "abc1234",
  environment: { node: "v24", chromium: "156", cpus: 2, cpuModel: "test", platform: "linux x64" },
  settings: {
    rounds: 3,
    profiles: ["slow-4g"],
    phases: ["pages"],
    viewport: { width: 1280, height: 720 },
    quietWindowMs: 5_000,
    headerTableBytes: 4096,
    notes: [],
  },
  bytes: [dashboardBytes(null, 13_000), dashboardBytes("maximal", 16_000)],
  budgetViolations: [],
  pageLoads: [],
  cells: [cell("app", null, 445, 4_011), cell("maximal-setup", 1.2, 3_103, 148_977)],
  worker: null,
  lighthouse: null,
};

describe("renderMarkdownSection", () => {
  const section = renderMarkdownSection(results, null);

  it("lists the dashboard with the maximal setup among the bytes, judged against its own first-flight ratchet", () => {
    expect(section).toMatch(/\| `\/` with the maximal setup \|[^\n]*\| 15\.6 KB ❌ \|/);
  });

  it("gives the maximal setup's LCP as a ratio to the default dashboard's and names a missed target", () => {
    expect(section).toContain("LCP ÷ default");
    expect(section).toMatch(/\| `\/` \| maximal-setup \|[^\n]*\| — \| 1\.20× \| ❌ lcpToDefault \|/);
  });

  it("reports request-header bytes for the document and the whole load, with and without the setup", () => {
    expect(section).toContain("announced an HPACK table of 4096 bytes");
    expect(section).toContain("| slow-4g | `/` | app | 49 | 445 | 4011 |");
    expect(section).toContain("| slow-4g | `/` | maximal-setup | 49 | 3103 | 148977 |");
  });
});
