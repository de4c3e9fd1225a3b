// What a language's dashboard shows first, for the worker and browser tests of each language's page.
import { categories, categoryTitleKeys } from "../app/data/categories";
import { catalogueFor } from "../app/lib/catalogue/catalogue.server";
import { mainRegions, type Language } from "../app/lib/i18n/languages";
import { frameCatalogue } from "../app/generated/i18n/frame/catalogue.server";

/** The first row the language's main region shows, and its cards' names in catalogue order. */
export function firstRowOf(language: Language): { title: string; names: string[] } {
  const entries = catalogueFor(mainRegions[language]);
  const category = categories.find((candidate) => entries.some(([, , entryCategory]) => entryCategory === candidate));
  if (category === undefined) throw new Error(`${language}: the main region's catalogue is empty`);
  return {
    title: frameCatalogue[language][categoryTitleKeys[category]],
    names: entries.filter(([, , entryCategory]) => entryCategory === category).map(([, name]) => name),
  };
}
