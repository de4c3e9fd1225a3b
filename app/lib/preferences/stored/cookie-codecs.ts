// The driver's preferences as they are stored, written once for both sides: the cookies the worker reads and writes (the
// source of truth, so the first paint is the driver's), and the localStorage keys and formats the browser keeps as their
// backup (part of the product since the first release; saved data must keep working).
import { isRegion, type Region } from "~/data/regions";
import { bundledSourceIds } from "~/data/bundled-source-ids";
import { isRemovedSourceId } from "~/data/removed-source-ids";
import { flagCookie, type CookieDefinition, type CookieProblem, type DecodedCookie } from "~/lib/cookies/cookie";
import { defaultCardSize, defaultTheme, isCardSize, isTheme, type CardSize, type Theme } from "~/lib/display/display";
import { isLanguage, type Language } from "~/lib/i18n/languages";
import { type LaunchChoices } from "~/lib/links/launch";
import { defaultLaunchChoices } from "~/lib/links/launch-choices";
import { defaultRecentCards, maxRecentCards, type RecentCards } from "~/lib/links/recent-cards";

/** localStorage keys of the browser's backup copy, which brings the preferences back when a car update wipes the cookies. */
export const storageKeys = {
  hiddenSources: "hiddenSources",
  settingsTip: "hide-settings-tip",
  /** Own services and order in the setup format (lib/preferences/stored/setup-format.ts), without the hidden sources kept above. */
  setup: "setup",
  /** The language chosen in Settings; absent means "from the car's language settings". */
  language: "language",
  /** The catalogue region chosen in Settings; absent means "from the car's language settings". */
  region: "region",
  /** How cards open (issue 22), in the pp_launch cookie's text; absent while every card is Automatic. */
  launchModes: "launchModes",
  /** 'Recently opened' (issue 22), in the pp_recent cookie's text; absent while it is on and empty. */
  recentlyOpened: "recentlyOpened",
  /** The theme chosen in Settings; absent means dark, the default. */
  theme: "theme",
  /** The card size chosen in Settings; absent means standard. */
  cardSize: "card-size",
} as const;

export type BackupKey = (typeof storageKeys)[keyof typeof storageKeys];

/** localStorage's value for a dismissed tip, as first released; the cookie uses the shared flag format. */
export const storedTipDismissedValue = "true";

/**
 * Hidden source ids in canonical order, without duplicates, so equal choices always compare and serialise equally. They
 * may belong to any region: a source hidden in one region stays hidden when the driver's region offers it again.
 */
export type HiddenSourceIds = readonly string[];

/** The form of every catalogue id; the worker, which knows every region's ids, checks them fully (cookies.server.ts). */
const sourceIdForm = /^[a-z0-9]{1,24}$/;

export function hasSourceIdForm(value: string): boolean {
  return sourceIdForm.test(value);
}

const bundledOrder = new Map<string, number>(bundledSourceIds.map((id, index) => [id, index]));

export interface ParsedHiddenSources {
  hidden: HiddenSourceIds;
  /** True when the stored text was not already the canonical map, so saving it again repairs it. */
  repaired: boolean;
}

/**
 * Drops duplicates and orders the ids: bundled sources in catalogue order (as every release so far wrote them), then
 * other regions' ids alphabetically, which needs no list of them, so both sides agree without the browser holding one.
 */
