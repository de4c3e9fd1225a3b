// @vitest-environment node
import { describe, expect, it } from "vitest";
import { summarize } from "../../bench/stats.ts";

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
