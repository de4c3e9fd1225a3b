// The driver's preferences as they are stored, written once for both sides: the cookies the worker reads and writes (the
// source of truth, so the first paint is the driver's), and the localStorage keys and formats the browser keeps as their
// backup (part of the product since the first release; saved data must keep working).
import { isRegion, type Region } from "~/data/regions";
import { bundledSourceIds } from "~/data/bundled-source-ids";
import { isRemovedSourceId } from "~/data/removed-source-ids";
import { flagCookie, type CookieDefinition } from "~/lib/cookies/cookie";
import { isLanguage, type Language } from "~/lib/i18n/languages";

/** localStorage keys of the browser's backup copy, which brings the preferences back when a car update wipes the cookies. */
export const storageKeys = {
  hiddenSources: "hiddenSources",
  settingsTip: "hide-settings-tip",
  /** Own services and order in the setup format (lib/setup/wire.ts), without the hidden sources kept above. */
  setup: "setup",
  /** The language chosen in Settings; absent means "from the car's language settings". */
  language: "language",
  /** The catalogue region chosen in Settings; absent means "from the car's language settings". */
  region: "region",
} as const;

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

/**
 * The longest value a valid cookie can hold: above every region's ids hidden at once (tests/lib/preferences/format.test.ts
 * checks it); anything longer is rejected unread.
 */
export const maxHiddenSourcesCookieLength = 1024;

/** Hidden ids joined by "." in canonical order; ids are [a-z0-9], so the value needs no escaping. */
export function hiddenSourcesCookieFor(isKnownId: (id: string) => boolean): CookieDefinition<HiddenSourceIds> {
  return {
    name: "pp_hidden",
    lifetime: "year",
    httpOnly: true,
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

export const settingsTipCookie = flagCookie("pp_tip", "year", true);

/** A choice from a fixed list, or null for "automatic"; the stored text is the value itself. */
function choiceCookie<Value extends string>(name: string, isValue: (text: string) => text is Value): CookieDefinition<Value | null> {
  return {
    name,
    lifetime: "year",
    httpOnly: true,
    absent: null,
    encode: (value) => value ?? "",
    decode: (text) => (isValue(text) ? { value: text, problem: null } : { value: null, problem: "unknown_value" }),
  };
}

export const languageCookie = choiceCookie<Language>("pp_lang", isLanguage);
export const regionCookie = choiceCookie<Region>("pp_region", isRegion);

/** A stored language or region: a known value, or null (automatic) for anything else, with whether it needs repairing. */
export function parseStoredChoice<Value extends string>(
  stored: string | null,
  isValue: (text: string) => text is Value,
): { value: Value | null; repaired: boolean } {
  if (stored === null) return { value: null, repaired: false };
  return isValue(stored) ? { value: stored, repaired: false } : { value: null, repaired: true };
}
