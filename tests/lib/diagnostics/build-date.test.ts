import { describe, expect, it } from "vitest";
import { formatBuildDate } from "~/lib/diagnostics/build-date";

describe("formatBuildDate", () => {
  it.each([
    ["2025-08-31T15:04:00.000Z", "August 31, 2025 at 3:04 PM"],
    ["2025-01-05T00:00:59Z", "January 5, 2025 at 12:00 AM"],
    ["2024-02-29T12:30:00Z", "February 29, 2024 at 12:30 PM"],
    ["2025-12-31T23:59:00Z", "December 31, 2025 at 11:59 PM"],
  ])("formats %s in UTC as %j", (iso, expected) => {
    expect(formatBuildDate(iso)).toBe(expected);
  });

  it("uses UTC, not the offset written in the input", () => {
    expect(formatBuildDate("2025-09-01T01:04:00+10:00")).toBe("August 31, 2025 at 3:04 PM");
  });

  it("uses plain spaces only, whatever the ICU version puts before AM/PM", () => {
    expect(formatBuildDate("2025-08-31T15:04:00Z")).toMatch(/^[\x20-\x7e]+$/);
  });

  it.each(["", "not a date", "2025-13-45T99:00:00Z"])("says 'unknown' for %j", (value) => {
    expect(formatBuildDate(value)).toBe("unknown");
  });
});
