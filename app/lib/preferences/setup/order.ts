// The driver's order of rows and cards, merged with what exists now: the catalogue can gain or lose sources between
// releases and services come and go, so a stored order is a preference to apply, never a list to trust.
// Arranged rows hold every region's sources, so one order serves every region and survives a change of region.
import { Category, defaultRowOrder } from "~/data/categories";
import { completeCatalogueEntries } from "~/lib/catalogue/complete";
import { defaultRows, type DashboardRow } from "~/lib/preferences/setup/rows";
import type { CustomService } from "~/lib/preferences/setup/services";

/** The order as stored: only what differs from the default, so an untouched dashboard costs no bytes. */
export interface DashboardOrder {
  /** Row categories top to bottom; empty means the default order. */
  rows: readonly Category[];
  /** Card ids, row by row, each row in the driver's order; empty means the default order. */
  cards: readonly string[];
}

/**
 * Keeps the stored items that still exist, in the stored order, and puts each item the stored order does not know
 * right after its nearest predecessor in the default order (or first), so a new source lands where the release put it.
 */
function mergeOrder<Item>(stored: readonly Item[], defaults: readonly Item[]): Item[] {
  const known = new Set(defaults);
  const merged = [...new Set(stored)].filter((item) => known.has(item));
  defaults.forEach((item, index) => {
    if (merged.includes(item)) return;
    const predecessor = defaults
      .slice(0, index)
      .reverse()
      .find((earlier) => merged.includes(earlier));
    merged.splice(predecessor === undefined ? 0 : merged.indexOf(predecessor) + 1, 0, item);
  });
  return merged;
}

/** Every row with all its cards, in the stored order merged with today's catalogue and services; null for the default. */
export function arrangeRows(order: DashboardOrder, services: readonly CustomService[]): DashboardRow[] | null {
  const defaults = defaultRows(services, completeCatalogueEntries);
  const rows = mergeOrder(order.rows, defaultRowOrder).map((category) => {
    const defaultIds = defaults.find((row) => row.category === category)?.cardIds ?? [];
    return { category, cardIds: mergeOrder(order.cards, defaultIds) };
  });
  return isDefaultArrangement(rows, defaults) ? null : rows;
}

function isDefaultArrangement(rows: readonly DashboardRow[], defaults: readonly DashboardRow[]): boolean {
  return rows.every((row, index) => {
    const defaultRow = defaults[index];
    return (
      defaultRow?.category === row.category &&
      defaultRow.cardIds.length === row.cardIds.length &&
      row.cardIds.every((id, cardIndex) => defaultRow.cardIds[cardIndex] === id)
    );
  });
}

/** True when each row's cards keep the default order among themselves (rows arranged in one region lack the others' sources). */
function isDefaultCardOrder(rows: readonly DashboardRow[], defaults: readonly DashboardRow[]): boolean {
  return rows.every((row) => {
    const present = new Set(row.cardIds);
    const defaultIds = (defaults.find((candidate) => candidate.category === row.category)?.cardIds ?? []).filter((id) => present.has(id));
    return defaultIds.length === row.cardIds.length && row.cardIds.every((id, index) => defaultIds[index] === id);
  });
}

/** The stored form of an arrangement: rows only when moved, cards only when moved, each row's cards in row order. */
export function storedOrder(rows: readonly DashboardRow[] | null, services: readonly CustomService[]): DashboardOrder {
  if (rows === null) return { rows: [], cards: [] };
  const defaults = defaultRows(services, completeCatalogueEntries);
  const sameRows = rows.every((row, index) => defaults[index]?.category === row.category);
  const sameCards = isDefaultCardOrder(rows, defaults);
  return {
    rows: sameRows ? [] : rows.map((row) => row.category),
    cards: sameCards ? [] : defaultRowOrder.flatMap((category) => rows.find((row) => row.category === category)?.cardIds ?? []),
  };
}

/** The arrangement again after services changed: removed ones leave, new ones join after their default neighbour. */
export function rearrangeForServices(rows: readonly DashboardRow[] | null, services: readonly CustomService[]): DashboardRow[] | null {
  if (rows === null) return null;
  return arrangeRows({ rows: rows.map((row) => row.category), cards: rows.flatMap((row) => row.cardIds) }, services);
}

/** Moves a row one place up (-1) or down (+1) past the next shown row; rows not shown keep their places. */
export function moveRow(
  rows: readonly DashboardRow[],
  category: Category,
  shownCategories: readonly Category[],
  step: -1 | 1,
): DashboardRow[] {
  const moved = [...rows];
  const neighbour = shownCategories[shownCategories.indexOf(category) + step];
  const from = moved.findIndex((row) => row.category === category);
  const to = moved.findIndex((row) => row.category === neighbour);
  if (from === -1 || to === -1 || neighbour === undefined) return moved;
  moved.splice(to, 0, ...moved.splice(from, 1));
  return moved;
}

/**
 * Applies a new order of a row's shown cards: they take the shown slots in their new order, and hidden cards keep
 * their slots, so showing a source again puts it back where it was.
 */
export function reorderRowCards(rows: readonly DashboardRow[], category: Category, shownCardIds: readonly string[]): DashboardRow[] {
  const reordered = new Set(shownCardIds);
  return rows.map((row) => {
    if (row.category !== category || shownCardIds.some((id) => !row.cardIds.includes(id))) return row;
    const queue = [...shownCardIds];
    return { category, cardIds: row.cardIds.map((id) => (reordered.has(id) ? (queue.shift() ?? id) : id)) };
  });
}

/** Moves one card a place earlier (-1) or later (+1) among the shown cards of its row. */
export function moveCard(rows: readonly DashboardRow[], shownRow: DashboardRow, id: string, step: -1 | 1): DashboardRow[] {
  const ids = [...shownRow.cardIds];
  const from = ids.indexOf(id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= ids.length) return [...rows];
  ids.splice(to, 0, ...ids.splice(from, 1));
  return reorderRowCards(rows, shownRow.category, ids);
}
