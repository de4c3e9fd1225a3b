// `npm run check:links`: requests every catalogue entry's address (sources.ts and the regional packs) and reports, as a
// table, whether it is OK, moved (a permanent redirect to another host), broken (4xx/5xx, DNS or connection failure) or
// timed out, beside the day app/data/source-verification.server.ts says it was last verified. For maintainers with internet access; never part of `npm test`. Exits 1 when any address is not OK.
//   node scripts/check-links.ts [--concurrency 6] [--timeout 15000]
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export type LinkVerdict = "ok" | "moved" | "broken" | "timed out";

export interface LinkTarget {
  id: string;
  url: string;
  /** The day the address was last confirmed, as app/data/source-verification.server.ts records it. */
  verified?: string;
}

export interface LinkHop {
  status: number;
  /** The address the hop redirected to, for a 3xx. */
  location: string | null;
}

export interface LinkReport extends LinkTarget {
  verdict: LinkVerdict;
  /** The final answer's status, or null when none came (DNS, refused connection, timeout). */
  status: number | null;
  /** Every redirect followed, in order. */
  redirects: readonly LinkHop[];
  /** Host (and port, where not the default) of the last address requested. */
  finalHost: string;
  /** The method of the final answer: HEAD, or GET where HEAD was refused. */
  method: "HEAD" | "GET";
  /** Why there was no answer (an error code such as ENOTFOUND), or null. */
  failure: string | null;
}

export interface CheckOptions {
  /** Requests at once. */
  concurrency: number;
  /** Time for one address, its redirects and its GET fallback included, in milliseconds. */
  timeoutMs: number;
  /** Redirects followed before an address counts as broken. */
  maxRedirects?: number;
}

const permanentRedirects = new Set([301, 308]);
const defaultMaxRedirects = 10;
const userAgent = "ParkPlay-link-check/1 (+https://github.com/arbitrari/parkplay)";

class RedirectLoop extends Error {}

/** True for a redirect to another host; a "www." added or dropped is the same site. */
function isAnotherHost(from: URL, to: URL): boolean {
  const site = (url: URL) => `${url.hostname.replace(/^www\./, "")}:${url.port}`;
  return site(from) !== site(to);
}

function failureCode(error: unknown): string {
  if (error instanceof RedirectLoop) return "too_many_redirects";
  const cause = error instanceof Error ? error.cause : undefined;
  if (typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string") return cause.code;
  return error instanceof Error ? error.name : "unknown";
}

/** Follows the address's redirects by hand, so each hop's status and target is known. */
async function follow(url: string, method: "HEAD" | "GET", signal: AbortSignal, maxRedirects: number) {
  const redirects: LinkHop[] = [];
  let current = new URL(url);
  for (;;) {
    const response = await fetch(current, { method, redirect: "manual", signal, headers: { "user-agent": userAgent } });
    await response.body?.cancel();
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || location === null) return { response, redirects, finalUrl: current };
    if (redirects.length >= maxRedirects) throw new RedirectLoop();
    const next = new URL(location, current);
    redirects.push({ status: response.status, location: next.href });
    current = next;
  }
}

/** Requests one address: HEAD first, GET when HEAD is refused or fails, all within the timeout. */
export async function checkLink(target: LinkTarget, options: CheckOptions): Promise<LinkReport> {
  const maxRedirects = options.maxRedirects ?? defaultMaxRedirects;
  const signal = AbortSignal.timeout(options.timeoutMs);
  const start = new URL(target.url);
  let method: "HEAD" | "GET" = "HEAD";
  try {
    // Many servers answer HEAD with 403, 404 or 405, or drop it, while GET works: only GET's answer counts as broken.
    let result = await follow(target.url, method, signal, maxRedirects).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return null;
    });
    if (result === null || result.response.status >= 400) {
      method = "GET";
      result = await follow(target.url, method, signal, maxRedirects);
    }
    const { response, redirects, finalUrl } = result;
    const movedFor = redirects.some(
      (hop, index) =>
        permanentRedirects.has(hop.status) &&
        hop.location !== null &&
        isAnotherHost(index === 0 ? start : new URL(redirects[index - 1]?.location ?? target.url), new URL(hop.location)),
    );
    const verdict: LinkVerdict = response.status >= 400 ? "broken" : movedFor ? "moved" : "ok";
    return { ...target, verdict, status: response.status, redirects, finalHost: finalUrl.host, method, failure: null };
  } catch (error) {
    const timedOut = signal.aborted;
    return {
      ...target,
      verdict: timedOut ? "timed out" : "broken",
      status: null,
      redirects: [],
      finalHost: start.host,
      method,
      failure: timedOut ? "timeout" : failureCode(error),
    };
  }
}

