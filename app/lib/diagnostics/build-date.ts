const buildDateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/**
 * Formats an ISO build timestamp as "August 31, 2025 at 3:04 PM" in UTC; anything unparseable gives "unknown".
 * The string is assembled from parts because ICU versions disagree on the literals ("at" vs ",", U+202F before PM).
 */
export function formatBuildDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return "unknown";
  const parts = buildDateFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")} at ${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
}
