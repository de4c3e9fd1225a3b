import type autocannon from "autocannon";
// The generated list, not lib/catalogue/catalogue.server.ts's logoSpriteFor: `npm run load` runs this under plain Node, which
// cannot resolve that module's `~/` imports.
import { logoSprites } from "../app/data/logo-sprites.server.ts";
import { heapGrowthLimit, productionIsolateLimitBytes, type HeapReport } from "./isolate-heap.ts";
import type { ProcessMemory } from "./process-memory.ts";

/** The cookies a returning visitor carries: hidden sources and the full-screen session. Edit here to change the load mix. */
// pp_fullscreen holds `true` as Remix's cookie encoding (base64 JSON) writes it.
export const visitorCookies: Record<string, string> = { pp_hidden: "netflix.hulu", pp_fullscreen: "dHJ1ZQ%3D%3D" };
export const youtubeReferrer = "https://www.youtube.com/";

/** A request the load clients send, with a label for the report. */
export interface MixedRequest extends autocannon.RequestSpec {
  label: string;
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

/**
 * Pages with and without cookies and the YouTube referrer, and the static files a first visit loads: a script, the US page's
 * logo sprite (every card's drawing in one file) and the favicon.
 */
export function requestMix(scriptPath: string, cookies: Record<string, string> = visitorCookies): MixedRequest[] {
  const withCookies = { cookie: cookieHeader(cookies) };
  const fromYouTube = { referer: youtubeReferrer };
  const page = (path: string, headers: Record<string, string>, label: string): MixedRequest => ({
    label,
    method: "GET",
    path,
    headers: { accept: "text/html", ...headers },
  });
  const file = (path: string): MixedRequest => ({ label: path, method: "GET", path, headers: {} });
  return [
    page("/", {}, "/"),
    page("/", withCookies, "/ with cookies"),
    page("/", fromYouTube, "/ from YouTube"),
    page("/", { ...withCookies, ...fromYouTube }, "/ with cookies, from YouTube"),
    page("/about", {}, "/about"),
    page("/about", withCookies, "/about with cookies"),
    page("/debug", {}, "/debug"),
    page("/debug", { ...withCookies, ...fromYouTube }, "/debug with cookies, from YouTube"),
    file(scriptPath),
    file(logoSprites.us),
    file("/favicon.svg"),
  ];
}

/** The first hashed script the document loads, so the mix includes a real /build/ chunk. */
export function findBuildScript(html: string): string | null {
  return /"(\/build\/[\w./-]+\.js)"/.exec(html)?.[1] ?? null;
}

export interface Phase {
  name: string;
  connections: number;
  /** The phase's length, or for the soak its time limit. */
  durationSeconds: number;
  /** Hard cap on requests, so a phase ends even if the server is far faster than expected; the soak's planned count. */
  maxRequests: number;
  soak: boolean;
}

/** No local worker serves anywhere near this; the cap exists only to bound a run. */
const requestCapPerSecond = 5_000;
/** The issue's soak: the heap is compared before and after this many requests. */
export const soakRequests = 30_000;
/** The soak's time limit: 140 requests a second serve it in 4 minutes; 2 cores shared with other test runs managed 13 (38 minutes). */
const soakLimitSeconds = 45 * 60;

/**
 * 10 connections × 30 s, 50 × 30 s, then a soak of 30,000 requests at 10 connections (at most 45 minutes); `scale`
 * shortens every phase and the soak's request count for a trial run.
 */
export function loadPhases(scale: number): Phase[] {
  const scaled = (full: number) => Math.max(1, Math.round(full * scale));
  const phase = (name: string, connections: number, fullSeconds: number): Phase => {
    const durationSeconds = scaled(fullSeconds);
    return { name, connections, durationSeconds, maxRequests: durationSeconds * requestCapPerSecond, soak: false };
  };
  const soakConnections = 10;
  return [
    phase("steady, 10 connections", 10, 30),
    phase("peak, 50 connections", 50, 30),
    {
      name: `soak, ${soakConnections} connections`,
      connections: soakConnections,
      durationSeconds: scaled(soakLimitSeconds),
      // autocannon shares the count among the connections, so each needs at least one.
      maxRequests: Math.max(soakConnections, scaled(soakRequests)),
      soak: true,
    },
  ];
}

export function parseScale(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1) throw new Error(`LOAD_SCALE must be a number in (0, 1], got "${value}"`);
  return scale;
}

