// The shape of bench/results.json, and the per-cell summaries with pass/fail against issue 7's, 13's, 24's and 31's targets.
import type { RouteBytes } from "../test-support/byte-budgets.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { BenchLocale } from "./locales.ts";
import { blockingCauses, type BlockingCause, type MainThreadTrace } from "./main-thread-trace.ts";
import type { PageLoadMetrics } from "./page-load.ts";
import type { CardScrollResults } from "./card-scroll.ts";
import type { CardTapResults } from "./card-tap.ts";
import type { SettingsSaveResults } from "./settings-save.ts";
import type { TapDuringLoadResults } from "./tap-during-load.ts";
import type { SetupCarryResults } from "./setup-carry.ts";
import type { PairingResults } from "./pairing-samples.ts";
import { summarize, type Summary } from "./stats.ts";
import { targets } from "./targets.ts";
import type { BenchCell } from "./variants.ts";
import type { LocaleSsrTiming, SsrTiming, Throughput } from "./worker-speed.ts";

export interface PageLoadSample {
  profile: string;
  route: string;
  variant: string;
  round: number;
  warmUp: boolean;
  /** A traced load (issue 41): its main-thread breakdown feeds the cell's trace columns, not the headline figures. */
  traced?: boolean;
  metrics: PageLoadMetrics | null;
  error: string | null;
}

export interface CellVerdict {
  fcp: boolean;
  lcp: boolean;
  tbt: boolean;
  cls: boolean;
  /** Only for our page, against the static floor of the same route in the same language. */
  lcpToStaticFloor: boolean | null;
  /** Only for variants compared to the default dashboard, on the profile the target names. */
  lcpToDefault: boolean | null;
}

export interface CellSummary {
  profile: string;
  route: string;
  variant: string;
  /** The language and region its cookies chose (issue 31); null for none (English for the US). */
  locale: BenchLocale | null;
  measuredRounds: number;
  failedRounds: number;
  unsettledRounds: number;
  protocols: string[];
  fcpMs: Summary | null;
  lcpMs: Summary | null;
  tbtMs: Summary | null;
  cls: Summary | null;
  loadMs: Summary | null;
  requests: Summary | null;
  transferredBytes: Summary | null;
  requestsBeforeLoad: Summary | null;
  transferredBytesBeforeLoad: Summary | null;
  /** How many measured rounds each element was the LCP element in, most frequent first. */
  lcpElements: { element: string; rounds: number }[];
  documentRequestHeaderBytes: Summary | null;
  requestHeaderBytes: Summary | null;
  /** The static floor its LCP is divided by (the same page in the same language without scripts), or null. */
  staticFloorVariant: string | null;
  /** Median LCP ÷ that floor's median LCP on the same route and profile; null when either was not measured. */
  lcpToStaticFloor: number | null;
  /** Median LCP ÷ the default dashboard's (`app`, same route and profile), for variants compared to it. */
  lcpToDefault: number | null;
  /** Timing targets apply to our page and its harder states; null for the baselines. */
  verdict: CellVerdict | null;
  /** Issue 41, from the traced loads of the cell (null when none was traced). */
  mainThread?: MainThreadSummary | null;
}

export interface MainThreadSummary {
  tracedRounds: number;
  /** The long-task observer's TBT in the traced loads: against the untraced headline, what tracing itself costs. */
  observerTbtMs: Summary | null;
  /** TBT computed from the trace, and its split by cause (medians of each cause; they need not add up to the median TBT). */
  tbtMs: Summary | null;
  tbtByCauseMs: Record<BlockingCause, Summary | null>;
  longestTaskMs: Summary | null;
  busyUntilLoadMs: Summary | null;
  longestTaskBeforeLoadMs: Summary | null;
}

