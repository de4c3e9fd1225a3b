// First-party cookies that mirror localStorage so the worker can render the user's real dashboard on the first paint.
// The browser writes them (document.cookie); the worker only reads them. Values are ids only, checked against the catalogue.
import { isSourceId, sourceIds } from "~/data/sources";
import { canonicalHiddenSources, type HiddenSourceIds } from "~/lib/preferences/hidden-sources";

export const hiddenSourcesCookieName = "pp_hidden";
export const settingsTipCookieName = "pp_tip";

const idSeparator = ".";
const settingsTipDismissedValue = "1";
const oneYearInSeconds = 365 * 24 * 60 * 60;

/** The longest value a valid cookie can hold (every id hidden); anything longer is rejected unread. */
export const maxHiddenSourcesCookieLength = sourceIds.join(idSeparator).length;

export type PreferenceCookieProblem = "too_long" | "unknown_ids" | "not_canonical" | "unknown_value";

export interface DecodedHiddenSourcesCookie {
  hidden: HiddenSourceIds;
  /** Why the value could not be used as it was, or null when it was absent or already canonical. */
  problem: PreferenceCookieProblem | null;
}

export interface DecodedSettingsTipCookie {
  dismissed: boolean;
  problem: PreferenceCookieProblem | null;
}

/** Ids joined by "." — ids are [a-z0-9], so the value needs no escaping. */
export function encodeHiddenSourcesCookie(hidden: HiddenSourceIds): string {
  return canonicalHiddenSources(hidden).join(idSeparator);
}

export function decodeHiddenSourcesCookie(value: string | undefined): DecodedHiddenSourcesCookie {
  if (value === undefined || value === "") return { hidden: [], problem: null };
  if (value.length > maxHiddenSourcesCookieLength) return { hidden: [], problem: "too_long" };
  const tokens = value.split(idSeparator);
  const hidden = canonicalHiddenSources(tokens.filter(isSourceId));
  if (!tokens.every(isSourceId)) return { hidden, problem: "unknown_ids" };
  return { hidden, problem: encodeHiddenSourcesCookie(hidden) === value ? null : "not_canonical" };
}

export function decodeSettingsTipCookie(value: string | undefined): DecodedSettingsTipCookie {
  if (value === undefined) return { dismissed: false, problem: null };
  if (value === settingsTipDismissedValue) return { dismissed: true, problem: null };
  return { dismissed: false, problem: "unknown_value" };
}

interface CookieAttributes {
  /** Set on https pages only; the cookie would be refused on plain-http development servers otherwise. */
  secure: boolean;
}

function cookieString(name: string, value: string | null, { secure }: CookieAttributes): string {
  const lifetime = value === null ? "Max-Age=0" : `Max-Age=${oneYearInSeconds}`;
  return `${name}=${value ?? ""}; Path=/; ${lifetime}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** A `document.cookie` assignment for the hidden sources; with nothing hidden the cookie is deleted. */
export function hiddenSourcesCookie(hidden: HiddenSourceIds, attributes: CookieAttributes): string {
  const value = encodeHiddenSourcesCookie(hidden);
  return cookieString(hiddenSourcesCookieName, value === "" ? null : value, attributes);
}

/** A `document.cookie` assignment for the settings tip; while the tip is shown the cookie is deleted. */
export function settingsTipCookie(dismissed: boolean, attributes: CookieAttributes): string {
  return cookieString(settingsTipCookieName, dismissed ? settingsTipDismissedValue : null, attributes);
}
