// `npm run funnel -- <file>`: the full-screen funnel (issue 30) from a Workers Logs export (JSON lines) or a log the worker
// wrote under wrangler (its JSON lines mixed with wrangler's own). Per day and per browser major version: attempts
// (taps on "Yes" or "Try again"), arrivals by how they came, the arrivals that brought the driver's setup along (issue 42),
// returns without YouTube's referrer, and the share of attempts that arrived. Lines of other events, and lines that are not JSON, are skipped.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const arrivalWays = ["referrer", "self_report", "url"] as const;
const funnelEventNames = ["fullscreen_redirect", "fullscreen_arrival", "fullscreen_failed"] as const;
type ArrivalWay = (typeof arrivalWays)[number];

export interface FunnelEvent {
  event: (typeof funnelEventNames)[number];
  day: string;
  browser: string;
  via: ArrivalWay | null;
  /** The attempt the line belongs to, or null for an arrival without one. */
  attempt: number | null;
  /** An arrival that brought the driver's setup into the full-screen profile. */
  carried: boolean;
}

export interface FunnelRow {
  day: string;
  browser: string;
  attempts: number;
  arrivals: Record<ArrivalWay, number>;
  /** Arrivals that brought the driver's setup along. */
  carried: number;
  failures: number;
  /** Arrivals that ended an attempt, out of the attempts; null without attempts. */
  successRate: number | null;
}

const isoDay = /^\d{4}-\d{2}-\d{2}/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The day of a record's timestamp (Workers Logs': epoch milliseconds or ISO), or null. */
function dayOfTimestamp(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return new Date(value).toISOString().slice(0, 10);
  if (typeof value === "string" && isoDay.test(value)) return value.slice(0, 10);
  return null;
}

/** The funnel line inside a record: the record itself, or a JSON object nested in it (an export wraps what the worker logged). */
function findFunnelLine(value: unknown, depth = 0): Record<string, unknown> | null {
  if (depth > 4) return null;
  if (typeof value === "string" && value.startsWith("{")) return findFunnelLine(parseJson(value), depth + 1);
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findFunnelLine(item, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  if (funnelEventNames.some((name) => name === value.event)) return value;
  for (const nested of Object.values(value)) {
    const found = findFunnelLine(nested, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The record's own timestamp wherever an export keeps it, else the day the line itself carries. */
function dayOf(record: unknown, line: Record<string, unknown>): string {
  if (isRecord(record)) {
    const metadata = isRecord(record.$metadata) ? record.$metadata : {};
    for (const candidate of [metadata.timestamp, record.timestamp, record.EventTimestampMs]) {
      const day = dayOfTimestamp(candidate);
      if (day !== null) return day;
    }
  }
  return dayOfTimestamp(line.day) ?? "unknown";
}

/** Every funnel event in a log's text, in order; a line that is not JSON (wrangler's own) or of another event is skipped. */
export function readFunnelEvents(text: string): FunnelEvent[] {
  const events: FunnelEvent[] = [];
  for (const rawLine of text.split("\n")) {
    const start = rawLine.indexOf("{");
    if (start === -1) continue;
    const record = parseJson(rawLine.slice(start));
    const line = findFunnelLine(record);
    if (line === null) continue;
    const event = funnelEventNames.find((name) => name === line.event);
    const via = arrivalWays.find((way) => way === line.via) ?? null;
    if (event === undefined || (event === "fullscreen_arrival" && via === null)) continue;
    events.push({
      event,
      day: dayOf(record, line),
      browser: typeof line.browser === "string" && line.browser !== "" ? line.browser : "unknown",
      via,
      attempt: typeof line.attempt === "number" && Number.isInteger(line.attempt) ? line.attempt : null,
      carried: line.carried === true,
    });
  }
  return events;
}

/** One row per day and browser, days in order and browsers by name within a day. */
export function tabulateFunnel(events: readonly FunnelEvent[]): FunnelRow[] {
  const rows = new Map<string, FunnelRow & { endedAttempts: number }>();
  for (const event of events) {
    const key = `${event.day}\u0000${event.browser}`;
    const row = rows.get(key) ?? {
      day: event.day,
      browser: event.browser,
      attempts: 0,
      arrivals: { referrer: 0, self_report: 0, url: 0 },
      carried: 0,
      failures: 0,
      successRate: null,
      endedAttempts: 0,
    };
    if (event.event === "fullscreen_redirect") row.attempts += 1;
    if (event.event === "fullscreen_failed") row.failures += 1;
    if (event.event === "fullscreen_arrival" && event.via !== null) {
      row.arrivals[event.via] += 1;
      if (event.carried) row.carried += 1;
      if (event.attempt !== null) row.endedAttempts += 1;
    }
    rows.set(key, row);
  }
  return [...rows.values()]
    .map(({ endedAttempts, ...row }) => ({ ...row, successRate: row.attempts === 0 ? null : Math.min(1, endedAttempts / row.attempts) }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.browser.localeCompare(b.browser));
}

const columns = ["day", "browser", "attempts", "referrer", "self_report", "url", "carried", "failures", "success"] as const;

/** The rows as an aligned plain-text table, with a header line. */
export function renderFunnel(rows: readonly FunnelRow[]): string {
  const cells = rows.map((row) => [
    row.day,
    row.browser,
    String(row.attempts),
    String(row.arrivals.referrer),
    String(row.arrivals.self_report),
    String(row.arrivals.url),
    String(row.carried),
    String(row.failures),
    row.successRate === null ? "—" : `${Math.round(row.successRate * 100)}%`,
  ]);
  const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((line) => line[index]?.length ?? 0)));
  const format = (line: readonly string[]) =>
    line
      .map((cell, index) => (index < 2 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)))
      .join("  ")
      .trimEnd();
  return [format(columns), ...cells.map(format)].join("\n");
}

function main(args: readonly string[]): number {
  const [file] = args;
  if (file === undefined) {
    console.error("usage: npm run funnel -- <log file: a Workers Logs export or a wrangler log>");
    return 2;
  }
  const rows = tabulateFunnel(readFunnelEvents(readFileSync(file, "utf8")));
  console.log(rows.length === 0 ? "no full-screen funnel lines in this log" : renderFunnel(rows));
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