function summarizeMainThread(traces: readonly MainThreadTrace[], observerTbt: readonly number[]): MainThreadSummary | null {
  if (traces.length === 0) return null;
  const pick = (read: (trace: MainThreadTrace) => number) => summarize(traces.map(read));
  return {
    tracedRounds: traces.length,
    observerTbtMs: summarize(observerTbt),
    tbtMs: pick((trace) => trace.tbtMs),
    tbtByCauseMs: Object.fromEntries(blockingCauses.map((cause) => [cause, pick((trace) => trace.tbtByCauseMs[cause])])) as Record<
      BlockingCause,
      Summary | null
    >,
    longestTaskMs: pick((trace) => trace.longestTaskMs),
    busyUntilLoadMs: pick((trace) => trace.busyUntilLoadMs),
    longestTaskBeforeLoadMs: pick((trace) => trace.longestTaskBeforeLoadMs),
  };
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  commit: string;
  environment: { node: string; chromium: string; cpus: number; cpuModel: string; platform: string };
  settings: {
    rounds: number;
    profiles: string[];
    phases: string[];
    viewport: { width: number; height: number };
    quietWindowMs: number;
    /** The HPACK table size the proxy announced; request-header bytes depend on it. */
    headerTableBytes: number;
    notes: string[];
  };
  bytes: RouteBytes[];
  budgetViolations: string[];
  pageLoads: PageLoadSample[];
  cells: CellSummary[];
  worker: { ssr: SsrTiming; localeSsr: LocaleSsrTiming; throughput: Throughput } | null;
  lighthouse: LighthouseResult[] | null;
  /** Issue 14: phone's "Send to car" → the car's notice, with the car's link up and dropped once. */
  pairing: PairingResults | null;
  /** Issue 21: a settings save, tap to dashboard, with JavaScript and without. */
  settingsSave: SettingsSaveResults | null;
  /** Issue 22: a card tap → its navigation starting, with the card-opening beacon in flight. */
  cardTaps: CardTapResults | null;
  /** Issue 28: a card flicked into view → its name or logo showing, and its logo painted. */
  cardScroll: CardScrollResults | null;
  /** Issue 41: a card tapped while the dashboard loads → its navigation starting. */
  tapDuringLoad?: TapDuringLoadResults | null;
  /** Issue 42: the setup carried into full screen, the Durable Object way against AES-GCM; absent in older results. */
  setupCarry?: SetupCarryResults | null;
  /** Issue 41: the commit loaded in the same rounds as `<variant>@baseline` cells (BENCH_BASELINE). */
  baseline?: { ref: string; commit: string } | null;
  /** BENCH_NOTE: what changed since the last run, as the history file records it. */
  note?: string;
}

export interface CellKey {
  profile: string;
  route: string;
  variant: string;
  judged: boolean;
  comparedToDefault: boolean;
  /** The LCP ÷ default ratio the cell is held to, where it is not issue 13's `targets.lcpToDefault`. */
  lcpToDefaultLimit?: number;
  /** The language and region its cookies chose; absent or null for none. */
  locale?: BenchLocale | null;
  /** The static floor variant, on the same route and profile, its LCP is divided by and judged against; absent or null for none. */
  staticFloorVariant?: string | null;
}

function countLcpElements(metrics: readonly PageLoadMetrics[]): CellSummary["lcpElements"] {
  const rounds = new Map<string, number>();
  for (const load of metrics) {
    const element = load.lcpElement ?? "none";
    rounds.set(element, (rounds.get(element) ?? 0) + 1);
  }
  return [...rounds].map(([element, count]) => ({ element, rounds: count })).sort((a, b) => b.rounds - a.rounds);
}

function summarizeMetric(metrics: readonly PageLoadMetrics[], pick: (metrics: PageLoadMetrics) => number | null): Summary | null {
  return summarize(metrics.map(pick).filter((value): value is number => value !== null));
}

/** What the summaries need to know of each cell on each profile: its targets, and the floor its LCP is divided by. */
export function cellKeysOf(profiles: readonly string[], cells: readonly BenchCell[]): CellKey[] {
  return profiles.flatMap((profile) =>
    cells.map(({ route, variant }) => ({
      profile,
      route,
      variant: variant.name,
      judged: variant.judged,
      comparedToDefault: variant.comparedToDefault,
      ...(variant.lcpToDefaultLimit === undefined ? {} : { lcpToDefaultLimit: variant.lcpToDefaultLimit }),
      locale: variant.locale,
      staticFloorVariant: variant.staticFloorVariant,
    })),
  );
}

