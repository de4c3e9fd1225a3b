// Starts the production build in `wrangler dev` (workerd) on loopback and waits until it answers.
import { setTimeout as sleep } from "node:timers/promises";
import { assertPortFree, findFreePort, startProcess, stopProcess, type ManagedProcess } from "./processes.ts";
import { packageCli } from "./project-paths.ts";

export interface RunningWorker {
  origin: string;
  port: number;
  process: ManagedProcess;
}

const readyTimeoutMs = 90_000;

export async function startWorker(port: number, onLogLine?: (line: string) => void): Promise<RunningWorker> {
  await assertPortFree(port);
  const [node, wrangler] = packageCli("wrangler");
  const inspectorPort = await findFreePort();
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
      String(inspectorPort),
      "--show-interactive-dev-session=false",
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, onStdoutLine: onLogLine },
  );
  const origin = `http://127.0.0.1:${port}`;
  let exitCode: number | null | undefined;
  void managed.exited.then((code) => (exitCode = code));

  const startedAt = Date.now();
  while (Date.now() - startedAt < readyTimeoutMs) {
    if (exitCode !== undefined) break;
    const response = await fetch(`${origin}/favicon.svg`).catch(() => null);
    await response?.body?.cancel();
    if (response?.ok) return { origin, port, process: managed };
    await sleep(250);
  }
  await stopProcess(managed);
  throw new Error(`wrangler dev on port ${port} did not become ready\n${managed.recentOutput()}`);
}
