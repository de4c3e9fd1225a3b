/**
 * `npm run load`: load and soak test of the built worker in `wrangler dev` on 127.0.0.1, measuring the worker isolate's
 * heap through wrangler's inspector before and after the soak. Writes bench/load-results.json and appends a section to
 * docs/benchmarks.md. LOAD_SCALE shortens the phases, LOAD_PORT moves the server (its inspector takes the next port), and
 * LOAD_SNAPSHOTS=1 also writes a heap snapshot at each heap sample to bench/tmp, for DevTools' Memory tab to compare.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, createWriteStream, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { gitShortHash } from "../scripts/git-commit.mjs";
import { findDebuggerUrl, openInspectorSession, type InspectorSession } from "./inspector-session.ts";
import { heapReport, measureIsolateHeap, takeHeapSnapshot, type HeapSample } from "./isolate-heap.ts";
import {
  devServerMemorySummary,
  findBuildScript,
  heapSummary,
  loadPhases,
  markdownSection,
  memoryReport,
  memorySample,
  missedTargets,
  parseScale,
  requestMix,
  summarisePhase,
  type LoadReport,
  type MemorySample,
  type MixedRequest,
  type Phase,
  type PhaseResult,
} from "./load-plan.ts";
import { descendantsOf, isRunning, readProcessTable, workerdMemory } from "./process-memory.ts";
import { stopProcess } from "./processes.ts";
import { projectRoot } from "./project-paths.ts";
import { startWorker, type RunningWorker } from "./worker-server.ts";

const scale = parseScale(process.env.LOAD_SCALE);
const port = Number(process.env.LOAD_PORT ?? 8789);
const inspectorPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const resultsPath = join(projectRoot, "bench/load-results.json");
const benchmarksPath = join(projectRoot, "docs/benchmarks.md");
const wranglerLogPath = join(projectRoot, "bench/tmp/load-wrangler.log");
const writesHeapSnapshots = process.env.LOAD_SNAPSHOTS === "1";

const responseTimeoutSeconds = 10;
/** A heap snapshot of the isolate takes tens of seconds on a machine shared with other work. */
const inspectorCommandTimeoutMs = 120_000;
/** Extra time a phase gets past its duration before it is stopped from outside. */
const phaseGraceSeconds = 30;
// The soak lasts 4 to 40 minutes, depending on how busy the machine is; a sample a minute keeps the report readable.
const soakSampleEverySeconds = Math.max(1, Math.round(60 * scale));

const startedAt = performance.now();
const secondsIntoRun = () => Math.round((performance.now() - startedAt) / 100) / 10;

let runningPhase: autocannon.Instance | null = null;
let interrupted = false;

function buildIsStale(): boolean {
  const output = join(projectRoot, "build/index.js");
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  const sources = [
    "server.ts",
    "remix.config.js",
    ...readdirSync(join(projectRoot, "app"), { recursive: true, encoding: "utf8" }).map((file) => join("app", file)),
  ];
  return sources.some((file) => statSync(join(projectRoot, file)).mtimeMs > builtAt);
}

/** wrangler dev for this run, its output kept in a log file for when something goes wrong. */
function startLoggedWorker(): Promise<RunningWorker> {
  mkdirSync(join(projectRoot, "bench/tmp"), { recursive: true });
  const log = createWriteStream(wranglerLogPath);
  return startWorker(port, (line) => log.write(`${line}\n`), inspectorPort);
}

/** A CORS preflight: the worker's request guard answers it before Remix runs, so it is the cheapest request the isolate takes. */
async function nudgeWorker(): Promise<void> {
  const response = await fetch(`${origin}/`, { method: "OPTIONS", signal: AbortSignal.timeout(responseTimeoutSeconds * 1000) });
  await response.body?.cancel();
}

async function fetchBody(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers, signal: AbortSignal.timeout(responseTimeoutSeconds * 1000) });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.text();
}

async function prepareMix(): Promise<MixedRequest[]> {
  const scriptPath = findBuildScript(await fetchBody("/"));
  if (!scriptPath) throw new Error("the dashboard HTML names no /build/ script");
  const mix = requestMix(scriptPath);
  // One pass to compile routes and fill caches, so the first phase measures a warm worker.
  for (const { path, headers } of mix) await fetchBody(path, headers);
  return mix;
}

function runPhase(phase: Phase, mix: MixedRequest[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: phase.connections,
        duration: phase.durationSeconds,
        maxOverallRequests: phase.maxRequests,
        timeout: responseTimeoutSeconds,
        requests: mix.map(({ method, path, headers }) => ({ method, path, headers })),
      },
      (error, result) => {
        clearTimeout(watchdog);
        runningPhase = null;
        if (error) reject(error);
        else resolve(result);
      },
    );
    runningPhase = instance;
    // autocannon stops itself at the duration or the request cap; this only guards against a hung run.
    const watchdog = setTimeout(() => instance.stop(), (phase.durationSeconds + phaseGraceSeconds) * 1000);
  });
}

/** Stops the wrangler we started (its whole process group); true once no workerd of ours is left. */
async function stopLoggedWorker(worker: RunningWorker): Promise<boolean> {
  const workerds = descendantsOf(worker.process.pid, readProcessTable()).filter(({ name }) => name === "workerd");
  await stopProcess(worker.process);
  return workerds.every(({ pid }) => !isRunning(pid));
}

