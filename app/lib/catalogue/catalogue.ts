// The catalogue of the page's region, built from the root loader's data: the browser bundle carries no catalogue at all,
// so a region's pack costs the first load nothing and every region's dashboard weighs the same.
import { categories, type Category } from "~/data/categories";
import type { Region } from "~/data/regions";
import { brandColor, type Source } from "~/data/source-model";
import type { CatalogueEntries } from "~/lib/setup/rows";

/**
 * A source as the root loader sends it: a tuple, so the page carries no key names; the logo is its URL template
 * (`/logos/{id}.svg`, a data: URI, or null) and the card's text colour follows from the brand colour.
 */
export type CatalogueSourceData = readonly [id: string, name: string, category: Category, url: string, color: string, logo: string | null];

// The packed form keeps the first flight small: one string, no key names, no per-field quoting (see tests/lib/catalogue).
const fieldSeparator = "|";
const sourceSeparator = "~";
const generatedLogoTemplate = "/logos/{id}.svg";
const generatedLogoField = "";
const noLogoField = "-";

/** The catalogue as one string: `id|name|category|host and path|hex colour without #|logo` per source, joined by `~`. */
export function packCatalogue(data: readonly CatalogueSourceData[]): string {
  return data
    .map(([id, name, category, url, color, logo]) =>
      [
        id,
        name,
        category,
        url.replace(/^https:\/\//, ""),
        color.replace(/^#/, ""),
        logo === generatedLogoTemplate ? generatedLogoField : logo === null ? noLogoField : logo,
      ].join(fieldSeparator),
    )
    .join(sourceSeparator);
}

function isCategory(value: number): value is Category {
  return categories.some((category) => category === value);
}

/** The sources of a packed catalogue; a source that does not read as one is left out. */
export function unpackCatalogue(packed: string): CatalogueSourceData[] {
  return packed.split(sourceSeparator).flatMap((text): CatalogueSourceData[] => {
    const [id, name, categoryText, address, color, logo, ...extra] = text.split(fieldSeparator);
    const category = Number(categoryText);
    if (id === undefined || name === undefined || address === undefined || color === undefined || logo === undefined) return [];
    if (extra.length > 0 || !isCategory(category)) return [];
    const logoTemplate = logo === generatedLogoField ? generatedLogoTemplate : logo === noLogoField ? null : logo;
    return [[id, name, category, `https://${address}`, `#${color}`, logoTemplate]];
  });
}

export interface Catalogue {
  /** Every source offered in the region with its row, in display order: the regional pack first within each row. */
  entries: CatalogueEntries;
  byId: ReadonlyMap<string, Source>;
}

export function buildCatalogue(region: Region, data: readonly CatalogueSourceData[]): Catalogue {
  const offered = data.map(([id, name, category, url, color, logo]): [string, Source] => [
    id,
    { name, category, url, colors: brandColor(color), logos: { dark: logo, light: logo }, regions: [region] },
  ]);
  return { entries: offered.map(([id, source]) => [id, source.category] as const), byId: new Map(offered) };
}

/** The card ids a dashboard of this catalogue can show: its sources and the driver's own services. */
export function offeredCardIds(catalogue: Catalogue, services: readonly { id: string }[]): ReadonlySet<string> {
  return new Set([...catalogue.byId.keys(), ...services.map((service) => service.id)]);
}
