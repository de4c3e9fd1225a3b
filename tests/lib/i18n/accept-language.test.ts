import { describe, expect, it } from "vitest";
import { defaultLocale, maxAcceptLanguageLength, negotiateLocale } from "~/lib/i18n/accept-language";

describe("negotiateLocale", () => {
  it.each([
    ["de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7", { language: "de", region: "dach" }],
    ["fr-FR", { language: "fr", region: "fr" }],
    ["es-ES,es;q=0.9", { language: "es", region: "es" }],
    ["it-IT", { language: "it", region: "it" }],
    ["nl-NL", { language: "nl", region: "benelux" }],
    ["sv-SE", { language: "sv", region: "nordics" }],
    ["nb-NO", { language: "nb", region: "nordics" }],
    ["en-US", { language: "en", region: "us" }],
  ])("serves %s in its language and region", (header, locale) => {
    expect(negotiateLocale(header)).toEqual({ locale, problem: null });
  });

  it.each([
    ["en-GB", "uk"],
    ["en-gb", "uk"],
    ["en-AU", "anz"],
    ["en-NZ", "anz"],
    ["en-CA", "ca"],
    ["fr-CA", "ca"],
    ["de-AT", "dach"],
    ["de-CH", "dach"],
    ["fr-CH", "dach"],
    ["nl-BE", "benelux"],
    ["fr-BE", "benelux"],
    ["en-IE", "us"],
  ])("takes the region from the country subtag: %s → %s", (header, region) => {
    expect(negotiateLocale(header).locale.region).toBe(region);
  });

  it.each([
    ["de", "dach"],
    ["fr", "fr"],
    ["nl", "benelux"],
    ["sv", "nordics"],
    ["en", "us"],
  ])("uses the main region of a language given without a country: %s → %s", (header, region) => {
    expect(negotiateLocale(header).locale.region).toBe(region);
  });

  it("honours quality values, whatever the order they are listed in", () => {
    expect(negotiateLocale("en;q=0.3, fr;q=0.9, de;q=0.5").locale).toEqual({ language: "fr", region: "fr" });
    expect(negotiateLocale("en;q=0.5, it").locale.language).toBe("it");
  });

  it("keeps the header's order between equal qualities", () => {
    expect(negotiateLocale("sv;q=0.8, nb;q=0.8").locale.language).toBe("sv");
  });

  it("skips languages it does not speak and never picks one with q=0", () => {
    expect(negotiateLocale("ja-JP, zh;q=0.9, es;q=0.5").locale.language).toBe("es");
    expect(negotiateLocale("de;q=0, fr;q=0.1").locale.language).toBe("fr");
  });

  it("answers Norwegian and Nynorsk readers in Bokmål", () => {
    expect(negotiateLocale("no").locale).toEqual({ language: "nb", region: "nordics" });
    expect(negotiateLocale("nn-NO").locale.language).toBe("nb");
  });

  it("takes a region from a country the driver ranked above the chosen language", () => {
    expect(negotiateLocale("da-DK, en;q=0.8").locale).toEqual({ language: "en", region: "nordics" });
    expect(negotiateLocale("de, en-US;q=0.8").locale).toEqual({ language: "de", region: "dach" });
    expect(negotiateLocale("de, de-AT;q=0.9").locale).toEqual({ language: "de", region: "dach" });
  });

  it("finds the country after a script subtag", () => {
    expect(negotiateLocale("sv-Latn-FI").locale).toEqual({ language: "sv", region: "nordics" });
  });

  it("treats a wildcard as the default language", () => {
    expect(negotiateLocale("*").locale).toEqual(defaultLocale);
    expect(negotiateLocale("ja, *;q=0.5, de;q=0.1").locale.language).toBe("en");
  });

  it("falls back to English and the US without a header or a language it speaks", () => {
    expect(negotiateLocale(null)).toEqual({ locale: defaultLocale, problem: null });
    expect(negotiateLocale("  ")).toEqual({ locale: defaultLocale, problem: null });
    expect(negotiateLocale("ja-JP, ko")).toEqual({ locale: defaultLocale, problem: null });
  });

  it("uses what it can of a malformed header and reports it", () => {
    expect(negotiateLocale("<script>, de-DE")).toEqual({ locale: { language: "de", region: "dach" }, problem: "malformed" });
    expect(negotiateLocale("fr;q=2, it;q=abc")).toEqual({ locale: defaultLocale, problem: "malformed" });
    expect(negotiateLocale("de;level=1")).toEqual({ locale: defaultLocale, problem: "malformed" });
    expect(negotiateLocale("en-US-verylongsubtag")).toEqual({ locale: defaultLocale, problem: "malformed" });
  });

  it("reads at most 32 ranges and reports more", () => {
    const header = [...Array.from({ length: 32 }, () => "ja"), "de"].join(",");
    expect(negotiateLocale(header)).toEqual({ locale: defaultLocale, problem: "malformed" });
  });

  it("does not read a header longer than any browser sends", () => {
    const header = `de-DE,${"x".repeat(maxAcceptLanguageLength)}`;
    expect(negotiateLocale(header)).toEqual({ locale: defaultLocale, problem: "too_long" });
  });

  it("never throws on hostile input", () => {
    for (const header of ["\u0000", ";;;", ",,,", "q=1", "de;q=", "__proto__", "constructor-US", "de-__proto__", "😀"]) {
      expect(() => negotiateLocale(header)).not.toThrow();
      expect(negotiateLocale(header).locale.language).toBe("en");
    }
  });
});
