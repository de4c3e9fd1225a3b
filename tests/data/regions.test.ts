// Which catalogue region each country belongs to (the region subtag of a language tag, or the driver's choice; never the
// IP address), for the regions ParkPlay had and the twelve issue 31 added.
import { describe, expect, it } from "vitest";
import { defaultRegion, isRegion, regionOfCountry, regions, type Region } from "~/data/regions";

/** Every country with a catalogue, by its ISO 3166-1 code. */
const countries: [string, Region][] = [
  ["US", "us"],
  ["GB", "uk"],
  ["UK", "uk"],
  ["DE", "dach"],
  ["AT", "dach"],
  ["CH", "dach"],
  ["LI", "dach"],
  ["FR", "fr"],
  ["MC", "fr"],
  ["IT", "it"],
  ["SM", "it"],
  ["VA", "it"],
  ["ES", "es"],
  ["AD", "es"],
  ["NL", "benelux"],
  ["BE", "benelux"],
  ["LU", "benelux"],
  ["SE", "nordics"],
  ["NO", "nordics"],
  ["DK", "nordics"],
  ["FI", "nordics"],
  ["IS", "nordics"],
  ["AU", "anz"],
  ["NZ", "anz"],
  ["CA", "ca"],
];

/** Issue 31: the markets where Tesla sells cars with the in-car browser and YouTube works. */
const issue31Countries: [string, Region][] = [
  ["JP", "jp"],
  ["KR", "kr"],
  ["TW", "tw"],
  ["HK", "hk"],
  ["MO", "hk"],
  ["SG", "sea"],
  ["MY", "sea"],
  ["TH", "sea"],
  ["PH", "sea"],
  ["IN", "in"],
  ["MX", "latam"],
  ["CL", "latam"],
  ["CO", "latam"],
  ["TR", "tr"],
  ["IL", "il"],
  ["AE", "gulf"],
  ["SA", "gulf"],
  ["QA", "gulf"],
  ["KW", "gulf"],
  ["BH", "gulf"],
  ["OM", "gulf"],
  ["PL", "pl"],
  ["PT", "pt"],
];

describe("regions", () => {
  it("are the ten regions ParkPlay had, then issue 31's twelve in its order", () => {
    expect(regions).toEqual([
      "us",
      "uk",
      "dach",
      "fr",
      "it",
      "es",
      "benelux",
      "nordics",
      "anz",
      "ca",
      "jp",
      "kr",
      "tw",
      "hk",
      "sea",
      "in",
      "latam",
      "tr",
      "il",
      "gulf",
      "pl",
      "pt",
    ]);
    expect(new Set(regions).size).toBe(regions.length);
    expect(defaultRegion).toBe("us");
  });

  it("recognise their own ids only", () => {
    for (const region of regions) expect(isRegion(region), region).toBe(true);
    for (const value of ["", "JP", "jp-JP", "mx", "sg", "ae", "asia", "latam ", "__proto__", "toString", 1, null, undefined])
      expect(isRegion(value), String(value)).toBe(false);
  });
});

describe("regionOfCountry", () => {
  it.each(countries)("puts %s in %s", (country, region) => {
    expect(regionOfCountry(country)).toBe(region);
  });

  it.each(issue31Countries)("puts %s in %s (issue 31)", (country, region) => {
    expect(regionOfCountry(country)).toBe(region);
  });

  it.each(issue31Countries)("reads %s in any case", (country, region) => {
    expect(regionOfCountry(country.toLowerCase())).toBe(region);
    expect(regionOfCountry(`${country[0]}${country.slice(1).toLowerCase()}`)).toBe(region);
  });

  it("gives each of issue 31's regions at least one country, and every region one", () => {
    const mapped = new Set([...countries, ...issue31Countries].map(([, region]) => region));
    expect([...mapped].sort()).toEqual([...regions].sort());
  });

  it.each([
    // Mainland China: YouTube is blocked there, so it has no catalogue (issue 31).
    "CN",
    // Brazil speaks Portuguese but is not Portugal; Argentina and Peru speak Spanish but are not in the Latin American region.
    "BR",
    "AR",
    "PE",
    // Indonesia is not one of the Southeast Asian countries (Vidio is left out with it); Vietnam neither.
    "ID",
    "VN",
    // Near the Gulf but not in it.
    "EG",
    "JO",
    "XX",
    "",
    "J",
    "JPN",
    "__proto__",
    "constructor",
  ])("has no region for %j", (country) => {
    expect(regionOfCountry(country)).toBeNull();
  });
});
