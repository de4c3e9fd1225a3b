// Picks the interface language and the default catalogue region from the car's Accept-Language header (RFC 9110 §12.5.4):
// ranges in quality order, unknown languages skipped, the region from a country subtag or else the language's main region.
import { defaultRegion, regionOfCountry, type Region } from "~/data/regions";
import { defaultLanguage, languageOfTag, mainRegions, type Language } from "~/lib/i18n/languages";

export interface Locale {
  language: Language;
  region: Region;
}

export const defaultLocale: Locale = { language: defaultLanguage, region: defaultRegion };

/** Why a header was not read as sent; the caller logs it once. */
export type AcceptLanguageProblem = "too_long" | "malformed";

export interface NegotiatedLocale {
  locale: Locale;
  problem: AcceptLanguageProblem | null;
  /** Simplified Chinese was asked for before the language given, which ParkPlay does not speak yet: worth a log line. */
  simplifiedChineseAsked: boolean;
}

/** Real browsers send well under 200 characters; anything past these limits is not a browser's preference. */
export const maxAcceptLanguageLength = 1024;
const maxRanges = 32;

const languageRangePattern = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const qualityPattern = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

interface LanguageRange {
  subtags: readonly string[];
  quality: number;
}

function parseRange(entry: string): LanguageRange | null {
  const [tag = "", ...parameters] = entry.split(";").map((part) => part.trim());
  if (!languageRangePattern.test(tag) || parameters.length > 1) return null;
  let quality = 1;
  if (parameters.length === 1) {
    const match = qualityPattern.exec(parameters[0]?.replace(/\s+/g, "") ?? "");
    if (match === null) return null;
    quality = Number(match[1]);
  }
  return { subtags: tag.split("-"), quality };
}

/** The country of a range: its first two-letter subtag after the language (an extlang or script may come between). */
function countryOf(range: LanguageRange): string | null {
  return range.subtags.slice(1).find((subtag) => /^[a-z]{2}$/i.test(subtag)) ?? null;
}

function regionOf(range: LanguageRange): Region | null {
  const country = countryOf(range);
  return country === null ? null : regionOfCountry(country);
}

/** The ranges the header asks for, best first (equal qualities keep their order), without q=0; null when malformed. */
function parseHeader(header: string): { ranges: LanguageRange[]; malformed: boolean } {
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const parsed = entries.slice(0, maxRanges).map(parseRange);
  const ranges = parsed.filter((range): range is LanguageRange => range !== null && range.quality > 0);
  ranges.sort((a, b) => b.quality - a.quality);
  return { ranges, malformed: entries.length > maxRanges || parsed.includes(null) };
}

function isSimplifiedChinese(range: LanguageRange): boolean {
  return range.subtags[0]?.toLowerCase() === "zh" && languageOfTag(range.subtags) === null;
}

function localeFromRanges(ranges: readonly LanguageRange[]): { locale: Locale; simplifiedChineseAsked: boolean } {
  const chosenIndex = ranges.findIndex((range) => range.subtags[0] === "*" || languageOfTag(range.subtags) !== null);
  const chosen = ranges[chosenIndex];
  const simplifiedChineseAsked = ranges.slice(0, chosenIndex === -1 ? ranges.length : chosenIndex).some(isSimplifiedChinese);
  if (chosen === undefined) {
    // No language we speak; a country the driver ranked still tells the region ("da-DK" means the Nordics).
    const ranked = ranges.map(regionOf).find((region) => region !== null);
    return { locale: { language: defaultLanguage, region: ranked ?? defaultRegion }, simplifiedChineseAsked };
  }
  const language = languageOfTag(chosen.subtags) ?? defaultLanguage;
  // The chosen range's own country, else one the driver ranked higher, else another range of the same language.
  const candidates = [
    chosen,
    ...ranges.slice(0, chosenIndex),
    ...ranges.slice(chosenIndex + 1).filter((range) => languageOfTag(range.subtags) === language),
  ];
  const region = candidates.map(regionOf).find((found) => found !== null);
  return { locale: { language, region: region ?? mainRegions[language] }, simplifiedChineseAsked };
}

/**
 * The locale for an Accept-Language header; never throws. An absent header means the defaults (English, US). A header
 * that is too long is not read at all; malformed ranges are skipped and the rest still count, and either is reported.
 */
export function negotiateLocale(header: string | null): NegotiatedLocale {
  if (header === null || header.trim() === "") return { locale: defaultLocale, problem: null, simplifiedChineseAsked: false };
  if (header.length > maxAcceptLanguageLength) return { locale: defaultLocale, problem: "too_long", simplifiedChineseAsked: false };
  const { ranges, malformed } = parseHeader(header);
  return { ...localeFromRanges(ranges), problem: malformed ? "malformed" : null };
}
