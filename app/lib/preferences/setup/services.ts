// The driver's own services as the dashboard shows them: the record, its colour and its monogram. What makes one valid
// (name and address rules) is in service-rules.ts, loaded with the form and the setup reader, never on the first load.
import type { Category } from "~/data/categories";

/** A name longer than this shows as a monogram on its card, with the full name as the link's accessible name. */
export const longServiceNameLength = 14;

/** Card colours offered in the form; each is dark enough for white text at WCAG AA contrast (a unit test checks). */
export const servicePalette = ["#1565c0", "#2e7d32", "#6a1b9a", "#c62828", "#00695c", "#ad1457", "#4e342e", "#37474f"] as const;

/** The text colour on every palette colour, fixed so the dashboard needs no contrast maths for own services. */
export const serviceTextColor = "#ffffff";

export interface CustomService {
  id: string;
  name: string;
  url: string;
  category: Category;
  /** Index into servicePalette, or null for the colour derived from the name. */
  color: number | null;
}

export type ServiceDraft = Omit<CustomService, "id">;

/** FNV-1a over the name, so a service keeps its colour across devices without storing it. */
export function derivedPaletteIndex(name: string): number {
  let hash = 0x811c9dc5;
  for (const character of name) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % servicePalette.length;
}

export function serviceColor(service: Pick<CustomService, "name" | "color">): string {
  return servicePalette[service.color ?? derivedPaletteIndex(service.name)] ?? servicePalette[0];
}

/**
 * The card's monogram: the first characters of the first two words ("Home Plex Server" → "HP") for a name too long to
 * fit on a card, or undefined when the name itself fits.
 */
export function serviceMonogram(name: string): string | undefined {
  if (Array.from(name).length <= longServiceNameLength) return undefined;
  return name
    .split(" ")
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join("")
    .toUpperCase();
}
