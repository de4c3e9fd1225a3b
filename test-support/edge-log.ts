import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** Where the e2e web server copies wrangler dev's output, the worker's console lines included (see playwright.config.ts). */
export function wranglerLogPath(port: number): string {
  return fileURLToPath(new URL(`../test-results/wrangler-${port}.log`, import.meta.url));
}

/** A fresh CF-Ray in Cloudflare's format (16 hex digits, a dash, three letters); the worker logs any other as null. */
export function uniqueRay(): string {
  return `${randomBytes(8).toString("hex")}-TST`;
}

export interface EdgeLogLine {
  event: string;
  [field: string]: unknown;
}

function parseEdgeLogLine(line: string): EdgeLogLine | null {
  if (!line.startsWith("{")) return null;
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== "object" || value === null || !("event" in value) || typeof value.event !== "string") return null;
    return { ...value, event: value.event };
  } catch {
    return null;
  }
}

/**
 * The worker's JSON log lines for one test, in order. Tests send a unique `cf-ray` header on their requests (see
 * `uniqueRay`), which the worker logs as `ray`, so parallel tests never see each other's lines.
 */
export async function readEdgeLogLines(baseURL: string | undefined, ray: string): Promise<EdgeLogLine[]> {
  return readEdgeLogLinesWhere(baseURL, (line) => line.ray === ray);
}

/** The worker's JSON log lines that `matches` picks, in order, for lines a ray cannot pick (a refusal's, or one whose ray was dropped). */
export async function readEdgeLogLinesWhere(baseURL: string | undefined, matches: (line: EdgeLogLine) => boolean): Promise<EdgeLogLine[]> {
  const port = Number(new URL(baseURL ?? "").port);
  const text = await readFile(wranglerLogPath(port), "utf8");
  return text
    .split("\n")
    .flatMap((line) => parseEdgeLogLine(line.trim()) ?? [])
    .filter(matches);
}
