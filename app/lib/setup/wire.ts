// The setup's one stored shape (format version 1), used by localStorage, the cookie mirror and backup links alike:
//   {"v":1, "h":[hidden source ids], "s":[[id, name, address, category, colour or null]], "r":[row order], "o":[card order]}
// Every field but "v" may be left out. Reading never throws and keeps every valid part; what it dropped is reported by kind.
import { Category } from "~/data/categories";
import { isCatalogueId } from "~/lib/catalogue/complete";
import { canonicalHiddenSources, type HiddenSourceIds } from "~/lib/preferences/format";
import { arrangeRows, storedOrder } from "~/lib/setup/order";
import type { DashboardRow } from "~/lib/setup/rows";
import {
  checkServiceAddress,
  cleanServiceName,
  isPaletteIndex,
  isServiceCategory,
  isServiceId,
  maxServices,
} from "~/lib/setup/service-rules";
import type { CustomService } from "~/lib/setup/services";

export const setupFormatVersion = 1;

export interface Setup {
  hiddenSourceIds: HiddenSourceIds;
  services: readonly CustomService[];
  /** Every row and card in the driver's order, or null for the release's order. */
  order: readonly DashboardRow[] | null;
}

export const emptySetup: Setup = { hiddenSourceIds: [], services: [], order: null };

export type SetupProblem =
  "not_json" | "wrong_shape" | "newer_version" | "unknown_ids" | "bad_name" | "bad_address" | "too_many" | "too_long" | "damaged";

export type ReadSetup = { kind: "read"; setup: Setup; problems: readonly SetupProblem[] } | { kind: "refused"; problem: SetupProblem };

type ServiceTuple = [id: string, name: string, url: string, category: Category, color: number | null];

interface SetupWire {
  v: number;
  h?: string[];
  s?: ServiceTuple[];
  r?: Category[];
  o?: string[];
}

/** The setup as JSON text; `withHidden` is false where hidden sources travel on their own (localStorage, cookies). */
export function serializeSetup(setup: Setup, withHidden: boolean): string {
  const wire: SetupWire = { v: setupFormatVersion };
  if (withHidden && setup.hiddenSourceIds.length > 0) wire.h = [...setup.hiddenSourceIds];
  if (setup.services.length > 0) wire.s = setup.services.map(({ id, name, url, category, color }) => [id, name, url, category, color]);
  const order = storedOrder(setup.order, setup.services);
  if (order.rows.length > 0) wire.r = [...order.rows];
  if (order.cards.length > 0) wire.o = [...order.cards];
  return JSON.stringify(wire);
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

/** Reads a parsed JSON value; keeps what is valid, refuses only a newer format or something that is not a setup at all. */
export function readSetupValue(value: unknown): ReadSetup {
  if (!isRecord(value) || typeof value.v !== "number") return { kind: "refused", problem: "wrong_shape" };
  if (value.v > setupFormatVersion) return { kind: "refused", problem: "newer_version" };
  if (value.v !== setupFormatVersion) return { kind: "refused", problem: "wrong_shape" };
  const problems = new Set<SetupProblem>();

  const hiddenEntries = readArray(value, "h", problems);
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
  const cardEntries = readArray(value, "o", problems);
  const cards = cardEntries.filter((id): id is string => typeof id === "string" && (isCatalogueId(id) || takenIds.has(id)));
  if (rows.length !== rowEntries.length || cards.length !== cardEntries.length) problems.add("unknown_ids");

  return { kind: "read", setup: { hiddenSourceIds, services, order: arrangeRows({ rows, cards }, services) }, problems: [...problems] };
}

/** Reads setup JSON text; text over `maxLength` is refused unread. */
export function parseSetup(text: string, maxLength: number): ReadSetup {
  if (text.length > maxLength) return { kind: "refused", problem: "too_long" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: "refused", problem: "not_json" };
  }
  return readSetupValue(value);
}
