// Worker speed on loopback, straight to wrangler dev: SSR time of a page at one connection, and throughput against a static asset.
import { Agent, request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { runToCompletion } from "./processes.ts";
import { packageCli } from "./project-paths.ts";
import { summarize, type Summary } from "./stats.ts";

export interface SsrTiming {
  path: string;
  requests: number;
  /** Request sent → last body byte received, uncompressed, one keep-alive connection. */
  timeToLastByteMs: Summary;
  /** The worker's own `duration_ms` from its page_view log lines: it stops when the streamed response starts. */
  serverDurationMs: Summary | null;
}

export interface Throughput {
  pagePath: string;
  staticPath: string;
  seconds: number;
  connections: number;
  pageRequestsPerSecond: number;
  staticRequestsPerSecond: number;
  /** Page throughput as a share of the static asset's. */
  ratio: number;
}

const warmUpRequests = 20;

/** The `duration_ms` of a worker `page_view` log line; null for any other line. */
export function pageViewDuration(line: string): number | null {
  if (!line.startsWith("{")) return null;
  try {
    const entry: unknown = JSON.parse(line);
    if (typeof entry !== "object" || entry === null || !("event" in entry) || entry.event !== "page_view") return null;
    return "duration_ms" in entry && typeof entry.duration_ms === "number" ? entry.duration_ms : null;
  } catch {
    return null;
  }
}
const requestTimeoutMs = 10_000;

function timeOneRequest(agent: Agent, origin: string, path: string, headers: Readonly<Record<string, string>> = {}): Promise<number> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, origin),
      { agent, headers: { "accept-encoding": "identity", ...headers }, timeout: requestTimeoutMs },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`GET ${path} answered ${response.statusCode}`));
        response.on("data", () => undefined);
        response.on("end", () => resolve(performance.now() - startedAt));
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`GET ${path} timed out`)));
    outgoing.on("error", reject).end();
  });
}

/** Sequential requests; `pageViewDurations` is the live list the worker's log lines fill. */
export async function measureSsrTiming(
  origin: string,
  path: string,
  requests: number,
  pageViewDurations: readonly number[],
): Promise<SsrTiming> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let index = 0; index < warmUpRequests; index += 1) await timeOneRequest(agent, origin, path);
    // Log lines reach us through wrangler's stdout a little after the responses.
    await sleep(500);
    const loggedBefore = pageViewDurations.length;
    const timings: number[] = [];
    for (let index = 0; index < requests; index += 1) timings.push(await timeOneRequest(agent, origin, path));
    await sleep(500);
    const timeToLastByteMs = summarize(timings);
    if (timeToLastByteMs === null) throw new Error("no SSR timings");
    return { path, requests, timeToLastByteMs, serverDurationMs: summarize(pageViewDurations.slice(loggedBefore)) };
  } finally {
    agent.destroy();
  }
}

/** One way a driver's browser asks for a page: a name for reports and the request headers that select its language and region. */
export interface LocaleRequest {
  name: string;
  headers: Readonly<Record<string, string>>;
}

export interface LocaleSsrTiming {
  path: string;
  requests: number;
  /** Time to last byte per locale, measured in alternation on one connection so both see the same machine load. */
  timings: { name: string; timeToLastByteMs: Summary }[];
}

/** Issue 15: SSR of a page in English for the US and in other locales, alternating request by request. */
export async function measureLocaleSsrTiming(
  origin: string,
  path: string,
  requests: number,
  locales: readonly LocaleRequest[],
): Promise<LocaleSsrTiming> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let index = 0; index < warmUpRequests; index += 1) {
      for (const locale of locales) await timeOneRequest(agent, origin, path, locale.headers);
    }
    const samples = locales.map(() => [] as number[]);
    for (let index = 0; index < requests; index += 1) {
      for (const [position, locale] of locales.entries())
        samples[position]?.push(await timeOneRequest(agent, origin, path, locale.headers));
    }
    const timings = locales.map((locale, position) => {
      const timeToLastByteMs = summarize(samples[position] ?? []);
      if (timeToLastByteMs === null) throw new Error(`no SSR timings for ${locale.name}`);
      return { name: locale.name, timeToLastByteMs };
    });
    return { path, requests, timings };
  } finally {
    agent.destroy();
  }
}

interface AutocannonReport {
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function requestsPerSecond(url: string, seconds: number, connections: number): Promise<number> {
  const [node, autocannon] = packageCli("autocannon");
  const output = await runToCompletion(
    `autocannon ${url}`,
    node,
    [autocannon, "--json", "-c", String(connections), "-d", String(seconds), url],
    (seconds + 30) * 1000,
  );
  const report = JSON.parse(output) as AutocannonReport;
  if (report.non2xx > 0 || report.errors > 0 || report.timeouts > 0) {
    throw new Error(`autocannon ${url}: ${report.non2xx} non-2xx, ${report.errors} errors, ${report.timeouts} timeouts`);
  }
  return report.requests.average;
}

export async function measureThroughput(
  origin: string,
  pagePath: string,
  staticPath: string,
  seconds: number,
  connections: number,
): Promise<Throughput> {
  const pageRequestsPerSecond = await requestsPerSecond(new URL(pagePath, origin).href, seconds, connections);
  const staticRequestsPerSecond = await requestsPerSecond(new URL(staticPath, origin).href, seconds, connections);
  return {
    pagePath,
    staticPath,
    seconds,
    connections,
    pageRequestsPerSecond,
    staticRequestsPerSecond,
    ratio: pageRequestsPerSecond / staticRequestsPerSecond,
  };
}
