import type { EdgeLogger } from "~/lib/edge/log.server";
import {
  decodeHiddenSourcesCookie,
  decodeSettingsTipCookie,
  hiddenSourcesCookieName,
  settingsTipCookieName,
} from "~/lib/preferences/format";
import type { Preferences } from "~/lib/preferences/store";

/** The first cookie of that name in a Cookie header, or undefined; values are returned raw (ours never need decoding). */
function readCookie(header: string | null, name: string): string | undefined {
  if (header === null) return undefined;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The preferences the browser mirrored into cookies, so the first paint matches what it will show after hydration.
 * A bad value counts as "nothing hidden" / "tip shown" and is logged once (never the value); the browser rewrites it.
 */
export function readPreferenceCookies(request: Request, log: EdgeLogger): Preferences {
  const header = request.headers.get("Cookie");
  const hiddenCookie = decodeHiddenSourcesCookie(readCookie(header, hiddenSourcesCookieName));
  const tipCookie = decodeSettingsTipCookie(readCookie(header, settingsTipCookieName));

  const repaired = [
    hiddenCookie.problem && { cookie: hiddenSourcesCookieName, problem: hiddenCookie.problem },
    tipCookie.problem && { cookie: settingsTipCookieName, problem: tipCookie.problem },
  ].filter((entry) => entry !== null);
  if (repaired.length > 0) {
    log({
      event: "preference_cookie_repaired",
      cookies: repaired.map((entry) => entry.cookie),
      problems: repaired.map((entry) => entry.problem),
    });
  }

  return { hiddenSourceIds: hiddenCookie.hidden, tipDismissed: tipCookie.dismissed };
}
