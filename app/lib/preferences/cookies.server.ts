import type { CookieDefinition } from "~/lib/cookies/cookie";
import type { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { isCatalogueId } from "~/lib/catalogue/complete";
import { hiddenSourcesCookieFor, languageCookie, regionCookie, settingsTipCookie } from "~/lib/preferences/format";
import type { Preferences } from "~/lib/preferences/preferences";
import { readSetupCookies } from "~/lib/setup/cookies.server";

/** pp_hidden as the worker reads it: any region's catalogue ids, whatever the request's region. */
const hiddenSourcesCookie = hiddenSourcesCookieFor(isCatalogueId);

/**
 * The preferences the browser mirrored into cookies, so the first paint matches what it will show after hydration.
 * A bad value falls back to its default, keeping every valid part, and is reported through the request's cookies;
 * the browser rewrites it from localStorage.
 */
export async function readPreferenceCookies(
  cookies: RequestCookies,
): Promise<{ preferences: Preferences; unreadable: readonly CookieDefinition<string>[] }> {
  const { services, order, unreadable } = await readSetupCookies(cookies);
  const preferences = {
    hiddenSourceIds: cookies.read(hiddenSourcesCookie),
    tipDismissed: cookies.read(settingsTipCookie),
    language: cookies.read(languageCookie),
    region: cookies.read(regionCookie),
    services,
    order,
  };
  return { preferences, unreadable };
}
