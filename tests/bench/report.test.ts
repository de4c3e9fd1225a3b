// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { RouteBytes } from "../../test-support/byte-budgets.ts";
import type { CardScrollResults } from "../../bench/card-scroll.ts";
import type { PairingResults } from "../../bench/pairing-samples.ts";
import { renderMarkdownSection, renderPairingSection, renderStaticFloorTable } from "../../bench/report.ts";
import type { BenchResults, CellSummary } from "../../bench/results.ts";

const summary = (value: number) => ({ median: value, min: value, max: value, count: 1 });

function cell(variant: string, lcpToDefault: number | null, documentHeaders: number, allHeaders: number): CellSummary {
  return {
    profile: "slow-4g",
    route: "/",
    variant,
    locale: null,
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
    requestsBeforeLoad: summary(40),
    transferredBytesBeforeLoad: summary(90_000),
    lcpElements: [{ element: "p", rounds: 1 }],
    documentRequestHeaderBytes: summary(documentHeaders),
    requestHeaderBytes: summary(allHeaders),
    staticFloorVariant: null,
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
    firstLoadJsGzip9Bytes: 1,
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
  bytes: [dashboardBytes(null, 13_000), dashboardBytes("maximal", 18_000)],
  budgetViolations: [],
  pageLoads: [],
  cells: [cell("app", null, 445, 4_011), cell("maximal-setup", 1.2, 3_103, 148_977)],
  worker: null,
  lighthouse: null,
  pairing: null,
  settingsSave: null,
  cardTaps: null,
  cardScroll: null,
};

describe("renderMarkdownSection", () => {
  const section = renderMarkdownSection(results, null);

  it("lists the dashboard with the maximal setup among the bytes, judged against its own first-flight ratchet", () => {
    expect(section).toMatch(/\| `\/` with the maximal setup \|[^\n]*\| 17\.6 KB ❌ \|/);
  });

  it("gives the maximal setup's LCP as a ratio to the default dashboard's and names a missed target", () => {
    expect(section).toContain("LCP ÷ default");
    expect(section).toMatch(/\| `\/` \| maximal-setup \|[^\n]*\| — \| 1\.20× \| `p` ×1 \| ❌ lcpToDefault \|/);
  });

  it("reports the requests and bytes before the load event and the LCP element of each round", () => {
    expect(section).toContain("| Requests before load | KB before load |");
    expect(section).toMatch(/\| `\/` \| app \|[^\n]*\| 49 \| 146\.5 \| 40 \| 87\.9 \| — \| — \| `p` ×1 \| ✅ \|/);
  });

  it("reports request-header bytes for the document and the whole load, with and without the setup", () => {
    expect(section).toContain("announced an HPACK table of 4096 bytes");
    expect(section).toContain("| slow-4g | `/` | app | 49 | 445 | 4011 |");
    expect(section).toContain("| slow-4g | `/` | maximal-setup | 49 | 3103 | 148977 |");
  });
});

describe("LCP ÷ static floor per language (issues 24 and 31)", () => {
  const arabic = { language: "ar", region: "gulf" } as const;
  const japanese = { language: "ja", region: "jp" } as const;
  const page = (
    variant: string,
    locale: CellSummary["locale"],
    floorVariant: string | null,
    lcpMs: number,
    lcpToStaticFloor: number | null,
  ): CellSummary => {
    const base = cell(variant, null, 500, 4_000);
    return {
      ...base,
      locale,
      lcpMs: { median: lcpMs, min: lcpMs - 20, max: lcpMs + 30, count: 3 },
      staticFloorVariant: floorVariant,
      lcpToStaticFloor,
      verdict:
        floorVariant === null
          ? null
          : {
              fcp: true,
              lcp: true,
              tbt: true,
              cls: true,
              lcpToDefault: null,
              lcpToStaticFloor: lcpToStaticFloor === null ? null : lcpToStaticFloor <= 1.05,
            },
    };
  };
  const cells = [
    page("app", null, "static-floor", 1_030, 1.03),
    page("static-floor", null, null, 1_000, null),
    page("app-ar", arabic, "static-floor-ar", 1_470, 1.05),
    page("static-floor-ar", arabic, null, 1_400, null),
    page("app-ja", japanese, "static-floor-ja", 1_700, 1.0625),
    page("static-floor-ja", japanese, null, 1_600, null),
  ];
  const section = renderMarkdownSection({ ...results, cells }, null);

  it("gives one row per page with its language, both medians and the ratio judged against 1.05×", () => {
    expect(renderStaticFloorTable(cells)).toEqual([
      "| Profile | Route | Language | Page | LCP ms | Floor | Floor LCP ms | LCP ÷ floor |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      "| slow-4g | `/` | default (no cookies: English for the US) | app | 1030 (1010–1060) | static-floor | 1000 (980–1030) | 1.03× ≤ 1.05× ✅ |",
      "| slow-4g | `/` | Arabic (pp_lang=ar, pp_region=gulf) | app-ar | 1470 (1450–1500) | static-floor-ar | 1400 (1380–1430) | 1.05× ≤ 1.05× ✅ |",
      "| slow-4g | `/` | Japanese (pp_lang=ja, pp_region=jp) | app-ja | 1700 (1680–1730) | static-floor-ja | 1600 (1580–1630) | 1.06× ≤ 1.05× ❌ |",
    ]);
  });

  it("is part of the page loads, and the profile's table shows each language's ratio and names a missed one", () => {
    expect(section).toContain("#### LCP ÷ static floor, per language");
    expect(section).toContain("`app-ar` ÷ `static-floor-ar`");
    expect(section).toMatch(/\| `\/` \| app-ar \|[^\n]*\| 1\.05× \| — \| `p` ×1 \| ✅ \|/);
    expect(section).toMatch(/\| `\/` \| app-ja \|[^\n]*\| 1\.06× \| — \| `p` ×1 \| ❌ lcpToStaticFloor \|/);
    expect(section).toMatch(/\| `\/` \| static-floor-ja \|[^\n]*\| — \| — \| `p` ×1 \| — \|/);
  });

  it("says when a page's floor was not measured, and is left out when no page has a floor", () => {
    const [, , row] = renderStaticFloorTable([page("app-ar", arabic, "static-floor-ar", 1_470, null)]);
    expect(row).toBe(
      "| slow-4g | `/` | Arabic (pp_lang=ar, pp_region=gulf) | app-ar | 1470 (1450–1500) | static-floor-ar | — | — (floor not measured) |",
    );
    expect(renderMarkdownSection(results, null)).not.toContain("LCP ÷ static floor, per language");
  });
});

const latency = (median: number, p90: number, min: number, max: number) => ({ median, p90, min, max, count: 20 });

const pairing: PairingResults = {
  samplesPerSeries: 20,
  samplesPerPairing: 10,
  offlineAfterSendMs: 1_000,
  load: { average: 0.42, cpus: 2 },
  clockSkew: { carMinusPhoneMs: 0.12, uncertaintyMs: 0.6 },
  samples: [
    {
      series: "link-dropped",
      index: 7,
      pairing: 0,
      sendToNoticeMs: null,
      onlineToNoticeMs: null,
      insertToPaintMs: null,
      error: "timed out",
    },
  ],
  series: [
    {
      series: "link-up",
      measuredSamples: 20,
      failedSamples: 0,
      sendToNoticeMs: latency(31.6, 40, 24, 52),
      onlineToNoticeMs: null,
      insertToPaintMs: latency(6, 9, 3, 12),
    },
    {
      series: "link-dropped",
      measuredSamples: 21,
      failedSamples: 1,
      sendToNoticeMs: latency(1_093, 1_120, 1_070, 1_210),
      onlineToNoticeMs: latency(71, 98, 55, 190),
      insertToPaintMs: latency(7, 10, 4, 13),
    },
  ],
  pageProblems: [],
};

describe("renderPairingSection", () => {
  const lines = renderPairingSection(pairing).join("\n");

  it("gives both series' medians, p90 and range, and online → notice only where the link dropped", () => {
    expect(lines).toContain("| link up | 20 | 32 ms | 40 ms | 24–52 ms | — | — | — |");
    expect(lines).toContain("| link dropped once | 20 (1 failed) | 1093 ms | 1120 ms | 1070–1210 ms | 71 ms | 98 ms | 55–190 ms |");
  });

  it("says what was measured: the marks, the clocks, the 1 s offline and the new pairing every 10 samples", () => {
    expect(lines).toContain("Element Timing");
    expect(lines).toContain("differed by 0.12 ms (±0.60 ms)");
    expect(lines).toContain("comes back online 1 s after the tap");
    expect(lines).toContain("new code every 10 samples");
    expect(lines).toContain("Load average as the phase began: 0.4 on 2 CPUs.");
  });

  it("lists failed samples", () => {
    expect(lines).toContain("- ❌ link dropped once, sample 7: timed out");
  });

  it("is part of the dated section only when the phase ran", () => {
    expect(renderMarkdownSection({ ...results, pairing }, null)).toContain("### Phone to car (issue 14)");
    expect(renderMarkdownSection(results, null)).not.toContain("Phone to car");
  });

  it("heads a run without page loads with its phases, not with page-load rounds", () => {
    const pairingOnly = renderMarkdownSection(
      { ...results, cells: [], settings: { ...results.settings, phases: ["pairing"] }, pairing },
      null,
    );
    expect(pairingOnly).toContain("Phases: pairing (bytes always)");
    expect(pairingOnly).not.toContain("measured rounds");
  });
});

describe("the settings save section", () => {
  it("reports tap to dashboard with and without JavaScript as medians with their range, and lists failed samples", () => {
    const section = renderMarkdownSection(
      {
        ...results,
        settingsSave: {
          profile: "slow-4g",
          samples: 3,
          withScriptShownMs: { median: 41.6, min: 30.2, max: 55, count: 3 },
          withScriptSavedMs: { median: 2310, min: 2200, max: 2500, count: 3 },
          withoutScriptShownMs: { median: 3120.4, min: 3000, max: 3301, count: 3 },
          failures: ["sample 2: timed out"],
        },
      },
      null,
    );
    expect(section).toContain("### Settings save (issue 21)");
    expect(section).toContain("| with JavaScript | 42 (30–55) ms | 2310 (2200–2500) ms |");
    expect(section).toContain("| without JavaScript | 3120 (3000–3301) ms | (the same) |");
    expect(section).toContain("- ❌ sample 2: timed out");
  });
});

describe("the card scroll section", () => {
  const range = (median: number, min: number, max: number) => ({ median, min, max, count: 10 });
  const cardScroll: CardScrollResults = {
    targetBlankMs: 0,
    series: [
      {
        profile: "slow-4g",
        moment: "scripts-on-their-way",
        blankMs: range(0, 0, 0),
        checkMs: range(81.4, 60, 140),
        logosMs: range(1720.6, 1180, 2604),
        blankScrolls: [],
        scrollsBeforeHydration: 10,
        scrolls: 10,
        samples: 5,
      },
      {
        profile: "weak-cell",
        moment: "hydrated",
        blankMs: range(0, 0, 212),
        checkMs: range(90, 70, 120),
        logosMs: null,
        blankScrolls: [
          "sample 2, row 6 of 6: blank for 212 ms: Zoom (0.00% drawn on rgb(11, 92, 255)); " +
            "logos in view requested → arrived, ms from the flick: Zoom −1254 → +180",
        ],
        scrollsBeforeHydration: 0,
        scrolls: 8,
        samples: 5,
      },
    ],
    failures: ["weak-cell hydrated sample 3: logos not painted 60 s after the scroll (Zoom: not arrived)"],
  };
  const section = renderMarkdownSection({ ...results, cardScroll }, null);

  it("gives each profile and moment's blank time, the look's resolution and the logos' time as medians with their range", () => {
    expect(section).toContain("### Card scroll (issue 28)");
    expect(section).toContain("| slow-4g | scripts on their way | 0 ms ✅ | 81 (60–140) ms | 1721 (1180–2604) ms | 0 of 10 | 10 of 10 |");
  });

  it("fails a series on any blank scroll, even when its median is 0, and shows a missing figure as a dash", () => {
    expect(section).toContain("| weak-cell | hydrated | 0 (0–212) ms ❌ | 90 (70–120) ms | — | 1 of 8 | 0 of 8 |");
  });

  it("lists each blank scroll with its cards and its logos' timing", () => {
    expect(section).toContain(
      "- Blank: weak-cell, hydrated, sample 2, row 6 of 6: blank for 212 ms: Zoom (0.00% drawn on rgb(11, 92, 255)); " +
        "logos in view requested → arrived, ms from the flick: Zoom −1254 → +180",
    );
  });

  it("states the target and lists failed samples", () => {
    expect(section).toContain("Target: blank 0 ms in every scroll, a card shows its name at once.");
    expect(section).toContain("- ❌ weak-cell hydrated sample 3: logos not painted 60 s after the scroll (Zoom: not arrived)");
  });

  it("is part of the dated section only when the phase ran", () => {
    expect(renderMarkdownSection(results, null)).not.toContain("Card scroll");
  });
});
