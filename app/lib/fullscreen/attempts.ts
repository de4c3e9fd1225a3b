// A session's attempts at full screen through YouTube (issue 30): how many the driver started, how many came back without
// YouTube's referrer, and how the last one ended. The worker keeps them in a session cookie (session.server.ts).

/** How a session reached full screen: YouTube's referrer, the driver's word ("I am in full screen"), or the address (`?fs=1`). */
export const fullscreenArrivalWays = ["referrer", "self_report", "url"] as const;

export type FullscreenArrivalWay = (typeof fullscreenArrivalWays)[number];

export function isFullscreenArrivalWay(value: unknown): value is FullscreenArrivalWay {
  return fullscreenArrivalWays.some((way) => way === value);
}

/** An attempt is on its way from the tap on "Yes" until the next dashboard load says how it ended. */
export type AttemptOutcome = "pending" | "arrived" | "failed";

export interface FullscreenAttempts {
  /** Attempts started this session (each tap on "Yes" or "Try again"). */
  count: number;
  /** Attempts that came back without YouTube's referrer. */
  failures: number;
  last: AttemptOutcome | null;
}

export const noAttempts: FullscreenAttempts = { count: 0, failures: 0, last: null };

/** After this many failures the notice stops offering "Try again", so it never loops. */
export const failuresBeforeNoRetry = 2;

/** Counts stop here: a session with more attempts is not one the funnel needs told apart. */
const maxCount = 99;

/** The attempts once the driver has started another. */
export function startAttempt(attempts: FullscreenAttempts): FullscreenAttempts {
  return { ...attempts, count: Math.min(attempts.count + 1, maxCount), last: "pending" };
}

/** The attempts once the one on its way has arrived or failed. */
export function settleAttempt(attempts: FullscreenAttempts, outcome: "arrived" | "failed"): FullscreenAttempts {
  return { ...attempts, failures: Math.min(attempts.failures + (outcome === "failed" ? 1 : 0), attempts.count), last: outcome };
}

const outcomeLetters = { pending: "p", arrived: "a", failed: "f" } as const satisfies Record<AttemptOutcome, string>;
const storedAttempts = /^(\d{1,2})\.(\d{1,2})\.([paf])$/;

/** "<count>.<failures>.<p|a|f>", or "" for none. */
export function encodeAttempts(attempts: FullscreenAttempts): string {
  return attempts.last === null ? "" : `${attempts.count}.${attempts.failures}.${outcomeLetters[attempts.last]}`;
}

/** The attempts a cookie's text holds, or null when it is not one this release writes (more failures than attempts too). */
export function decodeAttempts(text: string): FullscreenAttempts | null {
  const match = storedAttempts.exec(text);
  if (match === null) return null;
  const count = Number(match[1]);
  const failures = Number(match[2]);
  const last = (["pending", "arrived", "failed"] as const).find((outcome) => outcomeLetters[outcome] === match[3]) ?? null;
  return count > 0 && failures <= count && last !== null ? { count, failures, last } : null;
}
