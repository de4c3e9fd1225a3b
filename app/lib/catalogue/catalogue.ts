// The catalogue of the page's region: the bundled sources offered there plus the region's pack, which the root loader
// sends as plain data (regional-sources.server.ts never reaches the browser bundle).
import type { Category } from "~/data/categories";
import type { Region } from "~/data/regions";
import { brandColor, generatedLogo, noLogo, sourceIds, sources, type Source } from "~/data/sources";
import type { CatalogueEntries } from "~/lib/setup/rows";

/** A regional source as the root loader sends it; colours and logo path follow from these, so they cost no bytes. */
export type RegionalSourceData = readonly [id: string, name: string, category: Category, url: string, color: string, hasLogo: boolean];

export interface Catalogue {
  /** Every source offered in the region with its row, in display order: the regional pack first within each row. */
  entries: CatalogueEntries;
  byId: ReadonlyMap<string, Source>;
}

export function regionalSourceFromData([, name, category, url, color, hasLogo]: RegionalSourceData, region: Region): Source {
  return { name, category, url, colors: brandColor(color), logos: hasLogo ? generatedLogo : noLogo, regions: [region] };
}

function isOfferedIn(source: Source, region: Region): boolean {
  return source.regions.includes(region);
}

export function buildCatalogue(region: Region, regional: readonly RegionalSourceData[]): Catalogue {
  const offered: [string, Source][] = [
    ...regional.map((data): [string, Source] => [data[0], regionalSourceFromData(data, region)]),
    ...sourceIds.filter((id) => isOfferedIn(sources[id], region)).map((id): [string, Source] => [id, sources[id]]),
  ];
  return { entries: offered.map(([id, source]) => [id, source.category] as const), byId: new Map(offered) };
}

/** The card ids a dashboard of this catalogue can show: its sources and the driver's own services. */
export function offeredCardIds(catalogue: Catalogue, services: readonly { id: string }[]): ReadonlySet<string> {
  return new Set([...catalogue.byId.keys(), ...services.map((service) => service.id)]);
}
