// The setup's one stored shape (format version 1), used by the setup cookies, the localStorage backup and backup links alike:
//   {"v":1, "h":[hidden source ids], "s":[[id, name, address, category, colour or null]], "r":[row order], "o":[card order]}
// Backup links may add "l" (language) and "g" (region), the driver's choices, and backup links and setups sent from a phone
// "m" (how cards open, in the pp_launch cookie's text), "t" (theme) and "z" (card size) where they are not the defaults;
// readers that predate them ignore them.
// Every field but "v" may be left out. Reading never throws and keeps every valid part; what it dropped is reported by kind.
import { Category } from "~/data/categories";
import { isRegion, type Region } from "~/data/regions";
import { isRemovedSourceId } from "~/data/removed-source-ids";
import { defaultDisplay, isCardSize, isTheme, type CardSize, type DisplayChoice, type Theme } from "~/lib/display/display";
import { isCatalogueId } from "~/lib/catalogue/complete";
import { isLanguage, type Language, type LocaleChoice } from "~/lib/i18n/languages";
import { type LaunchChoices } from "~/lib/links/launch";
import { defaultLaunchChoices } from "~/lib/links/launch-choices";
import {
  canonicalHiddenSources,
  decodeLaunchChoices,
  encodeLaunchChoices,
  type HiddenSourceIds,
} from "~/lib/preferences/stored/cookie-codecs";
import { arrangeRows, storedOrder } from "~/lib/preferences/setup/order";
import type { ServicesSetup } from "~/lib/preferences/setup/service-changes";
import {
  checkServiceAddress,
  cleanServiceName,
  isPaletteIndex,
  isServiceCategory,
  isServiceId,
  maxServices,
} from "~/lib/preferences/setup/service-rules";
import type { CustomService } from "~/lib/preferences/setup/services";

export const setupFormatVersion = 1;

export interface Setup extends ServicesSetup {
  hiddenSourceIds: HiddenSourceIds;
}

/** Neither language nor region chosen: both follow the car's language settings. */
export const automaticLocale: LocaleChoice = { language: null, region: null };

export type SetupProblem =
  "not_json" | "wrong_shape" | "newer_version" | "unknown_ids" | "bad_name" | "bad_address" | "too_many" | "too_long" | "damaged";

export type ReadSetup = { kind: "read"; setup: Setup; problems: readonly SetupProblem[] } | { kind: "refused"; problem: SetupProblem };

/** Only backups carry a language, region, launch modes, theme and card size, so only they can hold an unknown one. */
export type BackupProblem = SetupProblem | "unknown_locale" | "launch_repaired" | "unknown_display";

/** What a backup carries besides the setup and the locale: how its cards open, and its theme and card size. */
export interface BackupChoices {
  launch: LaunchChoices;
  display: DisplayChoice;
}

export const defaultBackupChoices: BackupChoices = { launch: defaultLaunchChoices, display: defaultDisplay };

/**
 * A backup: the setup, the language and region it was made with (null where they were automatic), how its cards open, and
 * its theme and card size (the defaults where it has none, as a backup from before them).
 */
export type ReadBackup =
  | ({ kind: "read"; setup: Setup; locale: LocaleChoice; problems: readonly BackupProblem[] } & BackupChoices)
  | { kind: "refused"; problem: SetupProblem };

type ServiceTuple = [id: string, name: string, url: string, category: Category, color: number | null];

interface SetupWire {
  v: number;
  h?: string[];
  s?: ServiceTuple[];
  r?: Category[];
  o?: string[];
  l?: Language;
  g?: Region;
  m?: string;
  t?: Theme;
  z?: CardSize;
}

function setupWire(setup: Setup, withHidden: boolean): SetupWire {
  const wire: SetupWire = { v: setupFormatVersion };
  if (withHidden && setup.hiddenSourceIds.length > 0) wire.h = [...setup.hiddenSourceIds];
  if (setup.services.length > 0) wire.s = setup.services.map(({ id, name, url, category, color }) => [id, name, url, category, color]);
  const order = storedOrder(setup.order, setup.services);
  if (order.rows.length > 0) wire.r = [...order.rows];
  if (order.cards.length > 0) wire.o = [...order.cards];
  return wire;
}

