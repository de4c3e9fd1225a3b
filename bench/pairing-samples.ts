// Issue 14's phone-to-car figure: what one sample holds, how its marks become durations, and the summaries of each series.
import { maxMessagesPerMinute } from "../app/lib/pairing/messages.ts";
import { percentile, summarize, type Summary } from "./stats.ts";

/** The relay takes this many messages a minute per code, so a pairing carries at most this many samples. */
export const samplesPerPairing = maxMessagesPerMinute;

/** In the series with the link dropped, the car is offline this long after the phone's tap before it comes back. */
export const offlineAfterSendMs = 1_000;

export const pairingSeriesNames = ["link-up", "link-dropped"] as const;
export type PairingSeriesName = (typeof pairingSeriesNames)[number];

export interface PairingSample {
  series: PairingSeriesName;
  /** 0 is the series' discarded warm-up, on a pairing of its own; measured samples count from 1. */
  index: number;
  /** Which pairing (code) of the series carried the sample, from 0. */
  pairing: number;
  /** The phone's tap on "Send to car" → the car's notice first painted. */
  sendToNoticeMs: number | null;
  /** Only with the link dropped: the car's "online" event → the car's notice first painted. */
  onlineToNoticeMs: number | null;
  /** The notice entering the car's DOM → its first paint, to show what the paint mark adds. */
  insertToPaintMs: number | null;
  error: string | null;
}

/** Marks of one sample, each on a page's clock (performance.timeOrigin + performance.now(), ms since the Unix epoch). */
export interface SampleMarks {
  /** In the phone's page: the click the tap on "Send to car" produced, before the app's own handler ran. */
  sentAt: number;
  /** In the car's page: the notice's heading entered the DOM (MutationObserver). */
  insertedAt: number;
  /** In the car's page: the frame that first painted the heading (Element Timing renderTime, which Chromium rounds to 4 ms). */
  paintedAt: number;
  /** In the car's page: the "online" event after the context came back online; null while the link stayed up. */
  onlineAt: number | null;
}

// Pages clamp performance.now() to 0.1 ms; differences of two epoch times would otherwise carry float noise into results.json.
const toTenth = (ms: number) => Math.round(ms * 10) / 10;

export type SampleTimings = Pick<PairingSample, "sendToNoticeMs" | "onlineToNoticeMs" | "insertToPaintMs" | "error">;

/** The sample's durations; a notice that reached the car before it came back online means the link never dropped, so no sample. */
export function timeSample(marks: SampleMarks): SampleTimings {
  if (marks.onlineAt !== null && marks.insertedAt < marks.onlineAt) {
    return { sendToNoticeMs: null, onlineToNoticeMs: null, insertToPaintMs: null, error: "the notice arrived while the car was offline" };
  }
  return {
    sendToNoticeMs: toTenth(marks.paintedAt - marks.sentAt),
    onlineToNoticeMs: marks.onlineAt === null ? null : toTenth(marks.paintedAt - marks.onlineAt),
    insertToPaintMs: toTenth(marks.paintedAt - marks.insertedAt),
    error: null,
  };
}

export interface LatencySummary extends Summary {
  /** Nearest-rank 90th percentile. */
  p90: number;
}

export function summarizeLatency(values: readonly number[]): LatencySummary | null {
  const summary = summarize(values);
  const p90 = percentile(values, 90);
  return summary === null || p90 === null ? null : { ...summary, p90 };
}

export interface PairingSeriesSummary {
  series: PairingSeriesName;
  measuredSamples: number;
  failedSamples: number;
  sendToNoticeMs: LatencySummary | null;
  /** Null for the series whose link stayed up. */
  onlineToNoticeMs: LatencySummary | null;
  insertToPaintMs: LatencySummary | null;
}

function measured(values: readonly (number | null)[]): number[] {
  return values.filter((value): value is number => value !== null);
}

/** One summary per series over its measured samples (the warm-up and failed samples left out). */
export function summarizePairingSeries(samples: readonly PairingSample[]): PairingSeriesSummary[] {
  return pairingSeriesNames.map((series) => {
    const counted = samples.filter((sample) => sample.series === series && sample.index > 0);
    const succeeded = counted.filter((sample) => sample.error === null);
    return {
      series,
      measuredSamples: counted.length,
      failedSamples: counted.length - succeeded.length,
      sendToNoticeMs: summarizeLatency(measured(succeeded.map((sample) => sample.sendToNoticeMs))),
      onlineToNoticeMs: summarizeLatency(measured(succeeded.map((sample) => sample.onlineToNoticeMs))),
      insertToPaintMs: summarizeLatency(measured(succeeded.map((sample) => sample.insertToPaintMs))),
    };
  });
}

/** One reading of a page's clock from Node: Node's clock just before asking and just after the answer came. */
export interface ClockReading {
  askedAt: number;
  pageClock: number;
  answeredAt: number;
}

/** The page's clock minus Node's, from the reading with the shortest round trip; its uncertainty is half that trip. */
export function clockOffset(readings: readonly ClockReading[]): { offsetMs: number; uncertaintyMs: number } | null {
  const best = [...readings].sort((a, b) => a.answeredAt - a.askedAt - (b.answeredAt - b.askedAt))[0];
  if (best === undefined) return null;
  const roundTrip = best.answeredAt - best.askedAt;
  return { offsetMs: best.pageClock - (best.askedAt + roundTrip / 2), uncertaintyMs: roundTrip / 2 };
}

export interface PairingResults {
  samplesPerSeries: number;
  samplesPerPairing: number;
  offlineAfterSendMs: number;
  /** The machine's 1-minute load average and CPU count as the phase began: other work on it shows in these timings. */
  load: { average: number; cpus: number };
  /** The car page's clock minus the phone page's, as read from Node before the samples; marks of both pages are compared. */
  clockSkew: { carMinusPhoneMs: number; uncertaintyMs: number } | null;
  samples: PairingSample[];
  series: PairingSeriesSummary[];
  /** Console errors and page errors either page reported. */
  pageProblems: string[];
}
