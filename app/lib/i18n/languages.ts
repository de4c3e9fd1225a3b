// The languages ParkPlay's interface speaks, and the region each one means when no country is given.
import type { Region } from "~/data/regions";

export const languages = ["en", "de", "fr", "es", "it", "nl", "sv", "nb", "ja", "ko", "zh-Hant", "tr", "pl", "he", "ar", "pt"] as const;

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
  ja: "jp",
  ko: "kr",
  "zh-Hant": "tw",
  tr: "tr",
  pl: "pl",
  he: "il",
  ar: "gulf",
  pt: "pt",
};

/** Languages written right to left: the page gets dir="rtl" and mirrors. */
const rightToLeftLanguages: ReadonlySet<Language> = new Set<Language>(["he", "ar"]);

export function directionOf(language: Language): "ltr" | "rtl" {
  return rightToLeftLanguages.has(language) ? "rtl" : "ltr";
}

/**
 * The system fonts a Chinese, Japanese or Korean page names first, so the Han characters the three share take the
 * language's own forms; the others keep Mantine's list. No web fonts: the first flight cannot afford them.
 */
const systemFonts: Readonly<Partial<Record<Language, string>>> = {
  ja: '"Hiragino Sans","Yu Gothic UI","Noto Sans CJK JP",sans-serif',
  ko: '"Apple SD Gothic Neo","Malgun Gothic","Noto Sans CJK KR",sans-serif',
  "zh-Hant": '"PingFang TC","Microsoft JhengHei","Noto Sans CJK TC",sans-serif',
};

export function systemFontsOf(language: Language): string | null {
  return systemFonts[language] ?? null;
}

/** Primary language subtags that ParkPlay answers in another language's words: Norwegian ("no") and Nynorsk readers read Bokmål. */
const languageAliases: Readonly<Record<string, Language>> = { no: "nb", nn: "nb" };

/** Countries whose Chinese is written in Traditional characters when the tag names no script. */
const traditionalChineseCountries: ReadonlySet<string> = new Set(["tw", "hk", "mo"]);

/**
 * The language a language tag's subtags ask for (any case), or null when ParkPlay does not speak it. Chinese goes by its
 * script: Hant, or no script in Taiwan, Hong Kong or Macau, is Traditional Chinese; Hans, or plain "zh", is Simplified,
 * which ParkPlay does not speak.
 */
export function languageOfTag(subtags: readonly string[]): Language | null {
  const [primary = "", ...rest] = subtags.map((subtag) => subtag.toLowerCase());
  if (primary === "zh") {
    if (rest.includes("hant")) return "zh-Hant";
    if (rest.includes("hans")) return null;
    return rest.some((subtag) => traditionalChineseCountries.has(subtag)) ? "zh-Hant" : null;
  }
  if (isLanguage(primary)) return primary;
  return Object.hasOwn(languageAliases, primary) ? (languageAliases[primary] ?? null) : null;
}
