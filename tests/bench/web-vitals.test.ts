// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cumulativeLayoutShift, totalBlockingTime } from "../../bench/web-vitals.ts";

describe("totalBlockingTime", () => {
  it("counts what each long task after FCP spends beyond 50 ms", () => {
    const tasks = [
      { startTime: 1_000, duration: 120 },
      { startTime: 2_000, duration: 60 },
    ];
    expect(totalBlockingTime(tasks, 500, 10_000)).toBe(70 + 10);
  });

  it("clips tasks to the window and skips those that end up shorter than 50 ms", () => {
    const tasks = [
      { startTime: 900, duration: 200 }, // 100 ms after FCP at 1000
      { startTime: 950, duration: 80 }, // only 30 ms after FCP
      { startTime: 4_950, duration: 200 }, // 50 ms before the end of the window
    ];
    expect(totalBlockingTime(tasks, 1_000, 5_000)).toBe(50);
  });

  it("is zero without long tasks", () => {
    expect(totalBlockingTime([], 800, 5_000)).toBe(0);
  });
});

describe("cumulativeLayoutShift", () => {
  it("sums shifts less than a second apart into one session window", () => {
    const shifts = [
      { startTime: 100, value: 0.1, hadRecentInput: false },
      { startTime: 900, value: 0.05, hadRecentInput: false },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.15);
  });

  it("reports the largest window, not the total, when a gap of a second or more separates shifts", () => {
    const shifts = [
      { startTime: 100, value: 0.1, hadRecentInput: false },
      { startTime: 1_200, value: 0.02, hadRecentInput: false },
      { startTime: 1_500, value: 0.03, hadRecentInput: false },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.1);
  });

  it("starts a new window after five seconds even without a gap", () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({ startTime: index * 600, value: 0.01, hadRecentInput: false }));
    // Windows start at 0 ms (shifts 0–8, up to 4800 ms) and 5400 ms (shifts 9–11).
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.09);
  });

  it("ignores shifts right after user input and is zero without shifts", () => {
    expect(cumulativeLayoutShift([{ startTime: 100, value: 0.4, hadRecentInput: true }])).toBe(0);
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});
