import { logoSprites } from "~/data/logo-sprites.server";
import type { Region } from "~/data/regions";
import { regionalSources } from "~/data/regional-sources.server";
import type { Source } from "~/data/source-model";
import { sources } from "~/data/sources";
import { packCatalogue, type CatalogueSourceData } from "~/lib/catalogue/catalogue";
import { wordmarkSize } from "~/lib/catalogue/wordmark";

const regionalEntries: [string, Source][] = Object.entries(regionalSources);
const bundledEntries: [string, Source][] = Object.entries(sources);

/** The region's catalogue as the root loader sends it, in display order: its own pack first, then the sources offered everywhere it is. */
export function catalogueFor(region: Region): CatalogueSourceData[] {
  return [...regionalEntries, ...bundledEntries]
    .filter(([, source]) => source.regions.includes(region))
    .map(([id, source]) => [
      id,
      source.name,
      source.category,
      source.url,
      source.colors.dark,
      source.logos.dark,
      source.logos.treatment === "mark" ? null : wordmarkSize(source.name, source.logos.treatment === "icon-and-name"),
    ]);
}

const packedByRegion = new Map<Region, string>();

/** The region's catalogue packed for the root loader; the catalogue is fixed per release, so each region is packed once per isolate. */
export function packedCatalogueFor(region: Region): string {
  let packed = packedByRegion.get(region);
  if (packed === undefined) {
    packed = packCatalogue(catalogueFor(region));
    packedByRegion.set(region, packed);
  }
  return packed;
}

/** The file that holds every drawing the region's cards show (scripts/generate-logos.mjs). */
export function logoSpriteFor(region: Region): string {
  return logoSprites[region];
}