function withLaunch(wire: SetupWire, launch: LaunchChoices): SetupWire {
  const text = encodeLaunchChoices(launch);
  return text === "" ? wire : { ...wire, m: text };
}

/**
 * The setup as JSON text; `withHidden` is false where hidden sources travel on their own (localStorage, cookies).
 */
export function serializeSetup(setup: Setup, withHidden: boolean): string {
  return JSON.stringify(setupWire(setup, withHidden));
}

/**
 * A backup's JSON text (a backup link, or a setup sent from a phone): the setup with its hidden sources, the language and
 * region where the driver chose them, how cards open, and the theme and card size where they are not the defaults.
 */
export function serializeBackup(setup: Setup, locale: LocaleChoice, choices: BackupChoices = defaultBackupChoices): string {
  const wire = setupWire(setup, true);
  if (locale.language !== null) wire.l = locale.language;
  if (locale.region !== null) wire.g = locale.region;
  if (choices.display.theme !== defaultDisplay.theme) wire.t = choices.display.theme;
  if (choices.display.cardSize !== defaultDisplay.cardSize) wire.z = choices.display.cardSize;
  return JSON.stringify(withLaunch(wire, choices.launch));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readArray(wire: Record<string, unknown>, key: string, problems: Set<SetupProblem>): unknown[] {
  if (!Object.hasOwn(wire, key)) return [];
  const value = wire[key];
  if (Array.isArray(value)) return value;
  problems.add("wrong_shape");
  return [];
}

function readService(entry: unknown, takenIds: Set<string>, problems: Set<SetupProblem>): CustomService | null {
  if (!Array.isArray(entry) || entry.length !== 5) {
    problems.add("wrong_shape");
    return null;
  }
  const [id, rawName, rawUrl, rawCategory, rawColor] = entry as unknown[];
  if (!isServiceId(id) || takenIds.has(id)) {
    problems.add("unknown_ids");
    return null;
  }
  const name = typeof rawName === "string" ? cleanServiceName(rawName) : "";
  if (name !== rawName) problems.add("bad_name");
  const address = typeof rawUrl === "string" ? checkServiceAddress(rawUrl) : null;
  if (address?.kind !== "ok" || address.url !== rawUrl) problems.add("bad_address");
  if (name === "" || address?.kind !== "ok") return null;
  const category = isServiceCategory(rawCategory) ? rawCategory : Category.MyServices;
  const color = isPaletteIndex(rawColor) ? rawColor : null;
  if (category !== rawCategory || color !== rawColor) problems.add("wrong_shape");
  takenIds.add(id);
  return { id, name, url: address.url, category, color };
}

/** False for a removed service's id, which was valid when saved and is dropped without a report. */
function isStillOffered(entry: unknown): boolean {
  return typeof entry !== "string" || !isRemovedSourceId(entry);
}

/** Reads a parsed JSON value; keeps what is valid, refuses only a newer format or something that is not a setup at all. */
export function readSetupValue(value: unknown): ReadSetup {
  if (!isRecord(value) || typeof value.v !== "number") return { kind: "refused", problem: "wrong_shape" };
  if (value.v > setupFormatVersion) return { kind: "refused", problem: "newer_version" };
  if (value.v !== setupFormatVersion) return { kind: "refused", problem: "wrong_shape" };
  const problems = new Set<SetupProblem>();

  const hiddenEntries = readArray(value, "h", problems).filter(isStillOffered);
  const hiddenSourceIds = canonicalHiddenSources(hiddenEntries.filter((id): id is string => typeof id === "string" && isCatalogueId(id)));
  if (hiddenSourceIds.length !== hiddenEntries.length) problems.add("unknown_ids");

  const serviceEntries = readArray(value, "s", problems);
  if (serviceEntries.length > maxServices) problems.add("too_many");
  const takenIds = new Set<string>();
  const services = serviceEntries
    .slice(0, maxServices)
    .map((entry) => readService(entry, takenIds, problems))
    .filter((service) => service !== null);

  const rowEntries = readArray(value, "r", problems);
  const rows = rowEntries.filter(isServiceCategory);
  const cardEntries = readArray(value, "o", problems).filter(isStillOffered);
  const cards = cardEntries.filter((id): id is string => typeof id === "string" && (isCatalogueId(id) || takenIds.has(id)));
  if (rows.length !== rowEntries.length || cards.length !== cardEntries.length) problems.add("unknown_ids");

  return { kind: "read", setup: { hiddenSourceIds, services, order: arrangeRows({ rows, cards }, services) }, problems: [...problems] };
}

type ParsedJson = { kind: "parsed"; value: unknown } | { kind: "refused"; problem: SetupProblem };

function parseJson(text: string, maxLength: number): ParsedJson {
  if (text.length > maxLength) return { kind: "refused", problem: "too_long" };
  try {
    return { kind: "parsed", value: JSON.parse(text) };
  } catch {
    return { kind: "refused", problem: "not_json" };
  }
}

/** Reads setup JSON text; text over `maxLength` is refused unread. */
export function parseSetup(text: string, maxLength: number): ReadSetup {
  const parsed = parseJson(text, maxLength);
  return parsed.kind === "refused" ? parsed : readSetupValue(parsed.value);
}

function readChoice<Value extends string>(
  wire: Record<string, unknown>,
  key: string,
  isValue: (value: unknown) => value is Value,
  problems: Set<BackupProblem>,
): Value | null {
  if (!Object.hasOwn(wire, key)) return null;
  const value = wire[key];
  if (isValue(value)) return value;
  problems.add("unknown_locale");
  return null;
}

/** How the backup's cards open; unknown ids (a service it does not hold, another release's source) are dropped. */
function readLaunch(wire: Record<string, unknown>, services: readonly CustomService[], problems: Set<BackupProblem>): LaunchChoices {
  if (!Object.hasOwn(wire, "m")) return defaultLaunchChoices;
  const text = wire.m;
  if (typeof text !== "string") {
    problems.add("launch_repaired");
    return defaultLaunchChoices;
  }
  const isKnownCard = (id: string) => isCatalogueId(id) || services.some((service) => service.id === id);
  const decoded = decodeLaunchChoices(text, isKnownCard);
  if (decoded.problem !== null) problems.add("launch_repaired");
  return decoded.value;
}

function readDisplayChoice<Value extends string>(
  wire: Record<string, unknown>,
  key: string,
  fallback: Value,
  isValue: (value: unknown) => value is Value,
  problems: Set<BackupProblem>,
): Value {
  if (!Object.hasOwn(wire, key)) return fallback;
  const value = wire[key];
  if (isValue(value)) return value;
  problems.add("unknown_display");
  return fallback;
}

/**
 * Reads a backup's JSON text like parseSetup, with its language and region (an unknown one means "automatic") and its
 * theme and card size (an unknown one means the default), and how its cards open (unknown ids dropped).
 */
export function parseBackup(text: string, maxLength: number): ReadBackup {
  const parsed = parseJson(text, maxLength);
  if (parsed.kind === "refused") return parsed;
  const read = readSetupValue(parsed.value);
  if (read.kind === "refused") return read;
  // A read setup is always a record; the check only tells the compiler.
  const wire = isRecord(parsed.value) ? parsed.value : {};
  const problems = new Set<BackupProblem>(read.problems);
  const locale: LocaleChoice = {
    language: readChoice(wire, "l", isLanguage, problems),
    region: readChoice(wire, "g", isRegion, problems),
  };
  const display: DisplayChoice = {
    theme: readDisplayChoice(wire, "t", defaultDisplay.theme, isTheme, problems),
    cardSize: readDisplayChoice(wire, "z", defaultDisplay.cardSize, isCardSize, problems),
  };
  return { ...read, locale, launch: readLaunch(wire, read.setup.services, problems), display, problems: [...problems] };
}
