// Child processes the bench starts, each in its own process group so stopping one also stops what it spawned (workerd, Chromium).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export interface ManagedProcess {
  name: string;
  pid: number;
  /** Resolves with the exit code (null when killed by a signal) once the direct child has exited. */
  exited: Promise<number | null>;
  /** The last lines the process wrote to stdout and stderr, for error messages. */
  recentOutput(): string;
}

export interface StartProcessOptions {
  env?: NodeJS.ProcessEnv;
  /** Called with every complete stdout line, e.g. to collect the worker's log lines. */
  onStdoutLine?: (line: string) => void;
  /** The working directory; the bench's own by default. */
  cwd?: string;
}

const running = new Set<ManagedProcess>();
const recentLineCount = 40;

/** Linux: the group's processes that are still running (zombies only wait for a parent to reap them). */
function runningGroupMembers(pgid: number): number[] | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  return entries.flatMap((pid) => {
    try {
      // Fields after the parenthesised command name: state, ppid, pgrp, …
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return Number(pgrp) === pgid && state !== "Z" ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
}

export function isGroupAlive(pgid: number): boolean {
  const members = runningGroupMembers(pgid);
  if (members !== null) return members.length > 0;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function startProcess(name: string, command: string, args: string[], options: StartProcessOptions = {}): ManagedProcess {
  const child = spawn(command, args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: options.env ?? process.env,
    cwd: options.cwd,
  });
  const { pid } = child;
  if (pid === undefined) throw new Error(`${name}: could not start ${command}`);

  const recentLines: string[] = [];
  const remember = (line: string) => {
    recentLines.push(line);
    if (recentLines.length > recentLineCount) recentLines.shift();
  };
  let pendingStdout = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (pendingStdout + chunk).split("\n");
    pendingStdout = lines.pop() ?? "";
    for (const line of lines) {
      remember(line);
      options.onStdoutLine?.(line);
    }
  });
  child.stdout.on("end", () => {
    if (pendingStdout === "") return;
    remember(pendingStdout);
    options.onStdoutLine?.(pendingStdout);
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => chunk.split("\n").forEach(remember));

  const managed: ManagedProcess = {
    name,
    pid,
    exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
    recentOutput: () => recentLines.join("\n"),
  };
  running.add(managed);
  return managed;
}

/** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves when no process of the group is left (or gives up after that). */
export async function stopProcess(managed: ManagedProcess, graceMs = 5_000): Promise<void> {
  running.delete(managed);
  signalGroup(managed.pid, "SIGTERM");
  const pollMs = 100;
  for (let waited = 0; waited < graceMs && isGroupAlive(managed.pid); waited += pollMs) await sleep(pollMs);
  if (!isGroupAlive(managed.pid)) return;
  signalGroup(managed.pid, "SIGKILL");
  for (let waited = 0; waited < graceMs && isGroupAlive(managed.pid); waited += pollMs) await sleep(pollMs);
  if (isGroupAlive(managed.pid)) console.warn(`${managed.name}: process group ${managed.pid} still present after SIGKILL`);
}

export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...running].map((managed) => stopProcess(managed)));
}

/** Last resort when Node exits without running async cleanup: kill every group still registered. */
export function killAllProcessesNow(): void {
  for (const managed of running) signalGroup(managed.pid, "SIGKILL");
  running.clear();
}

/** Runs a command to completion, failing with its output if it exits non-zero or outlives `timeoutMs`. */
export async function runToCompletion(
  name: string,
  command: string,
  args: string[],
  timeoutMs: number,
  options: StartProcessOptions = {},
): Promise<string> {
  const output: string[] = [];
  const managed = startProcess(name, command, args, {
    ...options,
    onStdoutLine: (line) => {
      output.push(line);
      options.onStdoutLine?.(line);
    },
  });
  const cancelTimeout = new AbortController();
  const timedOut = sleep(timeoutMs, "timeout" as const, { signal: cancelTimeout.signal }).catch(() => "cancelled" as const);
  const outcome = await Promise.race([managed.exited, timedOut]);
  cancelTimeout.abort();
  await stopProcess(managed);
  if (outcome === "timeout") throw new Error(`${name} did not finish within ${timeoutMs / 1000} s\n${managed.recentOutput()}`);
  if (outcome !== 0) throw new Error(`${name} exited with ${outcome}\n${managed.recentOutput()}`);
  return output.join("\n");
}

const cleanupLimitMs = 30_000;

export interface Interruption {
  /** Stops everything and exits, as a signal would; for the bench's own time limit. */
  interrupt(reason: string): void;
  /** Aborted once an interruption began, so long loops stop starting new work. */
  signal: AbortSignal;
}

/**
 * Runs `cleanup` once on SIGINT/SIGTERM/SIGHUP or `interrupt()`, then exits 130.
 * Whatever is still registered when Node exits anyway is SIGKILLed.
 */
export function stopOnInterrupt(cleanup: () => Promise<void>): Interruption {
  const interrupted = new AbortController();
  const interrupt = (reason: string) => {
    if (interrupted.signal.aborted) return;
    interrupted.abort(reason);
    console.error(`\nstopping: ${reason}`);
    const limit = sleep(cleanupLimitMs).then(() => console.error("cleanup did not finish in time"));
    void Promise.race([cleanup().catch((error: unknown) => console.error(`cleanup failed: ${String(error)}`)), limit]).finally(() =>
      process.exit(130),
    );
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => interrupt(signal));
  process.on("exit", killAllProcessesNow);
  return { interrupt, signal: interrupted.signal };
}