function printPhase(result: PhaseResult): void {
  console.log(
    `  ${result.name}: ${result.requests} requests in ${result.durationSeconds} s, ${result.requestsPerSecond} req/s, ` +
      `p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, errors ${result.errors}, non-2xx/3xx ${result.non2xx3xx}`,
  );
}

async function main(): Promise<number> {
  if (buildIsStale()) {
    console.log("Building (the build is missing or older than the sources)…");
    if (spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" }).status !== 0) throw new Error("npm run build failed");
  }

  const [loadAverage = 0] = loadavg();
  const phases = loadPhases(scale);
  console.log(`Load test on ${origin}: ${phases.map((phase) => `${phase.name} for ${phase.durationSeconds} s`).join(", ")}.`);
  const worker = await startLoggedWorker();
  const samples: MemorySample[] = [];
  const soakSamples: MemorySample[] = [];
  const sample = (label: string) => {
    const processes = workerdMemory(worker.process.pid);
    const taken = memorySample(label, secondsIntoRun(), processes);
    samples.push(taken);
    return taken;
  };
  const heapSamples: HeapSample[] = [];
  const sampleHeap = async (inspector: InspectorSession, label: string) => {
    const taken: HeapSample = { label, secondsIntoRun: secondsIntoRun(), ...(await measureIsolateHeap(inspector, nudgeWorker)) };
    heapSamples.push(taken);
    console.log(`  worker heap ${label}: ${(taken.usedBytes / 1024 / 1024).toFixed(1)} MiB`);
    if (writesHeapSnapshots) {
      const snapshotPath = join(projectRoot, `bench/tmp/heap-${label.replaceAll(/\W+/g, "-")}.heapsnapshot`);
      writeFileSync(snapshotPath, await takeHeapSnapshot(inspector, nudgeWorker));
      console.log(`  wrote ${snapshotPath}`);
    }
    return taken;
  };

  const results: PhaseResult[] = [];
  let mix: MixedRequest[] = [];
  let heapBeforeSoak: HeapSample | undefined;
  let heapAfterSoak: HeapSample | undefined;
  let inspector: InspectorSession | undefined;
  let workerdStopped = false;
  try {
    // Connected for the whole run: wrangler's inspector proxy keeps every console event in memory until a client reads it.
    inspector = await openInspectorSession(await findDebuggerUrl(worker.inspectorOrigin), { commandTimeoutMs: inspectorCommandTimeoutMs });
    mix = await prepareMix();
    await sampleHeap(inspector, "after warm-up");
    sample("after warm-up");
    for (const phase of phases) {
      if (interrupted) break;
      if (phase.soak) {
        heapBeforeSoak = await sampleHeap(inspector, "before soak");
        soakSamples.push(sample("before soak"));
      }
      const soakStart = secondsIntoRun();
      const soakTimer = phase.soak
        ? setInterval(() => soakSamples.push(sample(`soak +${Math.round(secondsIntoRun() - soakStart)} s`)), soakSampleEverySeconds * 1000)
        : null;
      const result = summarisePhase(phase, await runPhase(phase, mix));
      if (soakTimer) clearInterval(soakTimer);
      if (phase.soak) {
        soakSamples.push(sample("after soak"));
        heapAfterSoak = await sampleHeap(inspector, "after soak");
      } else {
        await sampleHeap(inspector, `after ${phase.name}`);
        sample(`after ${phase.name}`);
      }
      results.push(result);
      printPhase(result);
    }
  } finally {
    await inspector?.close();
    workerdStopped = await stopLoggedWorker(worker);
    console.log(workerdStopped ? "Stopped wrangler and its workerd processes." : "A workerd process of this run is still running.");
  }
  if (interrupted) throw new Error("interrupted; no results written");
  const soakResult = results.find((result) => result.soak);
  if (!heapBeforeSoak || !heapAfterSoak || !soakResult) throw new Error("the soak did not run; no results written");

  const report: LoadReport = {
    date: new Date().toISOString(),
    commit: gitShortHash(projectRoot),
    node: process.version,
    cpus: availableParallelism(),
    loadAverage,
    scale,
    target: origin,
    mix: mix.map(({ label }) => label),
    phases: results,
    heap: heapReport(heapSamples, heapBeforeSoak, heapAfterSoak, soakResult.requests),
    devServerMemory: memoryReport(samples, soakSamples),
    workerdStopped,
  };
  writeFileSync(resultsPath, `${JSON.stringify(report, null, 2)}\n`);
  mkdirSync(join(projectRoot, "docs"), { recursive: true });
  if (!existsSync(benchmarksPath))
    writeFileSync(benchmarksPath, "# Benchmarks\n\nMeasured figures, newest last. Each section names the command that produced it.\n");
  appendFileSync(benchmarksPath, `\n${markdownSection(report)}`);

  console.log(`  Worker isolate JS heap: ${heapSummary(report.heap)}.`);
  console.log(`  Dev server's resident memory (workerd, not the worker's): ${devServerMemorySummary(report.devServerMemory)}.`);
  console.log(`Wrote ${resultsPath} and appended to ${benchmarksPath}.`);
  const missed = [...missedTargets(report), ...(workerdStopped ? [] : ["workerd did not stop"])];
  for (const miss of missed) console.error(`Target missed: ${miss}`);
  return missed.length === 0 ? 0 : 1;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    interrupted = true;
    runningPhase?.stop();
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
