// When the driver's setup last changed, by the worker's clock: a setup carried into full screen (fullscreen/carry/)
// replaces the full-screen profile's own only when that one is not newer. Written with every save that changes a cookie.
import type { CookieDefinition } from "~/lib/cookies/cookie";

// Milliseconds since 1970 in base 36: eight characters until the year 2059, and never more than eleven.
const stampPattern = /^[0-9a-z]{1,11}$/;

export const setupChangedCookie: CookieDefinition<number | null> = {
  name: "pp_changed",
  lifetime: "year",
  absent: null,
  encode: (changedAt) => (changedAt === null ? "" : changedAt.toString(36)),
  decode: (text) =>
    stampPattern.test(text) ? { value: Number.parseInt(text, 36), problem: null } : { value: null, problem: "unknown_value" },
};
