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
    ["ja-JP", { language: "ja", region: "jp" }],
    ["ko-KR", { language: "ko", region: "kr" }],
    ["zh-TW", { language: "zh-Hant", region: "tw" }],
    ["zh-HK", { language: "zh-Hant", region: "hk" }],
    ["zh-MO", { language: "zh-Hant", region: "hk" }],
    ["zh-Hant", { language: "zh-Hant", region: "tw" }],
    ["zh-Hant-HK", { language: "zh-Hant", region: "hk" }],
    ["he-IL", { language: "he", region: "il" }],
    ["ar-AE", { language: "ar", region: "gulf" }],
    ["ar-SA", { language: "ar", region: "gulf" }],
    ["tr-TR", { language: "tr", region: "tr" }],
    ["pl-PL", { language: "pl", region: "pl" }],
    ["pt-PT", { language: "pt", region: "pt" }],
    ["es-MX", { language: "es", region: "latam" }],
    ["es-CL", { language: "es", region: "latam" }],
    ["es-CO", { language: "es", region: "latam" }],
    ["en-IN", { language: "en", region: "in" }],
    ["en-SG", { language: "en", region: "sea" }],
    // Thai is not spoken yet: English, in the driver's region.
    ["th-TH", { language: "en", region: "sea" }],
  ])("serves %s in its language and region", (header, locale) => {
    expect(negotiateLocale(header)).toEqual({ locale, problem: null, simplifiedChineseAsked: false });
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

  it("reads Chinese by its script: Simplified (zh-CN, zh-Hans, plain zh) falls back, and says so for the log", () => {
    for (const header of ["zh-CN", "zh-Hans", "zh-Hans-TW", "zh", "zh-SG"]) {
      const negotiated = negotiateLocale(header);
      expect(negotiated.locale.language, header).toBe("en");
      expect(negotiated.simplifiedChineseAsked, header).toBe(true);
    }
    // The country still tells the catalogue; a language ranked after it is still chosen.
    expect(negotiateLocale("zh-SG").locale.region).toBe("sea");
    expect(negotiateLocale("zh-CN, ja;q=0.8")).toEqual({
      locale: { language: "ja", region: "jp" },
      problem: null,
      simplifiedChineseAsked: true,
    });
    // Simplified ranked below a language ParkPlay speaks is no fallback.
    expect(negotiateLocale("zh-TW, zh-CN;q=0.5").simplifiedChineseAsked).toBe(false);
    expect(negotiateLocale("ZH-hant-tw").locale.language).toBe("zh-Hant");
  });

  it("skips languages it does not speak and never picks one with q=0", () => {
    expect(negotiateLocale("th-TH, vi;q=0.9, es;q=0.5").locale.language).toBe("es");
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
    expect(negotiateLocale("th, *;q=0.5, de;q=0.1").locale.language).toBe("en");
  });

  it("falls back to English and the US without a header or a language it speaks", () => {
    expect(negotiateLocale(null)).toEqual({ locale: defaultLocale, problem: null, simplifiedChineseAsked: false });
    expect(negotiateLocale("  ")).toEqual({ locale: defaultLocale, problem: null, simplifiedChineseAsked: false });
    expect(negotiateLocale("vi, th")).toEqual({ locale: defaultLocale, problem: null, simplifiedChineseAsked: false });
  });

  it("uses what it can of a malformed header and reports it", () => {
    const malformed = { problem: "malformed", simplifiedChineseAsked: false };
    expect(negotiateLocale("<script>, de-DE")).toEqual({ locale: { language: "de", region: "dach" }, ...malformed });
    expect(negotiateLocale("fr;q=2, it;q=abc")).toEqual({ locale: defaultLocale, ...malformed });
    expect(negotiateLocale("de;level=1")).toEqual({ locale: defaultLocale, ...malformed });
    expect(negotiateLocale("en-US-verylongsubtag")).toEqual({ locale: defaultLocale, ...malformed });
  });

  it("reads at most 32 ranges and reports more", () => {
    const header = [...Array.from({ length: 32 }, () => "th"), "de"].join(",");
    expect(negotiateLocale(header)).toEqual({ locale: defaultLocale, problem: "malformed", simplifiedChineseAsked: false });
  });

  it("does not read a header longer than any browser sends", () => {
    const header = `de-DE,${"x".repeat(maxAcceptLanguageLength)}`;
    expect(negotiateLocale(header)).toEqual({ locale: defaultLocale, problem: "too_long", simplifiedChineseAsked: false });
  });

  it("never throws on hostile input", () => {
    for (const header of ["\u0000", ";;;", ",,,", "q=1", "de;q=", "__proto__", "constructor-US", "de-__proto__", "😀"]) {
      expect(() => negotiateLocale(header)).not.toThrow();
      expect(negotiateLocale(header).locale.language).toBe("en");
    }
  });
});
