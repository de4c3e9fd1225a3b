import { describe, expect, it } from "vitest";
import type { InspectorSession } from "../../bench/inspector-session.ts";
import { heapReport, measureIsolateHeap, parseHeapUsage, takeHeapSnapshot, type HeapSample } from "../../bench/isolate-heap.ts";

describe("parseHeapUsage", () => {
  it("reads used and total bytes, and the ArrayBuffer storage where reported", () => {
    expect(
      parseHeapUsage({ usedSize: 16_856_296, totalSize: 17_453_056, embedderHeapUsedSize: 2680, backingStorageSize: 632_694 }),
    ).toEqual({
      usedBytes: 16_856_296,
      totalBytes: 17_453_056,
      backingStorageBytes: 632_694,
    });
    expect(parseHeapUsage({ usedSize: 1, totalSize: 2 }).backingStorageBytes).toBeNull();
  });

  it.each([[{}], [{ usedSize: "1", totalSize: 2 }], [{ usedSize: -1, totalSize: 2 }], [{ usedSize: 1 }], [null]])(
    "refuses %j",
    (result) => {
      expect(() => parseHeapUsage(result)).toThrow(/Runtime.getHeapUsage answered/);
    },
  );
});

/**
 * An isolate as workerd runs it behind the inspector: HeapProfiler.collectGarbage answers only once a request has entered
 * the isolate after it was asked, and getHeapUsage reports what the last collection left. `failingNudges` requests time
 * out first; with no collection in sight, the command fails as the session's timeout would after `timeoutAfterNudges`.
 */
function isolateBehindInspector({
  heapAfterCollection = 17_000_000,
  requestsBeforeCollection = 1,
  failingNudges = 0,
  timeoutAfterNudges = 10,
}) {
  const log: string[] = [];
  let collection: { resolve: (result: unknown) => void; reject: (error: Error) => void } | null = null;
  let nudges = 0;
  let collected = false;
  const session: Pick<InspectorSession, "send"> = {
    send(method) {
      log.push(method);
      if (method === "HeapProfiler.collectGarbage") return new Promise((resolve, reject) => (collection = { resolve, reject }));
      if (method === "Runtime.getHeapUsage") return Promise.resolve({ usedSize: collected ? heapAfterCollection : 999, totalSize: 1 });
      return Promise.resolve({});
    },
  };
  const nudge = async () => {
    nudges += 1;
    if (nudges <= failingNudges) {
      log.push("request timed out");
      throw new Error("The operation was aborted due to timeout");
    }
    log.push("request");
    if (nudges - failingNudges >= requestsBeforeCollection) {
      collected = true;
      collection?.resolve({});
    } else if (nudges >= timeoutAfterNudges) {
      collection?.reject(new Error("HeapProfiler.collectGarbage had no answer within 30 s"));
    }
  };
  return { session, nudge, log };
}

describe("measureIsolateHeap", () => {
  it("drops the inspector's console messages, then nudges the isolate until the collection is done, then reads the heap", async () => {
    const { session, nudge, log } = isolateBehindInspector({ heapAfterCollection: 17_000_000, requestsBeforeCollection: 3 });
    const usage = await measureIsolateHeap(session, nudge, { nudgeEveryMs: 1 });
    expect(usage.usedBytes).toBe(17_000_000);
    expect(log).toEqual([
      "HeapProfiler.enable",
      "Runtime.discardConsoleEntries",
      "HeapProfiler.collectGarbage",
      "request",
      "request",
      "request",
      "Runtime.getHeapUsage",
    ]);
  });

  it("keeps nudging past a nudge that timed out", async () => {
    const { session, nudge, log } = isolateBehindInspector({ failingNudges: 2 });
    await expect(measureIsolateHeap(session, nudge, { nudgeEveryMs: 1 })).resolves.toMatchObject({ usedBytes: 17_000_000 });
    expect(log.filter((entry) => entry.startsWith("request"))).toEqual(["request timed out", "request timed out", "request"]);
  });

  it("fails with the session's timeout when the collection never answers, naming a failed nudge", async () => {
    const { session, nudge, log } = isolateBehindInspector({
      requestsBeforeCollection: Number.POSITIVE_INFINITY,
      failingNudges: 1,
      timeoutAfterNudges: 4,
    });
    await expect(measureIsolateHeap(session, nudge, { nudgeEveryMs: 1 })).rejects.toThrow(
      "HeapProfiler.collectGarbage had no answer within 30 s; the last nudge failed: Error: The operation was aborted due to timeout",
    );
    expect(log.filter((entry) => entry.startsWith("request"))).toHaveLength(4);
    expect(log).not.toContain("Runtime.getHeapUsage");
  });

  it("passes on a failed collection", async () => {
    const session: Pick<InspectorSession, "send"> = {
      send: (method) => (method === "HeapProfiler.collectGarbage" ? Promise.reject(new Error("connection closed")) : Promise.resolve({})),
    };
    await expect(measureIsolateHeap(session, async () => undefined, { nudgeEveryMs: 1 })).rejects.toThrow("connection closed");
  });
});

describe("heapReport", () => {
  const sample = (label: string, usedBytes: number): HeapSample => ({
    label,
    secondsIntoRun: 0,
    usedBytes,
    totalBytes: usedBytes,
    backingStorageBytes: null,
  });

  it("compares the heap after the soak with the heap before it", () => {
    const before = sample("before soak", 20_000_000);
    const after = sample("after soak", 21_000_000);
    expect(heapReport([before, after], before, after, 30_000)).toMatchObject({
      growthBytes: 1_000_000,
      growthRatio: 0.05,
      soakRequests: 30_000,
      withinLimit: true,
    });
  });

  it("allows 10% growth and no more", () => {
    const before = sample("before soak", 20_000_000);
    expect(heapReport([], before, sample("after soak", 22_000_000), 30_000).withinLimit).toBe(true);
    expect(heapReport([], before, sample("after soak", 22_000_001), 30_000).withinLimit).toBe(false);
  });

  it("counts a heap that shrank as within the limit", () => {
    const before = sample("before soak", 20_000_000);
    expect(heapReport([], before, sample("after soak", 18_000_000), 30_000)).toMatchObject({ growthRatio: -0.1, withinLimit: true });
  });
});

describe("takeHeapSnapshot", () => {
  it("joins the chunks the inspector streams before it answers, nudging the isolate meanwhile", async () => {
    const listeners = new Map<string, (params: unknown) => void>();
    let nudges = 0;
    let answerSnapshot: (() => void) | null = null;
    const session: InspectorSession = {
      send(method) {
        if (method !== "HeapProfiler.takeHeapSnapshot") return Promise.resolve({});
        return new Promise((resolve) => {
          answerSnapshot = () => {
            const emit = listeners.get("HeapProfiler.addHeapSnapshotChunk");
            for (const chunk of ['{"snapshot":', '{"node_count":1}', "}"]) emit?.({ chunk });
            resolve({});
          };
        });
      },
      onEvent(method, listener) {
        listeners.set(method, listener);
        return () => listeners.delete(method);
      },
      close: () => Promise.resolve(),
    };
    const nudge = async () => {
      if (++nudges === 2) answerSnapshot?.();
    };
    expect(JSON.parse(await takeHeapSnapshot(session, nudge, { nudgeEveryMs: 1 }))).toEqual({ snapshot: { node_count: 1 } });
    expect(nudges).toBe(2);
    expect(listeners.size).toBe(0);
  });
});
