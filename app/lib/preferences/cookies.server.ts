// The preference cookies: the worker reads them for every request and is the only one that writes them (the action).
import { serializeCookie, type CookieDefinition } from "~/lib/cookies/cookie";
import type { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { isCatalogueId } from "~/lib/catalogue/complete";
import { hiddenSourcesCookieFor, languageCookie, regionCookie, settingsTipCookie } from "~/lib/preferences/format";
import type { Preferences } from "~/lib/preferences/preferences";
import { setupChunkCookies } from "~/lib/preferences/setup-cookies";
import { packSetupChunks, readSetupCookies } from "~/lib/preferences/setup-cookies.server";

/** pp_hidden as the worker reads it: any region's catalogue ids, whatever the request's region. */
export const hiddenSourcesCookie = hiddenSourcesCookieFor(isCatalogueId);

const preferenceCookies: readonly CookieDefinition<unknown>[] = [
  hiddenSourcesCookie,
  settingsTipCookie,
  languageCookie,
  regionCookie,
  ...setupChunkCookies,
];

export interface ReadPreferences {
  preferences: Preferences;
  /** Cookies nothing could be read from, to delete. */
  unreadable: readonly CookieDefinition<string>[];
  /** No preference cookie came with the request: a first visit, or a car update wiped them (the browser may hold a backup). */
  noneStored: boolean;
}

/**
 * The preferences the cookies hold, so the first paint is the driver's own. A bad value falls back to its default,
 * keeping every valid part, and is reported through the request's cookies.
 */
export async function readPreferenceCookies(cookies: RequestCookies): Promise<ReadPreferences> {
  const { services, order, unreadable } = await readSetupCookies(cookies);
  const preferences = {
    hiddenSourceIds: cookies.read(hiddenSourcesCookie),
    tipDismissed: cookies.read(settingsTipCookie),
    language: cookies.read(languageCookie),
    region: cookies.read(regionCookie),
    services,
    order,
  };
  return { preferences, unreadable, noneStored: !preferenceCookies.some((definition) => cookies.has(definition)) };
}

export interface PreferenceCookieWrite {
  /** `Set-Cookie` values for every preference cookie (an empty value deletes one), so each is canonical and HttpOnly after a save. */
  setCookies: string[];
  /** Services that do not fit in the setup cookies' budget; a save that would leave some out is refused. */
  servicesLeftOut: number;
}

/** The cookies that make the next request read `preferences`. */
export async function writePreferenceCookies(preferences: Preferences, secure: boolean): Promise<PreferenceCookieWrite> {
  const attributes = { secure };
  const { chunks, servicesLeftOut } = await packSetupChunks(preferences);
  const setCookies = [
    serializeCookie(hiddenSourcesCookie, preferences.hiddenSourceIds, attributes),
    serializeCookie(settingsTipCookie, preferences.tipDismissed, attributes),
    serializeCookie(languageCookie, preferences.language, attributes),
    serializeCookie(regionCookie, preferences.region, attributes),
    ...setupChunkCookies.map((definition, index) => serializeCookie(definition, chunks[index] ?? "", attributes)),
  ];
  return { setCookies, servicesLeftOut };
}
