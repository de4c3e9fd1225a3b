// The bench's history as data (issue 41): docs/bench-history.csv, one row per run × cell × metric, appended by every run.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { blockingCauses } from "./main-thread-trace.ts";
import type { BenchResults, CellSummary } from "./results.ts";
import type { Summary } from "./stats.ts";

export const historyColumns = ["run", "commit", "note", "profile", "route", "variant", "metric", "median", "min", "max", "count"] as const;
export type HistoryRow = Record<(typeof historyColumns)[number], string>;

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(row: HistoryRow): string {
  return historyColumns.map((column) => csvField(row[column])).join(",");
}

/** Splits CSV text into rows of fields (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      rows.push([...row, field]);
      row = [];
      field = "";
    } else if (char !== "\r") field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

export function readHistory(path: string): HistoryRow[] {
  if (!existsSync(path)) return [];
  const [header, ...rows] = parseCsv(readFileSync(path, "utf8"));
  if (!header) return [];
  return rows.map((fields) => Object.fromEntries(header.map((name, index) => [name, fields[index] ?? ""])) as HistoryRow);
}

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1));

/** The figures of one run worth following over time: page-load medians per cell, the main thread's, the taps', the bytes. */
export function historyRows(results: BenchResults, note: string): HistoryRow[] {
  const base = { run: results.startedAt, commit: results.commit, note };
  const rows: HistoryRow[] = [];
  const add = (cell: { profile: string; route: string; variant: string }, metric: string, summary: Summary | null | undefined) => {
    if (!summary) return;
    rows.push({
      ...base,
      ...cell,
      metric,
      median: number(summary.median),
      min: number(summary.min),
      max: number(summary.max),
      count: String(summary.count),
    });
  };
  const single = (value: number) => ({ median: value, min: value, max: value, count: 1 });
  for (const cell of results.cells) {
    const key = { profile: cell.profile, route: cell.route, variant: cell.variant };
    add(key, "fcp_ms", cell.fcpMs);
    add(key, "lcp_ms", cell.lcpMs);
    add(key, "tbt_ms", cell.tbtMs);
    add(key, "cls", cell.cls);
    add(key, "load_ms", cell.loadMs);
    if (cell.lcpToStaticFloor !== null) add(key, "lcp_to_floor", single(cell.lcpToStaticFloor));
    addMainThread(cell, add);
  }
  const taps = results.tapDuringLoad;
  if (taps) {
    const key = { profile: taps.profile, route: "/", variant: "tap-during-load" };
    add(key, "tap_delay_ms", taps.delayMs);
    add(key, "tap_delay_before_load_ms", taps.delayBeforeLoadMs);
  }
  for (const route of results.bytes) {
    const key = { profile: "", route: route.path, variant: route.setup ?? "default" };
    add(key, "first_flight_gzip_b", single(route.firstFlightGzipBytes));
    add(key, "first_load_js_gzip_b", single(route.firstLoadJsGzipBytes));
  }
  return rows;
}

function addMainThread(
  cell: CellSummary,
  add: (cell: { profile: string; route: string; variant: string }, metric: string, summary: Summary | null | undefined) => void,
): void {
  const thread = cell.mainThread;
  if (!thread) return;
  const key = { profile: cell.profile, route: cell.route, variant: cell.variant };
  add(key, "traced_observer_tbt_ms", thread.observerTbtMs);
  add(key, "trace_tbt_ms", thread.tbtMs);
  for (const cause of blockingCauses) add(key, `trace_tbt_${cause}_ms`, thread.tbtByCauseMs[cause]);
  add(key, "longest_task_ms", thread.longestTaskMs);
  add(key, "busy_until_load_ms", thread.busyUntilLoadMs);
  add(key, "longest_task_before_load_ms", thread.longestTaskBeforeLoadMs);
}

export function appendHistory(path: string, rows: readonly HistoryRow[]): void {
  if (!existsSync(path)) writeFileSync(path, `${historyColumns.join(",")}\n`);
  if (rows.length > 0) appendFileSync(path, `${rows.map(csvLine).join("\n")}\n`);
}

export interface FigureChange {
  profile: string;
  route: string;
  variant: string;
  metric: string;
  before: number;
  after: number;
  /** The run and commit it is compared with. */
  since: string;
}

/** Headline medians that moved by at least `minRatio` and `minMs` since the same cell's figure in the latest earlier run. */
export function changedFigures(
  history: readonly HistoryRow[],
  rows: readonly HistoryRow[],
  metrics = ["tbt_ms", "lcp_ms", "longest_task_ms", "tap_delay_ms"],
  minRatio = 0.1,
  minMs = 20,
): FigureChange[] {
  return rows.flatMap((row) => {
    if (!metrics.includes(row.metric)) return [];
    const earlier = history.filter(
      (old) =>
        old.run < row.run &&
        old.metric === row.metric &&
        old.profile === row.profile &&
        old.route === row.route &&
        old.variant === row.variant,
    );
    const previous = earlier.reduce<HistoryRow | null>((latest, old) => (latest === null || old.run > latest.run ? old : latest), null);
    if (!previous) return [];
    const [before, after] = [Number(previous.median), Number(row.median)];
    const moved = Math.abs(after - before);
    if (moved < minMs || moved < Math.abs(before) * minRatio) return [];
    return [{ ...row, before, after, since: `${previous.run.slice(0, 16)} (${previous.commit})` }];
  });
}
