// The catalogue of the page's region, built from the root loader's data: the browser bundle carries no catalogue at all,
// so a region's pack costs the first load nothing and every region's dashboard weighs the same.
import { categories, type Category } from "~/data/categories";
import { brandColor, generatedLogoTemplate, logoSpriteToken, type Source } from "~/data/source-model";

/** Catalogue source ids with their rows, in display order (one region's catalogue, or every region's). */
export type CatalogueEntries = readonly (readonly [id: string, category: Category])[];

/** How many wordmark sizes dashboard.css has (lib/catalogue/wordmark.ts picks one; this module stays free of its maths). */
export const wordmarkSizeCount = 7;

/**
 * A source as the root loader sends it: a tuple, so the page carries no key names; the logo is its URL template (a drawing
 * in the region's sprite, source-model.ts, or null) and the card's text colour follows from the brand colour. The wordmark size
 * (lib/catalogue/wordmark.ts, worked out by the worker) is null for a card that shows the brand's mark alone; with a logo
 * it is an app icon shown small above the name.
 */
export type CatalogueSourceData = readonly [
  id: string,
  name: string,
  category: Category,
  url: string,
  color: string,
  logo: string | null,
  wordmarkSize: number | null,
];

// The packed form keeps the first flight small: one string, no key names, no per-field quoting (see tests/lib/catalogue).
const fieldSeparator = "|";
const sourceSeparator = "~";
/** Logo fields: "" the generated mark, `+<size>` the generated icon above the name, `-<size>` the name alone, else the mark's URL template. */
const iconField = "+";
const noLogoField = "-";

function logoField(logo: string | null, wordmarkSize: number | null): string {
  if (wordmarkSize !== null) return `${logo === null ? noLogoField : iconField}${wordmarkSize}`;
  return logo === generatedLogoTemplate ? "" : (logo ?? "");
}

/**
 * The catalogue as one string: `logo|name|host and path|hex colour without #|id|category` per source, joined by `~`. The
 * fields follow the order a card's markup holds them in, so gzip finds them in the cards above (114 B less on `/`).
 */
export function packCatalogue(data: readonly CatalogueSourceData[]): string {
  return data
    .map(([id, name, category, url, color, logo, wordmarkSize]) =>
      [logoField(logo, wordmarkSize), name, url.replace(/^https:\/\//, ""), color.replace(/^#/, ""), id, category].join(fieldSeparator),
    )
    .join(sourceSeparator);
}

function isCategory(value: number): value is Category {
  return categories.some((category) => category === value);
}

/** The logo and wordmark size a logo field stands for, or null when it reads as neither. */
function readLogoField(field: string): [logo: string | null, wordmarkSize: number | null] | null {
  if (field[0] !== iconField && field[0] !== noLogoField) return [field || generatedLogoTemplate, null];
  const size = Number(field.slice(1));
  return field.length === 2 && size < wordmarkSizeCount ? [field[0] === iconField ? generatedLogoTemplate : null, size] : null;
}

/** The sources of a packed catalogue; a source that does not read as one is left out. */
export function unpackCatalogue(packed: string): CatalogueSourceData[] {
  return packed.split(sourceSeparator).flatMap((text): CatalogueSourceData[] => {
    const [logoText, name, address, color, id, categoryText, ...extra] = text.split(fieldSeparator);
    const category = Number(categoryText);
    if (logoText === undefined || name === undefined || address === undefined || color === undefined || id === undefined) return [];
    const logo = readLogoField(logoText);
    if (extra.length > 0 || !isCategory(category) || logo === null) return [];
    return [[id, name, category, `https://${address}`, `#${color}`, ...logo]];
  });
}

/**
 * A source of the page's region as a card shows it: its logo alone (the brand's mark) while `wordmarkSize` is null, else its
 * name as a wordmark of that size (an index of wordmarkScales), with the logo, if any, small above it (an app icon).
 */
export interface CatalogueSource extends Pick<Source, "name" | "category" | "url" | "colors"> {
  logo: string | null;
  wordmarkSize: number | null;
}

export interface Catalogue {
  /** Every source offered in the region with its row, in display order: the regional pack first within each row. */
  entries: CatalogueEntries;
  byId: ReadonlyMap<string, CatalogueSource>;
}

/** The catalogue of the page's region, whose cards draw their logos from `logoSprite`, the region's sprite the root loader names. */
export function buildCatalogue(data: readonly CatalogueSourceData[], logoSprite: string): Catalogue {
  const offered = data.map(([id, name, category, url, color, logo, wordmarkSize]): [string, CatalogueSource] => [
    id,
    { name, category, url, colors: brandColor(color), logo: logo && logo.replace(logoSpriteToken, logoSprite), wordmarkSize },
  ]);
  return { entries: offered.map(([id, source]) => [id, source.category] as const), byId: new Map(offered) };
}

/** The card ids a dashboard of this catalogue can show: its sources and the driver's own services. */
export function offeredCardIds(catalogue: Catalogue, services: readonly { id: string }[]): ReadonlySet<string> {
  return new Set([...catalogue.byId.keys(), ...services.map((service) => service.id)]);
}
