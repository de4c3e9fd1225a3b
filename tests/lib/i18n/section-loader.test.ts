import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "~/lib/i18n/languages";
import { createSectionLoader } from "~/lib/i18n/section-loader";

/** A section of one message. */
type GreetingMessages = Readonly<Record<"greeting", string>>;

function loaderWithImports() {
  const imported: Language[] = [];
  const importOf = (language: Language) => () => {
    imported.push(language);
    return Promise.resolve({ greeting: `${language} hello` });
  };
  const loader = createSectionLoader<GreetingMessages>({
    en: importOf("en"),
    de: importOf("de"),
    fr: importOf("fr"),
    es: importOf("es"),
    it: importOf("it"),
    nl: importOf("nl"),
    sv: importOf("sv"),
    nb: importOf("nb"),
  });
  return { loader, imported };
}

describe("preloadPageLanguage", () => {
  afterEach(() => {
    document.documentElement.lang = "";
  });

  it("fetches only the language the page is rendered in, once", () => {
    const { loader, imported } = loaderWithImports();
    document.documentElement.lang = "de";
    loader.preloadPageLanguage();
    loader.preloadPageLanguage();
    expect(imported).toEqual(["de"]);
  });

  it("fetches nothing when the page's language is not one of ours", () => {
    const { loader, imported } = loaderWithImports();
    document.documentElement.lang = "pt-BR";
    loader.preloadPageLanguage();
    expect(imported).toEqual([]);
  });
});
