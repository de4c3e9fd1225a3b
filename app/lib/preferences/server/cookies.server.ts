// The preference cookies: read here for every request, and every value they get is serialized here, for the preferences
// action's answer (those a save changes) and the card-opened beacon's (pp_recent); docs/cookies.md lists each cookie's writer.
import { serializeCookie, type CookieDefinition } from "~/lib/cookies/cookie";
import { isSecureRequest, RequestCookies } from "~/lib/cookies/request-cookies.server";
import { isCatalogueId } from "~/lib/catalogue/complete";
import { keepLaunchModesOf } from "~/lib/links/launch-choices";
import type { RecentCards } from "~/lib/links/recent-cards";
import {
  cardSizeCookie,
  hiddenSourcesCookieFor,
  languageCookie,
  launchCookieFor,
  recentCardsCookieFor,
  regionCookie,
  settingsTipCookie,
  themeCookie,
} from "~/lib/preferences/stored/cookie-codecs";
import type { Preferences } from "~/lib/preferences/preferences";
import { setupChunkCookies } from "~/lib/preferences/stored/setup-cookies";
import { packSetupChunks, readSetupCookies } from "~/lib/preferences/server/setup-cookies.server";
import { isServiceId } from "~/lib/preferences/setup/service-rules";
import { setupChangedCookie } from "~/lib/preferences/server/change-stamp.server";

/** pp_hidden as the worker reads it: any region's catalogue ids, whatever the request's region. */
export const hiddenSourcesCookie = hiddenSourcesCookieFor(isCatalogueId);

/** A card id of any region's catalogue, or one of the form of the driver's own services (checked against the setup once it is read). */
function isCardIdForm(id: string): boolean {
  return isCatalogueId(id) || isServiceId(id);
}

export const launchCookie = launchCookieFor(isCardIdForm);
export const recentCardsCookie = recentCardsCookieFor(isCardIdForm);

const preferenceCookies: readonly CookieDefinition<unknown>[] = [
  hiddenSourcesCookie,
  launchCookie,
  recentCardsCookie,
  settingsTipCookie,
  languageCookie,
  regionCookie,
  themeCookie,
  cardSizeCookie,
  ...setupChunkCookies,
];

export interface ReadPreferences {
  preferences: Preferences;
  /** Cookies nothing could be read from (a setup chunk, or a preference cookie refused whole), to delete. */
  unreadable: readonly CookieDefinition<string>[];
  /** No preference cookie came with the request: a first visit, or a car update wiped them (the browser may hold a backup). */
  noneStored: boolean;
  /** When the setup last changed (change-stamp.server.ts), or null for one saved before the stamp existed, or none. */
  changedAt: number | null;
}

/** A cookie's name and lifetime with a codec that takes its text as it is: an encoded value to write, or "" to delete it. */
function asTextCookie<Value>({ name, lifetime }: CookieDefinition<Value>): CookieDefinition<string> {
  return { name, lifetime, absent: "", encode: (text) => text, decode: (text) => ({ value: text, problem: null }) };
}

/**
 * The preferences the cookies hold, so the first paint is the driver's own. A bad value falls back to its default,
 * keeping every valid part, and is reported through the request's cookies.
 */
export async function readPreferenceCookies(cookies: RequestCookies): Promise<ReadPreferences> {
  const { services, order, unreadable } = await readSetupCookies(cookies);
  const refused: CookieDefinition<string>[] = [];
  // Only the worker writes these cookies, so one refused whole would stay, and be reported, until the driver's next save.
  function readOrRefuse<Value>(definition: CookieDefinition<Value>): Value {
    const value = cookies.read(definition);
    if (definition.encode(value) === "" && cookies.problems.some((report) => report.cookie === definition.name)) {
      refused.push(asTextCookie(definition));
    }
    return value;
  }
  // A service removed since (on another device's backup, say) leaves its id behind: dropped quietly, like any unknown id.
  const isKnownCard = (id: string) => isCatalogueId(id) || services.some((service) => service.id === id);
  const recent = readOrRefuse(recentCardsCookie);
  const preferences: Preferences = {
    hiddenSourceIds: readOrRefuse(hiddenSourcesCookie),
    tipDismissed: readOrRefuse(settingsTipCookie),
    language: readOrRefuse(languageCookie),
    region: readOrRefuse(regionCookie),
    theme: readOrRefuse(themeCookie),
    cardSize: readOrRefuse(cardSizeCookie),
    services,
    order,
    launch: keepLaunchModesOf(readOrRefuse(launchCookie), isKnownCard),
    recent: { ...recent, ids: recent.ids.filter(isKnownCard) },
  };
  return {
    preferences,
    unreadable: [...unreadable, ...refused],
    noneStored: !preferenceCookies.some((definition) => cookies.has(definition)),
    changedAt: cookies.read(setupChangedCookie),
  };
}

