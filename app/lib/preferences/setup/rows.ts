// The dashboard's rows as the page renders them, and the face of each card in them. Kept apart from the order merging
// (order.ts), which loads on demand: the first load only needs the default rows, the filter and the faces below. Arrange
// mode draws the same faces; a module of their own would be a first-load chunk of its own (+280 B gzip), as the dashboard
// and arrange mode alone would share it, while this one is in a chunk the first load already carries.
import { defaultRowOrder, type Category } from "~/data/categories";
import { resolveLogoUrl } from "~/data/source-model";
import type { CatalogueEntries, CatalogueSource } from "~/lib/catalogue/catalogue";
import type { RecentCards } from "~/lib/links/recent-cards";
import { serviceColor, serviceMonogram, serviceTextColor, type CustomService } from "~/lib/preferences/setup/services";

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

export interface CardFace {
  name: string;
  /** Where the card leads (before its launch mode applies). */
  url: string;
  background: string;
  /** Readable on `background`: the catalogue's and the palette's text colours are worked out with the colours. */
  textColor: string;
  /** An own-origin path to the card's logo, or null to show the name instead. */
  logoUrl: string | null;
  /** The name's fitted size as a wordmark, with the logo an app icon small above it; absent or null shows the logo alone. */
  wordmarkSize?: number | null;
  /** Shown instead of a name too long for the card (the driver's own services). */
  monogram?: string;
}

/**
 * A catalogue source's face (its brand colours and logo, today's for the calendar) or, for one of the driver's own
 * services, its colour and name or monogram; undefined for an id that is neither.
 */
export function cardFaceOf(
  id: string,
  sources: ReadonlyMap<string, CatalogueSource>,
  services: readonly CustomService[],
  dayOfMonth: number,
): CardFace | undefined {
  const source = sources.get(id);
  if (source) {
    return {
      name: source.name,
      url: source.url,
      background: source.colors.dark,
      textColor: source.colors.text,
      logoUrl: source.logo && resolveLogoUrl(source.logo, id, dayOfMonth),
      wordmarkSize: source.wordmarkSize,
    };
  }
  const service = services.find((candidate) => candidate.id === id);
  return (
    service && {
      name: service.name,
      url: service.url,
      background: serviceColor(service),
      textColor: serviceTextColor,
      logoUrl: null,
      monogram: serviceMonogram(service.name),
    }
  );
}
