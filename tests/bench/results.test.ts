// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { PageLoadMetrics } from "../../bench/page-load.ts";
import { summarizeCells, targets, type PageLoadSample } from "../../bench/results.ts";

function load(lcpMs: number, overrides: Partial<PageLoadMetrics> = {}): PageLoadMetrics {
  return {
    fcpMs: 800,
    lcpMs,
    lcpElement: "h1",
    cls: 0,
    tbtMs: 20,
    loadMs: 2_000,
    requests: 11,
    failedRequests: 0,
    transferredBytes: 120_000,
    documentProtocol: "h2",
    observedUntilMs: 7_000,
    settled: true,
    ...overrides,
  };
}

function sample(variant: string, round: number, metrics: PageLoadMetrics | null): PageLoadSample {
  return { profile: "slow-4g", route: "/", variant, round, warmUp: round === 0, metrics, error: metrics ? null : "timeout" };
}

const keys = [
  { profile: "slow-4g", route: "/", variant: "app", judged: true },
  { profile: "slow-4g", route: "/", variant: "static-floor", judged: false },
];

describe("summarizeCells", () => {
  it("leaves out the warm-up round and counts failed rounds", () => {
    const [app] = summarizeCells(
      [sample("app", 0, load(9_999)), sample("app", 1, load(1_000)), sample("app", 2, null), sample("app", 3, load(1_100))],
      keys,
    );
    expect(app?.lcpMs).toEqual({ median: 1_050, min: 1_000, max: 1_100, count: 2 });
    expect(app?.measuredRounds).toBe(3);
    expect(app?.failedRounds).toBe(1);
  });

  it("gives our LCP as a ratio to the static floor's and judges it against 1.15×", () => {
    const within = summarizeCells([sample("app", 1, load(1_100)), sample("static-floor", 1, load(1_000))], keys);
    expect(within[0]?.lcpToStaticFloor).toBeCloseTo(1.1);
    expect(within[0]?.verdict?.lcpToStaticFloor).toBe(true);
    const beyond = summarizeCells([sample("app", 1, load(1_200)), sample("static-floor", 1, load(1_000))], keys);
    expect(beyond[0]?.verdict?.lcpToStaticFloor).toBe(false);
  });

  it("fails CLS when any round shifts, even if the median is zero", () => {
    const [app] = summarizeCells(
      [sample("app", 1, load(900)), sample("app", 2, load(900)), sample("app", 3, load(900, { cls: targets.clsBelow }))],
      keys,
    );
    expect(app?.cls?.median).toBe(0);
    expect(app?.verdict?.cls).toBe(false);
  });

  it("judges the timing targets on medians and does not judge the baselines", () => {
    const cells = summarizeCells(
      [sample("app", 1, load(1_300, { fcpMs: 1_000, tbtMs: 101 })), sample("static-floor", 1, load(1_000))],
      keys,
    );
    expect(cells[0]?.verdict).toMatchObject({ fcp: true, lcp: false, tbt: false, cls: true });
    expect(cells[1]?.verdict).toBeNull();
  });
});