export interface PhaseResult {
  name: string;
  soak: boolean;
  connections: number;
  durationSeconds: number;
  maxRequests: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  /** Answers outside 2xx and 3xx (1xx, 4xx, 5xx); the target is 0. */
  non2xx3xx: number;
  statusCounts: Record<string, number>;
}

export function summarisePhase(phase: Phase, result: autocannon.Result): PhaseResult {
  return {
    name: phase.name,
    soak: phase.soak,
    connections: phase.connections,
    durationSeconds: result.duration,
    maxRequests: phase.maxRequests,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx3xx: result["1xx"] + result["4xx"] + result["5xx"],
    statusCounts: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count])),
  };
}

export interface MemorySample {
  label: string;
  secondsIntoRun: number;
  processes: ProcessMemory[];
  totalKiB: number;
}

export function memorySample(label: string, secondsIntoRun: number, processes: ProcessMemory[]): MemorySample {
  return { label, secondsIntoRun, processes, totalKiB: processes.reduce((sum, { rssKiB }) => sum + rssKiB, 0) };
}

export interface MemoryReport {
  beforeSoakKiB: number;
  afterSoakKiB: number;
  growthKiB: number;
  peakDuringSoakKiB: number;
  samples: MemorySample[];
}

/** `soakSamples` runs from just before the soak to just after it. */
export function memoryReport(samples: MemorySample[], soakSamples: MemorySample[]): MemoryReport {
  const [beforeSoak] = soakSamples;
  const afterSoak = soakSamples.at(-1);
  if (!beforeSoak || !afterSoak) throw new Error("the soak took no memory samples");
  return {
    beforeSoakKiB: beforeSoak.totalKiB,
    afterSoakKiB: afterSoak.totalKiB,
    growthKiB: afterSoak.totalKiB - beforeSoak.totalKiB,
    peakDuringSoakKiB: Math.max(...soakSamples.map(({ totalKiB }) => totalKiB)),
    samples,
  };
}

export interface LoadReport {
  date: string;
  commit: string;
  node: string;
  cpus: number;
  /** One-minute load average when the run started: other work on the machine skews every figure. */
  loadAverage: number;
  scale: number;
  target: string;
  mix: string[];
  phases: PhaseResult[];
  /** The worker isolate's JS heap after a forced collection: the figure the soak's target is about. */
  heap: HeapReport;
  /** workerd's resident memory, which also holds `wrangler dev`'s own bookkeeping (it grows under a trivial worker too). */
  devServerMemory: MemoryReport;
  workerdStopped: boolean;
}

const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const signedMebibytes = (bytes: number) => `${bytes >= 0 ? "+" : "−"}${mebibytes(Math.abs(bytes))}`;
const signedPercent = (ratio: number) => `${ratio >= 0 ? "+" : "−"}${(Math.abs(ratio) * 100).toFixed(1)}%`;
const count = (value: number) => value.toLocaleString("en-GB");

/**
 * Targets from the issue: no errors and no answers outside 2xx/3xx in any phase, a soak that served all its requests, and
 * a heap after the soak within 10% of the heap before it.
 */
