// Starts the production build in `wrangler dev` (workerd) on loopback and waits until it answers.
import { setTimeout as sleep } from "node:timers/promises";
import { assertPortFree, findFreePort } from "../test-support/ports.ts";
import { startProcess, stopProcess, type ManagedProcess } from "./processes.ts";
import { packageCli } from "./project-paths.ts";

export interface RunningWorker {
  origin: string;
  port: number;
  /** wrangler's DevTools inspector for the worker, http://127.0.0.1:<port> (its /json lists the WebSocket). */
  inspectorOrigin: string;
  process: ManagedProcess;
}

const readyTimeoutMs = 90_000;

/**
 * The inspector listens on `inspectorPort`, or on a free port when the caller keeps to no port range; `cwd` is the
 * checkout whose build it serves (another commit's worktree for BENCH_BASELINE).
 */
export async function startWorker(
  port: number,
  onLogLine?: (line: string) => void,
  inspectorPort?: number,
  cwd?: string,
): Promise<RunningWorker> {
  await assertPortFree(port);
  const [node, wrangler] = packageCli("wrangler");
  if (inspectorPort !== undefined) await assertPortFree(inspectorPort);
  const chosenInspectorPort = inspectorPort ?? (await findFreePort());
  const managed = startProcess(
    "wrangler dev",
    node,
    [
      wrangler,
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(chosenInspectorPort),
      "--show-interactive-dev-session=false",
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, onStdoutLine: onLogLine, cwd },
  );
  const origin = `http://127.0.0.1:${port}`;
  let exitCode: number | null | undefined;
  void managed.exited.then((code) => (exitCode = code));

  const startedAt = Date.now();
  while (Date.now() - startedAt < readyTimeoutMs) {
    if (exitCode !== undefined) break;
    const response = await fetch(`${origin}/favicon.svg`).catch(() => null);
    await response?.body?.cancel();
    if (response?.ok) return { origin, port, inspectorOrigin: `http://127.0.0.1:${chosenInspectorPort}`, process: managed };
    await sleep(250);
  }
  await stopProcess(managed);
  throw new Error(`wrangler dev on port ${port} did not become ready\n${managed.recentOutput()}`);
}
