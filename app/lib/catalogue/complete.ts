// Every catalogue id of every region with its row, for the code that arranges rows and validates stored ids across region
// changes: the worker and on-demand browser chunks (lib/preferences: setup/order.ts and stored/setup-format.ts), never the first load.
import { regionalSourceCategories } from "~/data/regional-source-ids";
import { sourceIds, sources } from "~/data/sources";
import type { CatalogueEntries } from "~/lib/catalogue/catalogue";

/** Display order of every region at once: filtered to one region, it is that region's order. */
export const completeCatalogueEntries: CatalogueEntries = [
  ...Object.entries(regionalSourceCategories),
  ...sourceIds.map((id) => [id, sources[id].category] as const),
];

const completeIds: ReadonlySet<string> = new Set(completeCatalogueEntries.map(([id]) => id));

/** True for an id of any region's catalogue. */
export function isCatalogueId(value: string): boolean {
  return completeIds.has(value);
}