export function canonicalHiddenSources(ids: Iterable<string>): HiddenSourceIds {
  const rank = (id: string) => bundledOrder.get(id) ?? bundledSourceIds.length;
  return [...new Set(ids)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

export function serializeHiddenSources(hidden: HiddenSourceIds): string {
  return JSON.stringify(Object.fromEntries(canonicalHiddenSources(hidden).map((id) => [id, ""])));
}

/**
 * Reads the stored map; never throws. Keys that are catalogue ids are kept whatever their value; anything else
 * (not JSON, not an object, unknown or inherited names such as "__proto__") is dropped, down to "nothing hidden".
 */
export function parseHiddenSources(stored: string | null): ParsedHiddenSources {
  if (stored === null) return { hidden: [], repaired: false };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { hidden: [], repaired: true };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { hidden: [], repaired: true };
  // A removed service's id was valid when it was saved: dropping it is no repair to report.
  const stillOffered = Object.fromEntries(Object.entries(value).filter(([id]) => !isRemovedSourceId(id)));
  const hidden = canonicalHiddenSources(Object.keys(stillOffered).filter(hasSourceIdForm));
  const storedWithoutRemoved = Object.keys(stillOffered).length === Object.keys(value).length ? stored : JSON.stringify(stillOffered);
  return { hidden, repaired: serializeHiddenSources(hidden) !== storedWithoutRemoved };
}

/** Applies the settings dialog's choices: each source marked visible leaves the hidden map, each marked hidden joins it. */
export function applyVisibilityChoices(hidden: HiddenSourceIds, visibleById: ReadonlyMap<string, boolean>): HiddenSourceIds {
  const next = new Set(hidden);
  for (const [id, visible] of visibleById) {
    if (visible) next.delete(id);
    else next.add(id);
  }
  return canonicalHiddenSources(next);
}

const idSeparator = ".";

/** A year-long cookie of card ids, read against the ids the page knows (the region's sources and the driver's own services). */
function cardIdsCookie<Value>(
  name: string,
  absent: Value,
  encode: (value: Value) => string,
  decode: (text: string, isKnownId: (id: string) => boolean) => DecodedCookie<Value>,
  isKnownId: (id: string) => boolean,
): CookieDefinition<Value> {
  return { name, lifetime: "year", absent, encode, decode: (text) => decode(text, isKnownId) };
}

/**
 * The longest value a valid cookie can hold: above every region's ids hidden at once (tests/lib/preferences/format.test.ts
 * checks it), and half of the 4 KB a browser keeps of one cookie; anything longer is rejected unread. Issue 31's twelve
 * regions took every id at once past the 1 KB it was.
 */
export const maxHiddenSourcesCookieLength = 2048;

/** Hidden ids joined by "." in canonical order; ids are [a-z0-9], so the value needs no escaping. */
export function hiddenSourcesCookieFor(isKnownId: (id: string) => boolean): CookieDefinition<HiddenSourceIds> {
  return {
    name: "pp_hidden",
    lifetime: "year",
    absent: [],
    encode: (hidden) => canonicalHiddenSources(hidden).join(idSeparator),
    decode: (text) => {
      if (text === "") return { value: [], problem: null };
      if (text.length > maxHiddenSourcesCookieLength) return { value: [], problem: "too_long" };
      // A removed service's id was valid when it was saved: it is dropped without a report, and the next save leaves it out.
      const tokens = text.split(idSeparator).filter((id) => !isRemovedSourceId(id));
      const hidden = canonicalHiddenSources(tokens.filter(isKnownId));
      if (!tokens.every(isKnownId)) return { value: hidden, problem: "unknown_ids" };
      return { value: hidden, problem: hidden.join(idSeparator) === tokens.join(idSeparator) ? null : "not_canonical" };
    },
  };
}

export const settingsTipCookie = flagCookie("pp_tip", "year");

/** A choice from a fixed list, or null for "automatic"; the stored text is the value itself. */
function choiceCookie<Value extends string>(name: string, isValue: (text: string) => text is Value): CookieDefinition<Value | null> {
  return {
    name,
    lifetime: "year",
    absent: null,
    encode: (value) => value ?? "",
    decode: (text) => (isValue(text) ? { value: text, problem: null } : { value: null, problem: "unknown_value" }),
  };
}

export const languageCookie = choiceCookie<Language>("pp_lang", isLanguage);
export const regionCookie = choiceCookie<Region>("pp_region", isRegion);

/** A choice from a fixed list with a default, which is stored as no cookie at all, so the default costs no request bytes. */
function displayCookie<Value extends string>(
  name: string,
  fallback: Value,
  isValue: (text: unknown) => text is Value,
): CookieDefinition<Value> {
  return {
    name,
    lifetime: "year",
    absent: fallback,
    encode: (value) => (value === fallback ? "" : value),
    decode: (text) =>
      isValue(text) && text !== fallback
        ? { value: text, problem: null }
        : { value: fallback, problem: isValue(text) ? "not_canonical" : "unknown_value" },
  };
}

export const themeCookie = displayCookie<Theme>("pp_theme", defaultTheme, isTheme);
export const cardSizeCookie = displayCookie<CardSize>("pp_card_size", defaultCardSize, isCardSize);

/** A stored theme or card size: a known value, or the default for anything else, with whether it needs repairing. */
export function parseStoredDisplayChoice<Value extends string>(
  stored: string | null,
  fallback: Value,
  isValue: (text: unknown) => text is Value,
): { value: Value; repaired: boolean } {
  if (stored === null) return { value: fallback, repaired: false };
  return isValue(stored) ? { value: stored, repaired: false } : { value: fallback, repaired: true };
}

/** A stored language or region: a known value, or null (automatic) for anything else, with whether it needs repairing. */
export function parseStoredChoice<Value extends string>(
  stored: string | null,
  isValue: (text: string) => text is Value,
): { value: Value | null; repaired: boolean } {
  if (stored === null) return { value: null, repaired: false };
  return isValue(stored) ? { value: stored, repaired: false } : { value: null, repaired: true };
}

// pp_launch: "<every card full screen: 0|1>~<Full screen ids>~<Outside full screen ids>", ids joined by "." in sorted
// order, empty groups at the end left out ("1" is the global switch alone), "" while every card is Automatic. A few
// characters per card, so every card of every region in a mode of its own still fits beside the setup cookies.
const launchGroupSeparator = "~";

/** Every region's ids and 20 services, each in a mode of their own, stay below this (tests/lib/preferences/format.test.ts). */
export const maxLaunchCookieLength = 1536;

function encodeLaunchText(flag: string, idGroups: readonly string[]): string {
  const groups = [flag, ...idGroups];
  while (groups.length > 1 && groups.at(-1) === "") groups.pop();
  const text = groups.join(launchGroupSeparator);
  return text === "0" ? "" : text;
}

export function encodeLaunchChoices(choices: LaunchChoices): string {
  const idGroups = [[...choices.fullscreen].sort().join(idSeparator), [...choices.outside].sort().join(idSeparator)];
  return encodeLaunchText(choices.everyCardFullscreen ? "1" : "0", idGroups);
}

/** Reads pp_launch's text (also the backup's and a backup link's); never throws, keeps every known id, drops the rest. */
export function decodeLaunchChoices(
  text: string,
  isKnownId: (id: string) => boolean,
): { value: LaunchChoices; problem: CookieProblem | null } {
  if (text === "") return { value: defaultLaunchChoices, problem: null };
  if (text.length > maxLaunchCookieLength) return { value: defaultLaunchChoices, problem: "too_long" };
  const [flag, fullscreenGroup = "", outsideGroup = "", ...extra] = text.split(launchGroupSeparator);
  const taken = new Set<string>();
  let unknown = false;
  // A removed service's id was valid when it was saved: it is dropped without a report, as in the hidden sources.
  const stillOffered = (group: string) => (group === "" ? [] : group.split(idSeparator).filter((id) => !isRemovedSourceId(id)));
  const readGroup = (group: string) =>
    stillOffered(group).filter((id) => {
      const keep = isKnownId(id) && !taken.has(id);
      if (!isKnownId(id)) unknown = true;
      taken.add(id);
      return keep;
    });
  const value: LaunchChoices = {
    everyCardFullscreen: flag === "1",
    fullscreen: readGroup(fullscreenGroup).sort(),
    outside: readGroup(outsideGroup).sort(),
  };
  if ((flag !== "0" && flag !== "1") || extra.length > 0) return { value, problem: "damaged" };
  if (unknown) return { value, problem: "unknown_ids" };
  const groups = [fullscreenGroup, outsideGroup];
  const hadRemoved = groups.some((group) => stillOffered(group).join(idSeparator) !== group);
  // Without the removed ids the text is judged as it would have been written without them (trailing empty groups trimmed).
  const stored = hadRemoved
    ? encodeLaunchText(
        flag,
        groups.map((group) => stillOffered(group).join(idSeparator)),
      )
    : text;
  return { value, problem: encodeLaunchChoices(value) === stored ? null : "not_canonical" };
}

export function launchCookieFor(isKnownId: (id: string) => boolean): CookieDefinition<LaunchChoices> {
  return cardIdsCookie("pp_launch", defaultLaunchChoices, encodeLaunchChoices, decodeLaunchChoices, isKnownId);
}

// pp_recent: the recent card ids newest first, joined by "."; "-" when the driver turned the row off; "" while it is on and empty.
const recentCardsOff = "-";
/** Five ids of at most 24 characters and their separators, with room to spare. */
export const maxRecentCookieLength = 160;

export function encodeRecentCards(recent: RecentCards): string {
  return recent.enabled ? recent.ids.join(idSeparator) : recentCardsOff;
}

/** Reads pp_recent's text (also the backup's); never throws: unknown ids and duplicates are dropped, at most five stay. */
export function decodeRecentCards(text: string, isKnownId: (id: string) => boolean): { value: RecentCards; problem: CookieProblem | null } {
  if (text === "") return { value: defaultRecentCards, problem: null };
  if (text === recentCardsOff) return { value: { enabled: false, ids: [] }, problem: null };
  if (text.length > maxRecentCookieLength) return { value: defaultRecentCards, problem: "too_long" };
  // A removed service's id was valid when it was saved: it is dropped without a report, as in the hidden sources.
  const tokens = text.split(idSeparator).filter((id) => !isRemovedSourceId(id));
  const ids = tokens.filter((id, index) => isKnownId(id) && tokens.indexOf(id) === index).slice(0, maxRecentCards);
  const value: RecentCards = { enabled: true, ids };
  if (!tokens.every(isKnownId)) return { value, problem: "unknown_ids" };
  return { value, problem: encodeRecentCards(value) === tokens.join(idSeparator) ? null : "not_canonical" };
}

export function recentCardsCookieFor(isKnownId: (id: string) => boolean): CookieDefinition<RecentCards> {
  return cardIdsCookie("pp_recent", defaultRecentCards, encodeRecentCards, decodeRecentCards, isKnownId);
}
