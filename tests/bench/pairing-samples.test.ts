// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  clockOffset,
  summarizeLatency,
  summarizePairingSeries,
  timeSample,
  type PairingSample,
  type PairingSeriesName,
} from "../../bench/pairing-samples.ts";

const epoch = 1_790_000_000_000;

function sample(
  series: PairingSeriesName,
  index: number,
  sendToNoticeMs: number | null,
  onlineToNoticeMs: number | null = null,
): PairingSample {
  return {
    series,
    index,
    pairing: Math.floor(index / 10),
    sendToNoticeMs,
    onlineToNoticeMs,
    insertToPaintMs: sendToNoticeMs === null ? null : 4,
    error: sendToNoticeMs === null ? "timed out" : null,
  };
}

describe("timeSample", () => {
  it("measures send → notice from the tap to the paint, and the paint's lag behind the DOM", () => {
    expect(timeSample({ sentAt: epoch, insertedAt: epoch + 31.5, paintedAt: epoch + 36, onlineAt: null })).toEqual({
      sendToNoticeMs: 36,
      onlineToNoticeMs: null,
      insertToPaintMs: 4.5,
      error: null,
    });
  });

  it("measures online → notice when the link was dropped", () => {
    const timings = timeSample({ sentAt: epoch, insertedAt: epoch + 1_080, paintedAt: epoch + 1_084, onlineAt: epoch + 1_010 });
    expect(timings.sendToNoticeMs).toBe(1_084);
    expect(timings.onlineToNoticeMs).toBe(74);
  });

  it("refuses a sample whose notice reached the car before it came back online", () => {
    const timings = timeSample({ sentAt: epoch, insertedAt: epoch + 40, paintedAt: epoch + 44, onlineAt: epoch + 1_010 });
    expect(timings.error).toBe("the notice arrived while the car was offline");
    expect(timings.sendToNoticeMs).toBeNull();
  });
});

describe("summarizeLatency", () => {
  it("adds the nearest-rank 90th percentile to the median and range", () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(summarizeLatency(values)).toEqual({ median: 10.5, min: 1, max: 20, count: 20, p90: 18 });
  });

  it("is null without values", () => {
    expect(summarizeLatency([])).toBeNull();
  });
});

describe("summarizePairingSeries", () => {
  it("summarizes each series without its warm-up and counts failed samples apart", () => {
    const samples = [
      sample("link-up", 0, 900),
      sample("link-up", 1, 30),
      sample("link-up", 2, null),
      sample("link-up", 3, 50),
      sample("link-dropped", 0, 5_000, 4_000),
      sample("link-dropped", 1, 1_100, 60),
      sample("link-dropped", 2, 1_140, 90),
    ];
    const [linkUp, linkDropped] = summarizePairingSeries(samples);
    expect(linkUp).toMatchObject({ series: "link-up", measuredSamples: 3, failedSamples: 1, onlineToNoticeMs: null });
    expect(linkUp?.sendToNoticeMs).toMatchObject({ median: 40, min: 30, max: 50, count: 2 });
    expect(linkDropped).toMatchObject({ series: "link-dropped", measuredSamples: 2, failedSamples: 0 });
    expect(linkDropped?.sendToNoticeMs?.median).toBe(1_120);
    expect(linkDropped?.onlineToNoticeMs).toMatchObject({ median: 75, max: 90 });
  });

  it("gives both series even when one has no samples", () => {
    expect(summarizePairingSeries([]).map((series) => [series.series, series.sendToNoticeMs])).toEqual([
      ["link-up", null],
      ["link-dropped", null],
    ]);
  });
});

describe("clockOffset", () => {
  it("takes the reading with the shortest round trip and centres it", () => {
    const readings = [
      { askedAt: 1_000, pageClock: 1_012, answeredAt: 1_020 },
      { askedAt: 2_000, pageClock: 2_003, answeredAt: 2_002 },
      { askedAt: 3_000, pageClock: 3_001, answeredAt: 3_008 },
    ];
    expect(clockOffset(readings)).toEqual({ offsetMs: 2, uncertaintyMs: 1 });
  });

  it("is null without readings", () => {
    expect(clockOffset([])).toBeNull();
  });
});
