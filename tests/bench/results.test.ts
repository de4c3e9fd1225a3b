// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { PageLoadMetrics } from "../../bench/page-load.ts";
import { summarizeCells, type PageLoadSample } from "../../bench/results.ts";
import { targets } from "../../bench/targets.ts";

function load(lcpMs: number, overrides: Partial<PageLoadMetrics> = {}): PageLoadMetrics {
  return {
    fcpMs: 800,
    lcpMs,
    lcpElement: "h1",
    cls: 0,
    tbtMs: 20,
    loadMs: 2_000,
    requests: 11,
    requestsBeforeLoad: 10,
    failedRequests: 0,
    transferredBytes: 120_000,
    transferredBytesBeforeLoad: 100_000,
    documentRequestHeaderBytes: 500,
    requestHeaderBytes: 3_000,
    documentProtocol: "h2",
    observedUntilMs: 7_000,
    settled: true,
    ...overrides,
  };
}

function sample(variant: string, round: number, metrics: PageLoadMetrics | null, profile = "slow-4g"): PageLoadSample {
  return { profile, route: "/", variant, round, warmUp: round === 0, metrics, error: metrics ? null : "timeout" };
}

const keys = [
  { profile: "slow-4g", route: "/", variant: "app", judged: true, comparedToDefault: false, staticFloorVariant: "static-floor" },
  { profile: "slow-4g", route: "/", variant: "static-floor", judged: false, comparedToDefault: false },
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

  it("gives our LCP as a ratio to the static floor's and judges it against issue 24's 1.05×", () => {
    const within = summarizeCells([sample("app", 1, load(1_050)), sample("static-floor", 1, load(1_000))], keys);
    expect(within[0]?.lcpToStaticFloor).toBeCloseTo(1.05);
    expect(within[0]?.verdict?.lcpToStaticFloor).toBe(true);
    const beyond = summarizeCells([sample("app", 1, load(1_060)), sample("static-floor", 1, load(1_000))], keys);
    expect(beyond[0]?.verdict?.lcpToStaticFloor).toBe(false);
  });

  describe("each language against its own static floor (issue 31)", () => {
    const arabic = { language: "ar", region: "gulf" } as const;
    const japanese = { language: "ja", region: "jp" } as const;
    const localeKeys = ["slow-4g", "weak-cell"].flatMap((profile) => [
      { profile, route: "/", variant: "app", judged: true, comparedToDefault: false, locale: null, staticFloorVariant: "static-floor" },
      { profile, route: "/", variant: "static-floor", judged: false, comparedToDefault: false, locale: null, staticFloorVariant: null },
      {
        profile,
        route: "/",
        variant: "app-ar",
        judged: true,
        comparedToDefault: false,
        locale: arabic,
        staticFloorVariant: "static-floor-ar",
      },
      {
        profile,
        route: "/",
        variant: "static-floor-ar",
        judged: false,
        comparedToDefault: false,
        locale: arabic,
        staticFloorVariant: null,
      },
      {
        profile,
        route: "/",
        variant: "app-ja",
        judged: true,
        comparedToDefault: false,
        locale: japanese,
        staticFloorVariant: "static-floor-ja",
      },
      {
        profile,
        route: "/",
        variant: "static-floor-ja",
        judged: false,
        comparedToDefault: false,
        locale: japanese,
        staticFloorVariant: null,
      },
    ]);
    const cellOf = (cells: ReturnType<typeof summarizeCells>, variant: string, profile = "slow-4g") =>
      cells.find((cell) => cell.variant === variant && cell.profile === profile);
    // Floors far apart, so a page divided by another language's floor could not pass by chance.
    const loads = (profile: string) => [
      sample("app", 1, load(1_000), profile),
      sample("static-floor", 1, load(1_000), profile),
      sample("app-ar", 1, load(1_500), profile),
      sample("static-floor-ar", 1, load(1_450), profile),
      sample("app-ja", 1, load(2_000), profile),
      sample("static-floor-ja", 1, load(1_800), profile),
    ];

    it("divides each page's LCP by the floor of its own language, not by the English floor", () => {
      const cells = summarizeCells(loads("slow-4g"), localeKeys);
      expect(cellOf(cells, "app")?.lcpToStaticFloor).toBeCloseTo(1);
      expect(cellOf(cells, "app-ar")?.lcpToStaticFloor).toBeCloseTo(1_500 / 1_450);
      expect(cellOf(cells, "app-ja")?.lcpToStaticFloor).toBeCloseTo(2_000 / 1_800);
      expect(cellOf(cells, "app-ar")?.staticFloorVariant).toBe("static-floor-ar");
      expect(cellOf(cells, "app-ja")?.locale).toEqual(japanese);
    });

    it("judges each against issue 24's 1.05× and leaves the floors unjudged", () => {
      const cells = summarizeCells(loads("slow-4g"), localeKeys);
      expect(cellOf(cells, "app-ar")?.verdict?.lcpToStaticFloor).toBe(true);
      expect(cellOf(cells, "app-ja")?.verdict?.lcpToStaticFloor).toBe(false);
      expect(targets.lcpToStaticFloor).toBe(1.05);
      for (const floor of ["static-floor", "static-floor-ar", "static-floor-ja"]) {
        expect(cellOf(cells, floor)?.verdict).toBeNull();
        expect(cellOf(cells, floor)?.lcpToStaticFloor).toBeNull();
      }
    });

    it("pairs on the same profile only, and gives no ratio when the language's floor was not measured", () => {
      const cells = summarizeCells(
        [...loads("weak-cell"), sample("app-ar", 1, load(1_000)), sample("static-floor", 1, load(1_000))],
        localeKeys,
      );
      expect(cellOf(cells, "app-ja", "weak-cell")?.lcpToStaticFloor).toBeCloseTo(2_000 / 1_800);
      expect(cellOf(cells, "app-ar")?.lcpToStaticFloor).toBeNull();
      expect(cellOf(cells, "app-ar")?.verdict?.lcpToStaticFloor).toBeNull();
    });
  });

  it("counts the rounds each element was the LCP element in, most frequent first, and the requests before the load event", () => {
    const [app] = summarizeCells(
      [
        sample("app", 1, load(1_000, { lcpElement: "img.pp-card-logo", requestsBeforeLoad: 38 })),
        sample("app", 2, load(1_000, { lcpElement: "p" })),
        sample("app", 3, load(1_000, { lcpElement: "p" })),
      ],
      keys,
    );
    expect(app?.lcpElements).toEqual([
      { element: "p", rounds: 2 },
      { element: "img.pp-card-logo", rounds: 1 },
    ]);
    expect(app?.requestsBeforeLoad).toEqual({ median: 10, min: 10, max: 38, count: 3 });
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

  it("holds the light theme and large cards to 5% of the default's LCP, not issue 13's 10% (issue 23)", () => {
    const displayKeys = [
      { profile: "slow-4g", route: "/", variant: "app", judged: true, comparedToDefault: false },
      { profile: "slow-4g", route: "/", variant: "light-theme", judged: true, comparedToDefault: true, lcpToDefaultLimit: 1.05 },
    ];
    const lightCell = (lcpMs: number) =>
      summarizeCells([sample("app", 1, load(1_000)), sample("light-theme", 1, load(lcpMs))], displayKeys).find(
        (cell) => cell.variant === "light-theme",
      );
    expect(lightCell(1_050)?.verdict?.lcpToDefault).toBe(true);
    expect(lightCell(1_051)?.verdict?.lcpToDefault).toBe(false);
    expect(targets.lcpToDefaultDisplay).toBe(1.05);
  });

  describe("the maximal setup against the default dashboard (issue 13)", () => {
    const setupKeys = ["slow-4g", "weak-cell"].flatMap((profile) => [
      { profile, route: "/", variant: "app", judged: true, comparedToDefault: false },
      { profile, route: "/", variant: "maximal-setup", judged: true, comparedToDefault: true },
    ]);
    const cellOf = (cells: ReturnType<typeof summarizeCells>, profile: string) =>
      cells.find((cell) => cell.variant === "maximal-setup" && cell.profile === profile);

    it("passes LCP within 10% of the default's on slow-4g and fails it beyond", () => {
      const within = summarizeCells([sample("app", 1, load(1_000)), sample("maximal-setup", 1, load(1_100))], setupKeys);
      expect(cellOf(within, "slow-4g")?.lcpToDefault).toBeCloseTo(1.1);
      expect(cellOf(within, "slow-4g")?.verdict?.lcpToDefault).toBe(true);
      const beyond = summarizeCells([sample("app", 1, load(1_000)), sample("maximal-setup", 1, load(1_101))], setupKeys);
      expect(cellOf(beyond, "slow-4g")?.verdict?.lcpToDefault).toBe(false);
    });

    it("reports the ratio on other profiles without judging it, and judges nothing else against the default", () => {
      const cells = summarizeCells(
        [sample("app", 1, load(1_000), "weak-cell"), sample("maximal-setup", 1, load(2_000), "weak-cell")],
        setupKeys,
      );
      expect(cellOf(cells, "weak-cell")?.lcpToDefault).toBeCloseTo(2);
      expect(cellOf(cells, "weak-cell")?.verdict?.lcpToDefault).toBeNull();
      expect(cells.find((cell) => cell.variant === "app")?.lcpToDefault).toBeNull();
    });

    it("fails CLS for the maximal setup when any round shifts", () => {
      const cells = summarizeCells(
        [sample("app", 1, load(1_000), "weak-cell"), sample("maximal-setup", 1, load(1_000, { cls: 0.01 }), "weak-cell")],
        setupKeys,
      );
      expect(cellOf(cells, "weak-cell")?.verdict?.cls).toBe(false);
    });

    it("summarises the request-header bytes of the document and of the whole load", () => {
      const [app] = summarizeCells(
        [sample("app", 1, load(1_000, { documentRequestHeaderBytes: 480, requestHeaderBytes: 9_000 })), sample("app", 2, load(1_000))],
        setupKeys,
      );
      expect(app?.documentRequestHeaderBytes).toEqual({ median: 490, min: 480, max: 500, count: 2 });
      expect(app?.requestHeaderBytes).toEqual({ median: 6_000, min: 3_000, max: 9_000, count: 2 });
    });
  });
});
