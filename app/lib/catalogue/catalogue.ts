// The catalogue of the page's region, built from the root loader's data: the browser bundle carries no catalogue at all,
// so a region's pack costs the first load nothing and every region's dashboard weighs the same.
import { categories, type Category } from "~/data/categories";
import type { Region } from "~/data/regions";
import { brandColor, type LogoTreatment, type Source, type SourceLogos } from "~/data/source-model";
import type { CatalogueEntries } from "~/lib/setup/rows";

/** How many wordmark sizes dashboard.css has (lib/catalogue/wordmark.ts picks one; this module stays free of its maths). */
export const wordmarkSizeCount = 8;

/**
 * A source as the root loader sends it: a tuple, so the page carries no key names; the logo is its URL template
 * (`/logos/{id}.svg`, a data: URI, or null) with how the card shows it, the card's text colour follows from the brand
 * colour, and the wordmark size is the name's fitted font size (lib/catalogue/wordmark.ts), worked out by the worker.
 */
export type CatalogueSourceData = readonly [
  id: string,
  name: string,
  category: Category,
  url: string,
  color: string,
  logo: string | null,
  treatment: LogoTreatment,
  wordmarkSize: number,
];

// The packed form keeps the first flight small: one string, no key names, no per-field quoting (see tests/lib/catalogue).
const fieldSeparator = "|";
const sourceSeparator = "~";
const generatedLogoTemplate = "/logos/{id}.svg";
const generatedLogoField = "";
const noLogoField = "-";
/** Marks a logo shown small above the name (an app icon) rather than alone (the brand's mark). */
const iconWithNamePrefix = "+";

function logoField(logo: string | null, treatment: LogoTreatment): string {
  if (logo === null) return noLogoField;
  const field = logo === generatedLogoTemplate ? generatedLogoField : logo;
  return treatment === "icon-and-name" ? `${iconWithNamePrefix}${field}` : field;
}

function readLogoField(field: string): { logo: string | null; treatment: LogoTreatment } {
  if (field === noLogoField) return { logo: null, treatment: "name" };
  const withName = field.startsWith(iconWithNamePrefix);
  const template = withName ? field.slice(iconWithNamePrefix.length) : field;
  return { logo: template === generatedLogoField ? generatedLogoTemplate : template, treatment: withName ? "icon-and-name" : "mark" };
}

/**
 * The catalogue as one string: `id|name|category|host and path|hex colour without #|logo|wordmark size` per source, joined
 * by `~`; the logo field is empty for the generated file, `-` for none, and starts with `+` for an icon shown with the name.
 */
export function packCatalogue(data: readonly CatalogueSourceData[]): string {
  return data
    .map(([id, name, category, url, color, logo, treatment, wordmarkSize]) =>
      [id, name, category, url.replace(/^https:\/\//, ""), color.replace(/^#/, ""), logoField(logo, treatment), wordmarkSize].join(
        fieldSeparator,
      ),
    )
    .join(sourceSeparator);
}

function isCategory(value: number): value is Category {
  return categories.some((category) => category === value);
}

function isWordmarkSize(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < wordmarkSizeCount;
}

/** The sources of a packed catalogue; a source that does not read as one is left out. */
export function unpackCatalogue(packed: string): CatalogueSourceData[] {
  return packed.split(sourceSeparator).flatMap((text): CatalogueSourceData[] => {
    const [id, name, categoryText, address, color, logoText, sizeText, ...extra] = text.split(fieldSeparator);
    const category = Number(categoryText);
    const wordmarkSize = Number(sizeText);
    if (id === undefined || name === undefined || address === undefined || color === undefined || logoText === undefined) return [];
    if (extra.length > 0 || !isCategory(category) || !isWordmarkSize(wordmarkSize)) return [];
    const { logo, treatment } = readLogoField(logoText);
    return [[id, name, category, `https://${address}`, `#${color}`, logo, treatment, wordmarkSize]];
  });
}

/** A source of the page's region, with its name's fitted wordmark size (an index of wordmarkScales). */
export interface CatalogueSource extends Source {
  wordmarkSize: number;
}

export interface Catalogue {
  /** Every source offered in the region with its row, in display order: the regional pack first within each row. */
  entries: CatalogueEntries;
  byId: ReadonlyMap<string, CatalogueSource>;
}

function logosOf(logo: string | null, treatment: LogoTreatment): SourceLogos {
  if (logo === null || treatment === "name") return { dark: null, light: null, treatment: "name" };
  return { dark: logo, light: logo, treatment };
}

export function buildCatalogue(region: Region, data: readonly CatalogueSourceData[]): Catalogue {
  const offered = data.map(([id, name, category, url, color, logo, treatment, wordmarkSize]): [string, CatalogueSource] => [
    id,
    { name, category, url, colors: brandColor(color), logos: logosOf(logo, treatment), regions: [region], wordmarkSize },
  ]);
  return { entries: offered.map(([id, source]) => [id, source.category] as const), byId: new Map(offered) };
}

/** The card ids a dashboard of this catalogue can show: its sources and the driver's own services. */
export function offeredCardIds(catalogue: Catalogue, services: readonly { id: string }[]): ReadonlySet<string> {
  return new Set([...catalogue.byId.keys(), ...services.map((service) => service.id)]);
}
