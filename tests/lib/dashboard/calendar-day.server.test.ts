// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { calendarDayForRequest, dayOfMonthInTimeZone } from "~/lib/dashboard/calendar-day.server";

// 2025-03-01 03:30 UTC: still 28 February in the Americas, already 1 March in Europe and Asia.
const nearMidnight = new Date(Date.UTC(2025, 2, 1, 3, 30));

function requestFrom(timezone: unknown): Request {
  const request = new Request("https://parkplay.example/");
  Object.defineProperty(request, "cf", { value: timezone === undefined ? undefined : { timezone } });
  return request;
}

describe("dayOfMonthInTimeZone", () => {
  it("gives the day where the user is", () => {
    expect(dayOfMonthInTimeZone("America/Los_Angeles", nearMidnight)).toBe(28);
    expect(dayOfMonthInTimeZone("Europe/Berlin", nearMidnight)).toBe(1);
    expect(dayOfMonthInTimeZone("UTC", nearMidnight)).toBe(1);
  });

  it.each(["Mars/Olympus_Mons", "", "../../etc/passwd", "x".repeat(10_000)])("returns null for %j", (zone) => {
    expect(dayOfMonthInTimeZone(zone, nearMidnight)).toBeNull();
  });
});

describe("calendarDayForRequest", () => {
  it("uses the time zone Cloudflare attaches to the request", () => {
    const log = vi.fn();
    expect(calendarDayForRequest(requestFrom("America/Chicago"), nearMidnight, log)).toBe(28);
    expect(log).not.toHaveBeenCalled();
  });

  it("falls back to UTC silently when there is no time zone", () => {
    const log = vi.fn();
    expect(calendarDayForRequest(requestFrom(undefined), nearMidnight, log)).toBe(1);
    expect(calendarDayForRequest(requestFrom(42), nearMidnight, log)).toBe(1);
    expect(log).not.toHaveBeenCalled();
  });

  it("falls back to UTC and logs once when the time zone is invalid", () => {
    const log = vi.fn();
    expect(calendarDayForRequest(requestFrom("Not/AZone"), nearMidnight, log)).toBe(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({ event: "timezone_invalid", fallback: "UTC" });
  });
});