/** Every address, at most `concurrency` at once, in the targets' order. */
export async function checkLinks(targets: readonly LinkTarget[], options: CheckOptions): Promise<LinkReport[]> {
  const reports: LinkReport[] = new Array<LinkReport>(targets.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < targets.length) {
      const index = next;
      next += 1;
      const target = targets[index];
      if (target !== undefined) reports[index] = await checkLink(target, options);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, targets.length)) }, worker));
  return reports;
}

/** The reports as a Markdown table, problems first, then a count per verdict. */
export function formatLinkReport(reports: readonly LinkReport[]): string {
  const order: LinkVerdict[] = ["broken", "timed out", "moved", "ok"];
  const sorted = [...reports].sort((a, b) => order.indexOf(a.verdict) - order.indexOf(b.verdict));
  const rows = sorted.map((report) => [
    report.verdict.toUpperCase(),
    report.id,
    report.status === null ? (report.failure ?? "") : `${report.status} (${report.method})`,
    report.redirects.map((hop) => `${hop.status} → ${hop.location ?? ""}`).join(", "),
    report.finalHost,
    report.url,
    report.verified ?? "never",
  ]);
  const lines = [
    "| Result | Id | Status | Redirects | Final host | Address | Last verified |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map((cells) => `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`),
    "",
    order.map((verdict) => `${reports.filter((report) => report.verdict === verdict).length} ${verdict}`).join(", "),
  ];
  return lines.join("\n");
}

/** Every catalogue and regional entry's address: the catalogue is TypeScript with an enum, so it is bundled in memory. */
async function catalogueTargets(): Promise<LinkTarget[]> {
  const projectRoot = fileURLToPath(new URL("..", import.meta.url));
  const result = await build({
    stdin: {
      contents: [
        'import { sources } from "./app/data/sources.ts";',
        'import { regionalSources } from "./app/data/regional-sources.server.ts";',
        'import { sourceVerifications } from "./app/data/source-verification.server.ts";',
        "export const targets = Object.entries({ ...sources, ...regionalSources }).map(([id, source]) => ({",
        "  id,",
        "  url: source.url,",
        "  verified: sourceVerifications[id]?.verified,",
        "}));",
      ].join("\n"),
      resolveDir: projectRoot,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error("esbuild wrote no catalogue bundle");
  const catalogue: { targets: LinkTarget[] } = await import(`data:text/javascript;base64,${Buffer.from(output.text).toString("base64")}`);
  return catalogue.targets;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { concurrency: { type: "string", default: "6" }, timeout: { type: "string", default: "15000" } },
  });
  const options = { concurrency: Number(values.concurrency), timeoutMs: Number(values.timeout) };
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1 || !(options.timeoutMs > 0)) {
    throw new Error("--concurrency must be a whole number ≥ 1 and --timeout a number of milliseconds > 0");
  }
  const targets = await catalogueTargets();
  console.log(`Checking ${targets.length} addresses, ${options.concurrency} at a time, ${options.timeoutMs} ms each…\n`);
  const reports = await checkLinks(targets, options);
  console.log(formatLinkReport(reports));
  return reports.every((report) => report.verdict === "ok") ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
