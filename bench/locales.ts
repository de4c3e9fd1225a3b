// The languages the bench loads the dashboard in besides the default, as a driver's choice in Settings stores them (issue 31).
import type { Region } from "../app/data/regions.ts";
import type { Language } from "../app/lib/i18n/languages.ts";

/** A language and catalogue region chosen in Settings; the bench's default pages carry neither (English for the US). */
export interface BenchLocale {
  language: Language;
  region: Region;
}

/**
 * The preference cookies the worker renders the page's language and region from (languageCookie and regionCookie in
 * app/lib/preferences/stored/cookie-codecs.ts; tests/bench/variants.test.ts holds the two to the same names).
 */
export const localeCookieNames = { language: "pp_lang", region: "pp_region" } as const;

/**
 * Issue 31's budget: LCP ÷ static floor ≤ 1.05 in Arabic (right to left, the Gulf's catalogue) and Japanese (CJK system
 * fonts, Japan's catalogue), each against the floor in its own language.
 */
export const benchLocales: readonly BenchLocale[] = [
  { language: "ar", region: "gulf" },
  { language: "ja", region: "jp" },
];

export function localeCookies(locale: BenchLocale): Record<string, string> {
  return { [localeCookieNames.language]: locale.language, [localeCookieNames.region]: locale.region };
}

/** The Cookie header a browser holding the locale's cookies sends: "pp_lang=ar; pp_region=gulf". */
export function localeCookieHeader(locale: BenchLocale): string {
  return Object.entries(localeCookies(locale))
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** "Arabic (pp_lang=ar, pp_region=gulf)": how descriptions and reports name a locale and the cookies that choose it. */
export function describeLocale(locale: BenchLocale): string {
  const cookies = Object.entries(localeCookies(locale)).map(([name, value]) => `${name}=${value}`);
  return `${languageNames.of(locale.language) ?? locale.language} (${cookies.join(", ")})`;
}

/** How reports and file names spell a locale: "ar+gulf" (as test-support/byte-budgets.ts names its locale variants). */
export function localeName(locale: BenchLocale | null): string {
  return locale === null ? "default" : `${locale.language}+${locale.region}`;
}
