import { describe, expect, it } from "vitest";
import { logoIconSets } from "~/data/logo-credits";
import { defaultLocale, type Locale } from "~/lib/i18n/accept-language";
import { languages } from "~/lib/i18n/languages";
import { aboutCatalogue } from "~/generated/i18n/about/catalogue.server";
import { aboutDe } from "~/generated/i18n/about/de";
import { aboutEn } from "~/generated/i18n/about/en";
import { createTranslator } from "~/lib/i18n/translate";
import { loader } from "~/routes/about";
import { testLoadContext } from "../support/load-context";

function loadAbout(locale: Locale = defaultLocale) {
  return loader({ request: new Request("http://127.0.0.1/about"), context: testLoadContext({ locale }), params: {} });
}

describe("about loader", () => {
  it("sends the page's words in English by default", () => {
    expect(loadAbout().messages).toBe(aboutEn);
  });

  it.each(languages)("sends only the request's language's words (%s)", (language) => {
    expect(loadAbout({ language, region: defaultLocale.region }).messages).toBe(aboutCatalogue[language]);
  });

  it("titles the page in German for a German request", () => {
    const { messages } = loadAbout({ language: "de", region: "dach" });
    expect(messages["page.title"]).toBe(aboutDe["page.title"]);
    expect(messages["page.title"]).not.toBe(aboutEn["page.title"]);
  });

  it("credits every icon set, and in English says what changed exactly as logos/LICENSES.md does", () => {
    const { logoIconSets: credited } = loadAbout();
    expect(credited.map((set) => set.name)).toEqual(Object.values(logoIconSets).map((set) => set.name));
    const t = createTranslator(aboutEn, "en");
    for (const set of credited) expect(t(set.changesKey, { licence: set.licenseTitle })).toBe(set.changes);
  });
});