export interface PreferenceCookieWrite {
  /**
   * `Set-Cookie` values for the preference cookies whose text the request does not already carry (an empty value deletes
   * one): only what the save changed, and any cookie sent in another form than the canonical one; with them, the change
   * stamp (change-stamp.server.ts).
   */
  setCookies: string[];
  /** Services that do not fit in the setup cookies' budget; a save that would leave some out is refused. */
  servicesLeftOut: number;
}

interface PreferenceCookieTexts {
  /** Each preference cookie with the text that holds its part of `preferences` ("" for a default). */
  texts: [CookieDefinition<unknown>, string][];
  servicesLeftOut: number;
}

/** The text of every preference cookie for `preferences`, as the one writer encodes them. */
async function preferenceCookieTexts(preferences: Preferences): Promise<PreferenceCookieTexts> {
  const { chunks, servicesLeftOut } = await packSetupChunks(preferences);
  const texts: [CookieDefinition<unknown>, string][] = [
    [hiddenSourcesCookie, hiddenSourcesCookie.encode(preferences.hiddenSourceIds)],
    [settingsTipCookie, settingsTipCookie.encode(preferences.tipDismissed)],
    [languageCookie, languageCookie.encode(preferences.language)],
    [regionCookie, regionCookie.encode(preferences.region)],
    [launchCookie, launchCookie.encode(preferences.launch)],
    [recentCardsCookie, recentCardsCookie.encode(preferences.recent)],
    [themeCookie, themeCookie.encode(preferences.theme)],
    [cardSizeCookie, cardSizeCookie.encode(preferences.cardSize)],
    ...setupChunkCookies.map((definition, index): [CookieDefinition<unknown>, string] => [definition, chunks[index] ?? ""]),
  ];
  return { texts, servicesLeftOut };
}

/**
 * The cookies that make the request's next one read `preferences`, where they differ from what it sent, and the change
 * stamp `changedAt` when any of them does.
 */
export async function writePreferenceCookies(
  preferences: Preferences,
  request: Request,
  changedAt: number,
): Promise<PreferenceCookieWrite> {
  const sent = new RequestCookies(request.headers.get("cookie"));
  const attributes = { secure: isSecureRequest(request) };
  const { texts, servicesLeftOut } = await preferenceCookieTexts(preferences);
  const changed = texts.filter(([definition, text]) => !sent.holds(definition, text));
  const setCookies = changed.map(([definition, text]) => serializeCookie(asTextCookie(definition), text, attributes));
  if (setCookies.length > 0) setCookies.push(serializeCookie(setupChangedCookie, changedAt, attributes));
  return { setCookies, servicesLeftOut };
}

/** `preferences` as a Cookie header holds them (the defaults left out), for a copy that `readPreferenceCookies` reads back. */
export async function preferencesAsCookieHeader(preferences: Preferences): Promise<string> {
  const { texts } = await preferenceCookieTexts(preferences);
  return texts
    .filter(([, text]) => text !== "")
    .map(([definition, text]) => `${definition.name}=${text}`)
    .join("; ");
}

/** The one cookie a card opening changes (the beacon's answer): the recent cards after it. */
export function recentCardsSetCookie(recent: RecentCards, secure: boolean): string {
  return serializeCookie(recentCardsCookie, recent, { secure });
}
