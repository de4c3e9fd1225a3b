// What a catalogue source is, and the helpers both the bundled catalogue (sources.ts, server only since issue 15) and the
// browser's catalogue of the page's region (lib/catalogue) build sources with.
import { readableTextColor } from "./contrast";
import type { Category } from "./categories";
import type { Region } from "./regions";

export interface SourceColors {
  /** Card background the app draws on; every contrast rule is checked against it. */
  dark: string;
  /** Variant for light surfaces; equal to `dark` where the brand has no separate one. */
  light: string;
  /** Text on `dark` (a name when the logo is missing): the more readable of white and near-black. */
  text: string;
}

export type SourceLogos =
  | {
      /** The card's drawing in the region's sprite: generatedLogoTemplate, or calendarLogoTemplate for the calendar. */
      dark: string;
      light: string;
      treatment: "mark" | "icon-and-name";
    }
  | { dark: null; light: null; treatment: "name" };

export interface Source {
  name: string;
  category: Category;
  /** The service's official web app. */
  url: string;
  colors: SourceColors;
  logos: SourceLogos;
  /** Where the service is offered; the dashboard of any other region leaves it out. */
  regions: readonly Region[];
}

/** Placeholder in a logo URL that stands for the source's id: a generated drawing's id in its sprite is the source's id. */
export const sourceIdToken = "{id}";

/** Placeholder in a logo URL that stands for the day of the month (Google Calendar's icon shows today's date). */
export const calendarDayToken = "{day}";

/**
 * Placeholder in a logo URL that stands for the page region's sprite: scripts/generate-logos.mjs draws a region's logos into
 * one file, /logos/<region>.<hash>.svg, and the root loader names the page's (lib/catalogue/catalogue.ts puts it in).
 */
export const logoSpriteToken = "{sprite}";

/**
 * A generated logo: a drawing in the region's sprite, which a card draws by reference (`<use href="….svg#<id>">`), so it is
 * no image element and never the page's largest contentful paint.
 */
export const generatedLogoTemplate = `${logoSpriteToken}#${sourceIdToken}`;

/** The id of a calendar page's drawing in a sprite, for one day or for the day placeholder. */
export function calendarDrawingId(day: number | typeof calendarDayToken): string {
  return `calendar-${day}`;
}

/** Google Calendar's logo: the page of the day, one drawing a day in the sprite. */
export const calendarLogoTemplate = `${logoSpriteToken}#${calendarDrawingId(calendarDayToken)}`;

export function brandColor(hex: string): SourceColors {
  return { dark: hex, light: hex, text: readableTextColor(hex) };
}

/** Fills the source-id and day-of-month placeholders in a logo URL; URLs without them come back unchanged. */
export function resolveLogoUrl(url: string, id: string, dayOfMonth: number): string {
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) {
    throw new RangeError(`Day of month must be an integer from 1 to 31, got ${dayOfMonth}`);
  }
  return url.replaceAll(sourceIdToken, id).replaceAll(calendarDayToken, String(dayOfMonth));
}
