// The user's hidden sources as stored in localStorage: a JSON map from source id to "" (key and format are part of the product).
import { isSourceId, sourceIds, type SourceId } from "~/data/sources";

export const hiddenSourcesStorageKey = "hiddenSources";

/** Hidden source ids in catalogue order, without duplicates, so equal choices always compare and serialise equally. */
export type HiddenSourceIds = readonly SourceId[];

export interface ParsedHiddenSources {
  hidden: HiddenSourceIds;
  /** True when the stored text was not already the canonical map, so saving it again repairs it. */
  repaired: boolean;
}

/** Puts ids into catalogue order and drops duplicates. */
export function canonicalHiddenSources(ids: Iterable<SourceId>): HiddenSourceIds {
  const wanted = new Set(ids);
  return sourceIds.filter((id) => wanted.has(id));
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
  const hidden = canonicalHiddenSources(Object.keys(value).filter(isSourceId));
  return { hidden, repaired: serializeHiddenSources(hidden) !== stored };
}

/** Applies the settings dialog's choices: each source marked visible leaves the hidden map, each marked hidden joins it. */
export function applyVisibilityChoices(hidden: HiddenSourceIds, visibleById: ReadonlyMap<SourceId, boolean>): HiddenSourceIds {
  const next = new Set(hidden);
  for (const [id, visible] of visibleById) {
    if (visible) next.delete(id);
    else next.add(id);
  }
  return canonicalHiddenSources(next);
}

export function sameHiddenSources(a: HiddenSourceIds, b: HiddenSourceIds): boolean {
  return a.length === b.length && a.every((id, index) => b[index] === id);
}
