import type { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { hiddenSourcesCookie, settingsTipCookie, type Preferences } from "~/lib/preferences/format";

/**
 * The preferences the browser mirrored into cookies, so the first paint matches what it will show after hydration.
 * A bad value counts as "nothing hidden" / "tip shown" and is reported through the request's cookies; the browser rewrites it.
 */
export function readPreferenceCookies(cookies: RequestCookies): Preferences {
  return { hiddenSourceIds: cookies.read(hiddenSourcesCookie), tipDismissed: cookies.read(settingsTipCookie) };
}
