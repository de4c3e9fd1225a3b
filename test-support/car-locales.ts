import type { Language } from "../app/lib/i18n/languages";

/**
 * The browser locale of a car set to each language. Chromium derives its Accept-Language header from it
 * ("de-DE,de;q=0.9") and overrides one set by hand, so specs choose the car's language through Playwright's `locale`.
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
