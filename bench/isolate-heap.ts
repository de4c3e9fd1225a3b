// The worker isolate's JS heap after a forced collection, read through wrangler dev's inspector: what the worker itself
// holds, unlike workerd's resident memory, which also grows with the dev server's own bookkeeping.
import { setTimeout as sleep } from "node:timers/promises";
import type { InspectorSession } from "./inspector-session.ts";

export interface HeapUsage {
  /** Bytes of live objects on the V8 heap (Runtime.getHeapUsage's usedSize). */
  usedBytes: number;
  /** Bytes V8 has reserved for the heap (totalSize). */
  totalBytes: number;
  /** ArrayBuffer contents outside the heap (backingStorageSize); null where the runtime does not report it. */
  backingStorageBytes: number | null;
}

/** Reads Runtime.getHeapUsage's result, refusing anything that is not one. */
export function parseHeapUsage(result: unknown): HeapUsage {
  const field = (name: string): unknown => (typeof result === "object" && result !== null ? Reflect.get(result, name) : undefined);
  const isSize = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;
  const used = field("usedSize");
  const total = field("totalSize");
  const backing = field("backingStorageSize");
  if (!isSize(used) || !isSize(total)) throw new Error(`Runtime.getHeapUsage answered ${JSON.stringify(result)}`);
  return { usedBytes: used, totalBytes: total, backingStorageBytes: isSize(backing) ? backing : null };
}

export interface NudgeOptions {
  nudgeEveryMs?: number;
}

/**
 * Waits for a command V8 runs as a task on the isolate's thread, which workerd only picks up when the isolate next takes a
 * request: while the command is unanswered, `nudge` sends the worker one cheap request at a time. The session's command
 * timeout ends the wait; a nudge that fails (the isolate busy past the nudge's own timeout) only goes into that error.
 */
async function answeredWithNudges<Result>(
  command: Promise<Result>,
  nudge: () => Promise<void>,
  { nudgeEveryMs = 200 }: NudgeOptions,
): Promise<Result> {
  let answered = false;
  let nudgeFailure: unknown = null;
  const answer = command.then(
    (result) => {
      answered = true;
      return result;
    },
    (error: unknown) => {
      const cause = error instanceof Error ? error.message : String(error);
      throw new Error(nudgeFailure === null ? cause : `${cause}; the last nudge failed: ${String(nudgeFailure)}`);
    },
  );
  // A rejection surfaces from a race below; this only keeps it from counting as unhandled meanwhile.
  answer.catch(() => undefined);
  for (;;) {
    await Promise.race([answer, sleep(nudgeEveryMs)]);
    if (answered) return answer;
    await Promise.race([
      answer,
      nudge().catch((error: unknown) => {
        nudgeFailure = error;
      }),
    ]);
  }
}

/**
 * Forces a full collection in the isolate and reads its heap. Console messages the inspector keeps for a late DevTools
 * window are dropped first: they hold what the worker logged alive, and they are the dev inspector's, not the worker's.
 */
export async function measureIsolateHeap(
  session: Pick<InspectorSession, "send">,
  nudge: () => Promise<void>,
  options: NudgeOptions = {},
): Promise<HeapUsage> {
  await session.send("HeapProfiler.enable");
  await session.send("Runtime.discardConsoleEntries");
  await answeredWithNudges(session.send("HeapProfiler.collectGarbage"), nudge, options);
  return parseHeapUsage(await session.send("Runtime.getHeapUsage"));
}

/** A heap snapshot of the isolate, the JSON DevTools' Memory tab loads, for comparing what two points of a run hold. */
export async function takeHeapSnapshot(session: InspectorSession, nudge: () => Promise<void>, options: NudgeOptions = {}): Promise<string> {
  const chunks: string[] = [];
  const stopListening = session.onEvent("HeapProfiler.addHeapSnapshotChunk", (params) => {
    const chunk: unknown = typeof params === "object" && params !== null ? Reflect.get(params, "chunk") : undefined;
    if (typeof chunk === "string") chunks.push(chunk);
  });
  try {
    await session.send("HeapProfiler.enable");
    await answeredWithNudges(session.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false }), nudge, options);
  } finally {
    stopListening();
  }
  return chunks.join("");
}

export interface HeapSample extends HeapUsage {
  label: string;
  secondsIntoRun: number;
}

/** The target: after the soak's 30,000 requests, the heap is within 10% of where it started. */
export const heapGrowthLimit = 0.1;
/** A deployed worker's isolate may use this much memory. */
export const productionIsolateLimitBytes = 128 * 1000 * 1000;

export interface HeapReport {
  beforeSoak: HeapSample;
  afterSoak: HeapSample;
  growthBytes: number;
  /** Growth as a share of the heap before the soak (0.05 is 5%). */
  growthRatio: number;
  soakRequests: number;
  withinLimit: boolean;
  samples: HeapSample[];
}

export function heapReport(samples: HeapSample[], beforeSoak: HeapSample, afterSoak: HeapSample, soakRequests: number): HeapReport {
  const growthBytes = afterSoak.usedBytes - beforeSoak.usedBytes;
  const growthRatio = beforeSoak.usedBytes > 0 ? growthBytes / beforeSoak.usedBytes : 0;
  return { beforeSoak, afterSoak, growthBytes, growthRatio, soakRequests, withinLimit: growthRatio <= heapGrowthLimit, samples };
}
