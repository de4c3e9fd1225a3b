// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageViewDuration } from "../../bench/worker-speed.ts";

describe("pageViewDuration", () => {
  it("reads duration_ms from the worker's page_view line", () => {
    expect(pageViewDuration('{"event":"page_view","path":"/","status":200,"duration_ms":3}')).toBe(3);
  });

  it.each([
    '{"event":"request_rejected","duration_ms":3}',
    '{"event":"page_view","duration_ms":"3"}',
    "[wrangler:info] GET / 200 OK (12ms)",
    "{not json",
  ])("is null for %s", (line) => {
    expect(pageViewDuration(line)).toBeNull();
  });
});
