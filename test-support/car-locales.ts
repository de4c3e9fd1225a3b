import type { Language } from "../app/lib/i18n/languages";

/**
 * The browser locale of a car set to each language. Chromium derives its Accept-Language header from it and overrides
 * one set by hand, so specs choose the car's language through Playwright's `locale`.
 */
export const carLocales: Readonly<Record<Language, string>> = {
  en: "en-US",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  nl: "nl-NL",
  sv: "sv-SE",
  nb: "nb-NO",
  ja: "ja-JP",
  ko: "ko-KR",
  "zh-Hant": "zh-TW",
  tr: "tr-TR",
  pl: "pl-PL",
  he: "he-IL",
  ar: "ar-AE",
  pt: "pt-PT",
};

/**
 * The Accept-Language Chromium sends for a car set to the language: Playwright's `locale` as it is ("de-DE"), without the
 * base language a profile's own list would add (seen on /usr/bin/chromium under Playwright, loading a page).
 */
export function acceptLanguageFor(language: Language): string {
  return carLocales[language];
}