export function missedTargets(report: Pick<LoadReport, "phases" | "heap">): string[] {
  const phaseMisses = report.phases.flatMap((phase) => [
    ...(phase.errors > 0 ? [`${phase.name}: ${phase.errors} errors`] : []),
    ...(phase.non2xx3xx > 0 ? [`${phase.name}: ${phase.non2xx3xx} answers outside 2xx/3xx`] : []),
  ]);
  const soak = report.phases.find((phase) => phase.soak);
  const shortSoak =
    soak && soak.requests < soak.maxRequests
      ? [`${soak.name}: ${count(soak.requests)} of ${count(soak.maxRequests)} requests within its time limit`]
      : [];
  const { heap } = report;
  const heapMiss = heap.withinLimit
    ? []
    : [
        `worker heap: ${signedMebibytes(heap.growthBytes)} (${signedPercent(heap.growthRatio)}) over ${count(heap.soakRequests)} soak requests; ` +
          `the limit is +${heapGrowthLimit * 100}%`,
      ];
  return [...phaseMisses, ...shortSoak, ...heapMiss];
}

/** The heap before and after the soak, for the console and the benchmarks page. */
export function heapSummary(heap: HeapReport): string {
  const share = (heap.afterSoak.usedBytes / productionIsolateLimitBytes) * 100;
  return (
    `${mebibytes(heap.beforeSoak.usedBytes)} before the soak, ${mebibytes(heap.afterSoak.usedBytes)} after its ${count(heap.soakRequests)} requests ` +
    `(${signedMebibytes(heap.growthBytes)}, ${signedPercent(heap.growthRatio)}; limit +${heapGrowthLimit * 100}%: ${heap.withinLimit ? "met" : "missed"}), ` +
    `${share.toFixed(0)}% of a deployed isolate's 128 MB`
  );
}

export function devServerMemorySummary(memory: MemoryReport): string {
  const kib = 1024;
  return (
    `${mebibytes(memory.beforeSoakKiB * kib)} before the soak, ${mebibytes(memory.afterSoakKiB * kib)} after ` +
    `(${signedMebibytes(memory.growthKiB * kib)}), peak ${mebibytes(memory.peakDuringSoakKiB * kib)}`
  );
}

export function markdownSection(report: LoadReport): string {
  const day = report.date.slice(0, 10);
  const trial =
    report.scale < 1
      ? ` Trial run: every phase and the soak's request count shortened to ${report.scale} (\`LOAD_SCALE=${report.scale}\`).`
      : "";
  const rows = report.phases.map(
    (phase) =>
      `| ${phase.name} | ${phase.connections} | ${phase.durationSeconds} s | ${phase.requests} | ${phase.requestsPerSecond} | ` +
      `${phase.latencyMs.p50} ms | ${phase.latencyMs.p99} ms | ${phase.errors} | ${phase.non2xx3xx} |`,
  );
  const { heap, devServerMemory } = report;
  const heapSamples = heap.samples.map(({ label, usedBytes }) => `${label} ${mebibytes(usedBytes)}`).join(", ");
  const rssSamples = devServerMemory.samples.map(({ label, totalKiB }) => `${label} ${mebibytes(totalKiB * 1024)}`).join(", ");
  return [
    `## Load and soak — ${day}`,
    "",
    `\`npm run load\` against \`wrangler dev\` (workerd) on 127.0.0.1, commit ${report.commit}, Node ${report.node}, ${report.cpus} CPUs shared with the load generator ` +
      `(load average ${report.loadAverage.toFixed(1)} at the start).${trial}`,
    `Each connection cycles through: ${report.mix.map((label) => `\`${label}\``).join(", ")}.`,
    "",
    "| Phase | Connections | Duration | Requests | Req/s | p50 | p99 | Errors | Non-2xx/3xx |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
    `Worker isolate JS heap (used, after a forced garbage collection, through wrangler's inspector): ${heapSummary(heap)}.`,
    `Samples: ${heapSamples}.`,
    "",
    `Dev server resident memory (every workerd process under the wrangler we started, which includes \`wrangler dev\`'s own ` +
      `bookkeeping; not the worker's): ${devServerMemorySummary(devServerMemory)}.`,
    `Samples: ${rssSamples}.`,
    "",
  ].join("\n");
}
