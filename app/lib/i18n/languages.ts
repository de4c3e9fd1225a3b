// The languages ParkPlay's interface speaks, and the region each one means when no country is given.
import type { Region } from "~/data/regions";

export const languages = ["en", "de", "fr", "es", "it", "nl", "sv", "nb"] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The language and region chosen in Settings; null for each means "from the car's language settings" (Accept-Language). */
export interface LocaleChoice {
  language: Language | null;
  region: Region | null;
}

/** Where a language is mostly spoken, for a language tag without a region subtag: plain "en" means the US. */
export const mainRegions: Readonly<Record<Language, Region>> = {
  en: "us",
  de: "dach",
  fr: "fr",
  es: "es",
  it: "it",
  nl: "benelux",
  sv: "nordics",
  nb: "nordics",
};

/** Primary language subtags that ParkPlay answers in another language's words: Norwegian ("no") and Nynorsk readers read Bokmål. */
const languageAliases: Readonly<Record<string, Language>> = { no: "nb", nn: "nb" };

/** The language a primary subtag (any case) is answered in, or null when ParkPlay does not speak it. */
export function languageOfSubtag(subtag: string): Language | null {
  const lower = subtag.toLowerCase();
  if (isLanguage(lower)) return lower;
  return Object.hasOwn(languageAliases, lower) ? (languageAliases[lower] ?? null) : null;
}