export function summarizeCells(samples: readonly PageLoadSample[], keys: readonly CellKey[]): CellSummary[] {
  const summaries = keys.map(({ profile, route, variant, judged, locale, staticFloorVariant }): CellSummary => {
    const ofCell = samples.filter(
      (sample) => !sample.warmUp && sample.profile === profile && sample.route === route && sample.variant === variant,
    );
    const measured = ofCell.filter((sample) => sample.traced !== true);
    const metrics = measured.flatMap((sample) => (sample.metrics ? [sample.metrics] : []));
    const tracedMetrics = ofCell.flatMap((sample) => (sample.traced === true && sample.metrics ? [sample.metrics] : []));
    const mainThread = summarizeMainThread(
      tracedMetrics.flatMap((load) => (load.mainThread ? [load.mainThread] : [])),
      tracedMetrics.map((load) => load.tbtMs),
    );
    const fcpMs = summarizeMetric(metrics, (load) => load.fcpMs);
    const lcpMs = summarizeMetric(metrics, (load) => load.lcpMs);
    const tbtMs = summarizeMetric(metrics, (load) => load.tbtMs);
    const cls = summarizeMetric(metrics, (load) => load.cls);
    const complete = metrics.length > 0 && fcpMs !== null && lcpMs !== null && tbtMs !== null && cls !== null;
    return {
      profile,
      route,
      variant,
      locale: locale ?? null,
      measuredRounds: measured.length,
      failedRounds: measured.length - metrics.length,
      unsettledRounds: metrics.filter((load) => !load.settled).length,
      protocols: [...new Set(metrics.map((load) => load.documentProtocol ?? "unknown"))],
      fcpMs,
      lcpMs,
      tbtMs,
      cls,
      loadMs: summarizeMetric(metrics, (load) => load.loadMs),
      requests: summarizeMetric(metrics, (load) => load.requests),
      transferredBytes: summarizeMetric(metrics, (load) => load.transferredBytes),
      requestsBeforeLoad: summarizeMetric(metrics, (load) => load.requestsBeforeLoad),
      transferredBytesBeforeLoad: summarizeMetric(metrics, (load) => load.transferredBytesBeforeLoad),
      lcpElements: countLcpElements(metrics),
      documentRequestHeaderBytes: summarizeMetric(metrics, (load) => load.documentRequestHeaderBytes),
      requestHeaderBytes: summarizeMetric(metrics, (load) => load.requestHeaderBytes),
      staticFloorVariant: staticFloorVariant ?? null,
      lcpToStaticFloor: null,
      lcpToDefault: null,
      verdict:
        judged && complete
          ? {
              fcp: fcpMs.median <= targets.fcpMs,
              lcp: lcpMs.median <= targets.lcpMs,
              tbt: tbtMs.median <= targets.tbtMs,
              cls: cls.max < targets.clsBelow,
              lcpToStaticFloor: null,
              lcpToDefault: null,
            }
          : null,
      mainThread,
    };
  });

  // Each page against the floor of its own language (issues 24 and 31): `app` ÷ `static-floor`, `app-ar` ÷ `static-floor-ar`.
  for (const summary of summaries.filter((cell) => cell.staticFloorVariant !== null)) {
    const floor = summaries.find(
      (cell) => cell.variant === summary.staticFloorVariant && cell.profile === summary.profile && cell.route === summary.route,
    );
    if (!summary.lcpMs || !floor?.lcpMs) continue;
    summary.lcpToStaticFloor = summary.lcpMs.median / floor.lcpMs.median;
    if (summary.verdict) summary.verdict.lcpToStaticFloor = summary.lcpToStaticFloor <= targets.lcpToStaticFloor;
  }

  for (const key of keys.filter((candidate) => candidate.comparedToDefault)) {
    const find = (variant: string) =>
      summaries.find((cell) => cell.variant === variant && cell.profile === key.profile && cell.route === key.route);
    const [summary, defaultCell] = [find(key.variant), find("app")];
    if (!summary?.lcpMs || !defaultCell?.lcpMs) continue;
    summary.lcpToDefault = summary.lcpMs.median / defaultCell.lcpMs.median;
    if (summary.verdict && summary.profile === targets.lcpToDefaultProfile) {
      summary.verdict.lcpToDefault = summary.lcpToDefault <= (key.lcpToDefaultLimit ?? targets.lcpToDefault);
    }
  }
  return summaries;
}
