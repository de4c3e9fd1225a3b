import type autocannon from "autocannon";
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

/** Pages with and without cookies and the YouTube referrer, and the static files a first visit loads. */
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
    file("/logos/youtube.svg"),
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
  durationSeconds: number;
  /** Hard cap on requests, so a phase ends even if the server is far faster than expected. */
  maxRequests: number;
  soak: boolean;
}

/** No local worker serves anywhere near this; the cap exists only to bound a run. */
const requestCapPerSecond = 5_000;

/** 10 connections × 30 s, 50 × 30 s, then a 3-minute soak at 10; `scale` shortens every phase for a trial run. */
export function loadPhases(scale: number): Phase[] {
  const phase = (name: string, connections: number, fullSeconds: number, soak: boolean): Phase => {
    const durationSeconds = Math.max(1, Math.round(fullSeconds * scale));
    return { name, connections, durationSeconds, maxRequests: durationSeconds * requestCapPerSecond, soak };
  };
  return [
    phase("steady, 10 connections", 10, 30, false),
    phase("peak, 50 connections", 50, 30, false),
    phase("soak, 10 connections", 10, 180, true),
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
  memory: MemoryReport;
  workerdStopped: boolean;
}

/** Targets from the issue: no errors and no answers outside 2xx/3xx in any phase. */
export function missedTargets(report: Pick<LoadReport, "phases">): string[] {
  return report.phases.flatMap((phase) => [
    ...(phase.errors > 0 ? [`${phase.name}: ${phase.errors} errors`] : []),
    ...(phase.non2xx3xx > 0 ? [`${phase.name}: ${phase.non2xx3xx} answers outside 2xx/3xx`] : []),
  ]);
}

const mebibytes = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;
const signedMebibytes = (kib: number) => `${kib >= 0 ? "+" : "−"}${mebibytes(Math.abs(kib))}`;

export function markdownSection(report: LoadReport): string {
  const day = report.date.slice(0, 10);
  const trial =
    report.scale < 1 ? ` Trial run: every phase shortened to ${report.scale} of its length (\`LOAD_SCALE=${report.scale}\`).` : "";
  const rows = report.phases.map(
    (phase) =>
      `| ${phase.name} | ${phase.connections} | ${phase.durationSeconds} s | ${phase.requests} | ${phase.requestsPerSecond} | ` +
      `${phase.latencyMs.p50} ms | ${phase.latencyMs.p99} ms | ${phase.errors} | ${phase.non2xx3xx} |`,
  );
  const { memory } = report;
  const soakSamples = memory.samples.map(({ label, totalKiB }) => `${label} ${mebibytes(totalKiB)}`).join(", ");
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
    `workerd resident memory (all workerd processes under the wrangler we started): ${mebibytes(memory.beforeSoakKiB)} before the soak, ` +
      `${mebibytes(memory.afterSoakKiB)} after (${signedMebibytes(memory.growthKiB)}), peak ${mebibytes(memory.peakDuringSoakKiB)}.`,
    `Samples: ${soakSamples}.`,
    "",
  ].join("\n");
}
