// The dashboard's rows as the page renders them. Kept apart from the order merging (order.ts), which loads on demand:
// the first load only needs the default rows and the filter below.
import { Category, defaultRowOrder } from "~/data/categories";
import { sourceIds, sources } from "~/data/sources";
import type { CustomService } from "~/lib/setup/services";

export interface DashboardRow {
  category: Category;
  /** Every card of the row in order, hidden sources included, so they keep their place when shown again. */
  cardIds: readonly string[];
}

/** The release's order: catalogue sources in catalogue order, then the driver's services in the order they were added. */
export function defaultRows(services: readonly Pick<CustomService, "id" | "category">[]): DashboardRow[] {
  return defaultRowOrder.map((category) => ({
    category,
    cardIds: [
      ...sourceIds.filter((id) => sources[id].category === category),
      ...services.filter((service) => service.category === category).map((service) => service.id),
    ],
  }));
}

/** The rows the dashboard shows: hidden sources left out, rows with no cards left out. */
export function visibleRows(rows: readonly DashboardRow[], hiddenSourceIds: readonly string[]): DashboardRow[] {
  const hidden = new Set(hiddenSourceIds);
  return rows
    .map((row) => ({ category: row.category, cardIds: row.cardIds.filter((id) => !hidden.has(id)) }))
    .filter((row) => row.cardIds.length > 0);
}
