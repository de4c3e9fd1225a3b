// @vitest-environment node
import { describe, expect, it } from "vitest";
import { percentile, summarize } from "../../bench/stats.ts";

describe("summarize", () => {
  it("gives the middle value of an odd count, with min and max", () => {
    expect(summarize([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, count: 3 });
  });

  it("averages the two middle values of an even count", () => {
    expect(summarize([4, 1, 3, 2])?.median).toBe(2.5);
  });

  it("is null without values", () => {
    expect(summarize([])).toBeNull();
  });
});

describe("percentile", () => {
  const twenty = Array.from({ length: 20 }, (_, index) => (20 - index) * 10);

  it("takes the nearest rank: the 90th of 20 values is the 18th smallest", () => {
    expect(percentile(twenty, 90)).toBe(180);
  });

  it("gives the largest value at 100 and the smallest at a tiny p", () => {
    expect(percentile(twenty, 100)).toBe(200);
    expect(percentile(twenty, 1)).toBe(10);
  });

  it("is null without values and refuses a p outside (0, 100]", () => {
    expect(percentile([], 90)).toBeNull();
    expect(() => percentile(twenty, 0)).toThrow("percentile");
    expect(() => percentile(twenty, 101)).toThrow("percentile");
  });
});
