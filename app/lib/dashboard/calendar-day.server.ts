import type { EdgeLogger } from "~/lib/edge/log.server";

const fallbackTimeZone = "UTC";

/** Day of the month (1–31) at `now` in an IANA time zone, or null when the zone is not one Intl knows. */
export function dayOfMonthInTimeZone(timeZone: string, now: Date): number | null {
  try {
    const day = Number(new Intl.DateTimeFormat("en-US", { timeZone, day: "numeric" }).format(now));
    return Number.isInteger(day) && day >= 1 && day <= 31 ? day : null;
  } catch {
    return null;
  }
}

/**
 * Today's day of the month where the user is, from the time zone Cloudflare derives from the client's location,
 * so the calendar logo is right on the first paint; UTC when the zone is missing or invalid. The browser corrects it.
 */
export function calendarDayForRequest(request: Request, now: Date, log: EdgeLogger): number {
  const timeZone: unknown = request.cf?.timezone;
  if (typeof timeZone === "string" && timeZone !== "") {
    const day = dayOfMonthInTimeZone(timeZone, now);
    if (day !== null) return day;
    log({ event: "timezone_invalid", fallback: fallbackTimeZone });
  }
  return dayOfMonthInTimeZone(fallbackTimeZone, now) ?? now.getUTCDate();
}
