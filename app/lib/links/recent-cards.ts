// 'Recently opened' (issue 22): the last cards the driver opened, newest first, ids only. What the dashboard shows of
// them is in preferences/setup/rows.ts, with the other rows.

export const maxRecentCards = 5;

export interface RecentCards {
  /** The row is on by default; turning it off clears it and stops recording. */
  enabled: boolean;
  /** Card ids, newest first, without duplicates, at most maxRecentCards. */
  ids: readonly string[];
}

export const defaultRecentCards: RecentCards = { enabled: true, ids: [] };

/** The list after opening `id`: it moves (or joins) at the front, duplicates go, at most five stay, unknown ids are dropped. */
export function recordRecentCard(recent: RecentCards, id: string, isKnownId: (id: string) => boolean): RecentCards {
  if (!recent.enabled) return recent;
  const ids = [id, ...recent.ids].filter((candidate, index, all) => isKnownId(candidate) && all.indexOf(candidate) === index);
  return { enabled: true, ids: ids.slice(0, maxRecentCards) };
}

/** Turning the row off clears it; turning it on starts an empty one. */
export function withRecentCardsEnabled(recent: RecentCards, enabled: boolean): RecentCards {
  if (enabled === recent.enabled) return recent;
  return { enabled, ids: [] };
}
