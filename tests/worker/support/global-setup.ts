// Starts what the worker layer sends its requests to, once per run: the built worker in workerd (wrangler dev, as the e2e
// suite runs it), a second worker that reports to a fake Sentry ingest, and that ingest, a real HTTP listener on 127.0.0.1.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { wranglerLogPath } from "../../../test-support/edge-log";
import { findFreePort } from "../../../test-support/ports";

declare module "vitest" {
  export interface ProvidedContext {
    /** The production-like worker: no DSN, the test routes of the e2e build enabled. */
    workerOrigin: string;
    /** The worker that reports to the fake ingest and serves the fault route. */
    sentryWorkerOrigin: string;
    sentryIngestOrigin: string;
  }
}

const startupTimeoutMs = 120_000;

interface Server {
  process: ChildProcess;
  logPath: string;
}

function startServer(command: string, args: string[], logPath: string, env: Record<string, string> = {}): Server {
  const log = openSync(logPath, "w");
  // Its own process group, so teardown stops wrangler's node process and the workerd it started, and nothing else.
  const child = spawn(command, args, { detached: true, stdio: ["ignore", log, log], env: { ...process.env, ...env } });
  return { process: child, logPath };
}

async function waitUntilAnswering(url: string, server: Server): Promise<void> {
  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) break;
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const tail = readFileSync(server.logPath, "utf8").split("\n").slice(-30).join("\n");
  throw new Error(`${url} did not answer within ${startupTimeoutMs} ms; the server's last lines:\n${tail}`);
}

function stop(server: Server): Promise<void> {
  const { pid, exitCode } = server.process;
  if (pid === undefined || exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.process.once("exit", () => resolve()));
  process.kill(-pid, "SIGTERM");
  return exited;
}

async function startWorker(port: number, vars: string[]): Promise<Server> {
  rmSync(`test-results/state-${port}`, { recursive: true, force: true });
  // A port of its own for the inspector too: wranglers starting side by side otherwise race for the same one.
  const inspectorPort = await findFreePort();
  const args = ["dev", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort)];
  args.push("--persist-to", `test-results/state-${port}`);
  args.push("--show-interactive-dev-session=false", "--log-level", "log", ...vars.flatMap((variable) => ["--var", variable]));
  return startServer("node_modules/.bin/wrangler", args, wranglerLogPath(port), { WRANGLER_SEND_METRICS: "false" });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync("test-results", { recursive: true });
  const [workerPort, sentryWorkerPort, ingestPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
  const workerOrigin = `http://127.0.0.1:${workerPort}`;
  const sentryWorkerOrigin = `http://127.0.0.1:${sentryWorkerPort}`;
  const sentryIngestOrigin = `http://127.0.0.1:${ingestPort}`;

  const ingest = startServer(
    "node_modules/.bin/node",
    ["test-support/fake-sentry-ingest.ts"],
    `test-results/sentry-ingest-${ingestPort}.log`,
    {
      E2E_SENTRY_INGEST_PORT: String(ingestPort),
    },
  );
  const worker = await startWorker(workerPort, []);
  const sentryWorker = await startWorker(sentryWorkerPort, [
    `SENTRY_DSN:${sentryIngestOrigin.replace("//", "//public@")}/1`,
    "E2E_FAULTS:1",
    "ENVIRONMENT:dev",
  ]);
  const servers = [ingest, worker, sentryWorker];
  const stopAll = async () => {
    await Promise.all(servers.map(stop));
  };

  try {
    await Promise.all([
      waitUntilAnswering(`${sentryIngestOrigin}/__envelopes`, ingest),
      waitUntilAnswering(`${workerOrigin}/favicon.svg`, worker),
      waitUntilAnswering(`${sentryWorkerOrigin}/favicon.svg`, sentryWorker),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  project.provide("workerOrigin", workerOrigin);
  project.provide("sentryWorkerOrigin", sentryWorkerOrigin);
  project.provide("sentryIngestOrigin", sentryIngestOrigin);
  return stopAll;
}
