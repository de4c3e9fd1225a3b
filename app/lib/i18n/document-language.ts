// The language the server rendered the page in, as `<html lang>` says: what a lazily loaded module can preload its
// messages in the moment it arrives, before any component renders (useLocale is the source of truth while rendering).
import { defaultLanguage, isLanguage, type Language } from "~/lib/i18n/languages";

export function documentLanguage(doc: Document): Language {
  const language = doc.documentElement.lang;
  return isLanguage(language) ? language : defaultLanguage;
}
