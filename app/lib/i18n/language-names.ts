// Kept apart from languages.ts, which the first load needs: only the on-demand settings and backup views name languages.
import type { Language } from "~/lib/i18n/languages";

/** Each language in its own words, so a driver finds theirs whatever the screen currently speaks. Never translated. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  nl: "Nederlands",
  sv: "Svenska",
  nb: "Norsk bokmål",
  ja: "日本語",
  ko: "한국어",
  "zh-Hant": "繁體中文",
  tr: "Türkçe",
  pl: "Polski",
  he: "עברית",
  ar: "العربية",
  pt: "Português",
};
