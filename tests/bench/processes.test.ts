// @vitest-environment node
import { once } from "node:events";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { isGroupAlive, runToCompletion, startProcess, stopProcess } from "../../bench/processes.ts";
import { assertPortFree } from "../../test-support/ports.ts";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("stopProcess", () => {
  it("stops the child and what it spawned, as wrangler spawns workerd", async () => {
    const printedPids: number[] = [];
    const managed = startProcess("shell", "sh", ["-c", "sleep 60 & echo $!; wait"], {
      onStdoutLine: (line) => printedPids.push(Number(line)),
    });
    for (let waited = 0; printedPids.length === 0 && waited < 5_000; waited += 50) await sleep(50);
    const [grandchildPid = 0] = printedPids;
    expect(isRunning(grandchildPid)).toBe(true);
    expect(isGroupAlive(managed.pid)).toBe(true);

    await stopProcess(managed);
    expect(isGroupAlive(managed.pid)).toBe(false);
    await expect(managed.exited).resolves.toBeNull();
  });
});

describe("runToCompletion", () => {
  it("returns stdout of a command that succeeds", async () => {
    await expect(runToCompletion("echo", "sh", ["-c", "echo one; echo two"], 5_000)).resolves.toBe("one\ntwo");
  });

  it("fails with the output when the command exits non-zero", async () => {
    await expect(runToCompletion("failing", "sh", ["-c", "echo broken >&2; exit 3"], 5_000)).rejects.toThrow(
      /failing exited with 3\nbroken/,
    );
  });

  it("stops a command that outlives its time limit", async () => {
    const startedAt = Date.now();
    await expect(runToCompletion("slow", "sleep", ["30"], 300)).rejects.toThrow("slow did not finish within 0.3 s");
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });
});

describe("assertPortFree", () => {
  it("fails for a port another server holds", async () => {
    const server = createServer();
    await once(server.listen(0, "127.0.0.1"), "listening");
    try {
      const address = server.address();
      if (address === null || typeof address === "string") throw new Error("no port");
      await expect(assertPortFree(address.port)).rejects.toThrow(`port ${address.port} is in use`);
    } finally {
      server.close();
    }
  });
});
