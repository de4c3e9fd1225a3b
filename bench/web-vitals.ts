// TBT and CLS from the browser's performance entries, computed the way Lighthouse and Core Web Vitals define them.

export interface LongTask {
  startTime: number;
  duration: number;
}

export interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

const blockingThresholdMs = 50;
const sessionGapMs = 1_000;
const sessionMaxMs = 5_000;

/** Lighthouse's Total Blocking Time: each long task clipped to [fcpMs, endMs], counting what exceeds 50 ms. */
export function totalBlockingTime(tasks: readonly LongTask[], fcpMs: number, endMs: number): number {
  let blockingMs = 0;
  for (const task of tasks) {
    const clippedDuration = Math.min(task.startTime + task.duration, endMs) - Math.max(task.startTime, fcpMs);
    if (clippedDuration > blockingThresholdMs) blockingMs += clippedDuration - blockingThresholdMs;
  }
  return blockingMs;
}

/** Core Web Vitals CLS: the largest session window (shifts < 1 s apart, window ≤ 5 s) of shifts not caused by input. */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let windowValue = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previousStart = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    const continuesWindow = shift.startTime - previousStart < sessionGapMs && shift.startTime - windowStart < sessionMaxMs;
    if (continuesWindow) {
      windowValue += shift.value;
    } else {
      windowValue = shift.value;
      windowStart = shift.startTime;
    }
    previousStart = shift.startTime;
    largest = Math.max(largest, windowValue);
  }
  return largest;
}
