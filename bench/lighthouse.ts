// Lighthouse (mobile, DevTools throttling) on each route, one bounded child process per run.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumExecutablePath, chromiumFlags } from "./browser.ts";
import { runToCompletion } from "./processes.ts";
import { routeSlug } from "./static-floor.ts";
import { packageCli, projectRoot } from "./project-paths.ts";

export interface LighthouseResult {
  path: string;
  scores: { performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null };
  /** Lab metrics behind the performance score, in ms (CLS unitless). */
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null; speedIndexMs: number | null };
  runtimeError: string | null;
}

interface LighthouseReport {
  runtimeError?: { code?: string; message?: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

const runTimeoutMs = 180_000;

function numericAudit(report: LighthouseReport, id: string): number | null {
  return report.audits[id]?.numericValue ?? null;
}

export async function runLighthouse(origin: string, path: string): Promise<LighthouseResult> {
  const outputDirectory = join(projectRoot, "bench", "tmp");
  mkdirSync(outputDirectory, { recursive: true });
  const outputPath = join(outputDirectory, `lighthouse-${routeSlug(path)}.json`);
  const [node, lighthouse] = packageCli("lighthouse");
  await runToCompletion(
    `lighthouse ${path}`,
    node,
    [
      lighthouse,
      new URL(path, origin).href,
      "--quiet",
      "--output=json",
      `--output-path=${outputPath}`,
      "--form-factor=mobile",
      "--throttling-method=devtools",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=--headless=new ${chromiumFlags.join(" ")}`,
    ],
    runTimeoutMs,
    { env: { ...process.env, CHROME_PATH: chromiumExecutablePath() } },
  );
  const report = JSON.parse(readFileSync(outputPath, "utf8")) as LighthouseReport;
  const score = (id: string) => report.categories[id]?.score ?? null;
  return {
    path,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    },
    metrics: {
      fcpMs: numericAudit(report, "first-contentful-paint"),
      lcpMs: numericAudit(report, "largest-contentful-paint"),
      tbtMs: numericAudit(report, "total-blocking-time"),
      cls: numericAudit(report, "cumulative-layout-shift"),
      speedIndexMs: numericAudit(report, "speed-index"),
    },
    runtimeError: report.runtimeError ? `${report.runtimeError.code ?? ""} ${report.runtimeError.message ?? ""}`.trim() : null,
  };
}
