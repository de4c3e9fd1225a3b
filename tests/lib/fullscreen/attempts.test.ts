import { describe, expect, it } from "vitest";
import { decodeAttempts, encodeAttempts, noAttempts, settleAttempt, startAttempt } from "~/lib/fullscreen/attempts";

describe("a session's full-screen attempts", () => {
  it("count each start, and each failure once it is settled", () => {
    const first = startAttempt(noAttempts);
    expect(first).toEqual({ count: 1, failures: 0, last: "pending" });
    const failed = settleAttempt(first, "failed");
    expect(failed).toEqual({ count: 1, failures: 1, last: "failed" });
    expect(settleAttempt(startAttempt(failed), "arrived")).toEqual({ count: 2, failures: 1, last: "arrived" });
  });

  it("stop counting at 99", () => {
    expect(startAttempt({ count: 99, failures: 99, last: "failed" })).toEqual({ count: 99, failures: 99, last: "pending" });
    expect(settleAttempt({ count: 99, failures: 99, last: "pending" }, "failed").failures).toBe(99);
  });

  it("round-trip through the cookie's text, and none is no text at all", () => {
    for (const attempts of [
      startAttempt(noAttempts),
      { count: 12, failures: 3, last: "failed" as const },
      { count: 2, failures: 0, last: "arrived" as const },
    ]) {
      expect(decodeAttempts(encodeAttempts(attempts))).toEqual(attempts);
    }
    expect(encodeAttempts(noAttempts)).toBe("");
  });

  it.each(["", "1.0", "1.0.p.1", "100.0.p", "0.0.p", "2.3.f", "1.0.x", " 1.0.p", "1.0.P", "-1.0.p", "1e1.0.p"])(
    "refuse %j, which this release never writes",
    (text) => {
      expect(decodeAttempts(text)).toBeNull();
    },
  );
});
