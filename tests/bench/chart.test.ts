// @vitest-environment node
import { describe, expect, it } from "vitest";
import { niceAxisMax, renderTimingChart } from "../../bench/chart.ts";
import type { CellSummary } from "../../bench/results.ts";

function cell(profile: string, variant: string, fcp: number): CellSummary {
  const summary = (value: number) => ({ median: value, min: value, max: value, count: 1 });
  return {
    profile,
    route: "/",
    variant,
    locale: null,
    measuredRounds: 1,
    failedRounds: 0,
    unsettledRounds: 0,
    protocols: ["h2"],
    fcpMs: summary(fcp),
    lcpMs: summary(fcp + 100),
    tbtMs: summary(40),
    cls: summary(0),
    loadMs: summary(fcp + 900),
    requests: summary(10),
    transferredBytes: summary(100_000),
    requestsBeforeLoad: summary(40),
    transferredBytesBeforeLoad: summary(90_000),
    lcpElements: [{ element: "p", rounds: 1 }],
    documentRequestHeaderBytes: summary(400),
    requestHeaderBytes: summary(2_000),
    staticFloorVariant: null,
    lcpToStaticFloor: null,
    lcpToDefault: null,
    verdict: null,
  };
}

describe("niceAxisMax", () => {
  it.each([
    [1_200, 2_000],
    [2_000, 2_000],
    [3_100, 5_000],
    [7_400, 10_000],
    [0, 1],
  ])("rounds %d up to %d", (value, expected) => {
    expect(niceAxisMax(value)).toBe(expected);
  });
});

describe("renderTimingChart", () => {
  const svg = renderTimingChart(
    [cell("slow-4g", "app", 900), cell("slow-4g", "no-js", 700), cell("weak-cell", "app", 1_800)],
    "Title & <medians>",
  );

  it("draws one panel per profile and four bars per cell, each labelled with its median", () => {
    expect(svg.match(/font-weight="bold">(slow-4g|weak-cell)</g)).toHaveLength(2);
    expect(svg.match(/<rect x="230" y="[\d.]+" width="[\d.]+" height="8"/g)).toHaveLength(3 * 4);
    for (const value of ["900", "1000", "1800", "2700"]) expect(svg).toContain(`>${value}</text>`);
  });

  it("escapes text and is a standalone SVG document", () => {
    expect(svg).toContain("Title &amp; &lt;medians&gt;");
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
  });
});
