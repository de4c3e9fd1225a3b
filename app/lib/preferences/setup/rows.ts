// The dashboard's rows as the page renders them. Kept apart from the order merging (order.ts), which loads on demand:
// the first load only needs the default rows and the filter below.
import { defaultRowOrder, type Category } from "~/data/categories";
import type { CatalogueEntries } from "~/lib/catalogue/catalogue";
import type { RecentCards } from "~/lib/links/recent-cards";
import type { CustomService } from "~/lib/preferences/setup/services";

export interface DashboardRow {
  category: Category;
  /**
   * Every card of the row in order, hidden sources included, so they keep their place when shown again; an arranged
   * order also keeps other regions' sources, so it survives a change of region.
   */
  cardIds: readonly string[];
}

/** The release's order: catalogue sources in display order, then the driver's services in the order they were added. */
export function defaultRows(services: readonly Pick<CustomService, "id" | "category">[], catalogue: CatalogueEntries): DashboardRow[] {
  return defaultRowOrder.map((category) => ({
    category,
    cardIds: [
      ...catalogue.filter((entry) => entry[1] === category).map(([id]) => id),
      ...services.filter((service) => service.category === category).map((service) => service.id),
    ],
  }));
}

/** The rows the dashboard shows: only cards it offers (the region's sources, own services), hidden ones left out, no empty rows. */
export function visibleRows(
  rows: readonly DashboardRow[],
  hiddenSourceIds: readonly string[],
  offeredIds: ReadonlySet<string>,
): DashboardRow[] {
  const hidden = new Set(hiddenSourceIds);
  return rows
    .map((row) => ({ category: row.category, cardIds: row.cardIds.filter((id) => offeredIds.has(id) && !hidden.has(id)) }))
    .filter((row) => row.cardIds.length > 0);
}

/** The recent cards this dashboard can show, newest first: never a hidden source, nor a card the page's region or setup lacks. */
export function visibleRecentCards(recent: RecentCards, hiddenSourceIds: readonly string[], offeredIds: ReadonlySet<string>): string[] {
  if (!recent.enabled) return [];
  return recent.ids.filter((id) => offeredIds.has(id) && !hiddenSourceIds.includes(id));
}
