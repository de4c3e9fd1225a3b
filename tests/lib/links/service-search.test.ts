import { describe, expect, it } from "vitest";
import {
  addressBarSuggestions,
  findServices,
  foldForSearch,
  maxServiceSuggestions,
  offersWebSearch,
  searchableServices,
  webSearchUrl,
  type SearchableService,
} from "~/lib/links/service-search";
import { regionCatalogue } from "../../../test-support/catalogues";

const service = (id: string, name: string): SearchableService => ({ id, name, url: `https://${id}.example` });
const names = (found: readonly SearchableService[]) => found.map((entry) => entry.name);
const regionServices = (region: "us" | "dach" | "fr", own: readonly SearchableService[] = []) =>
  searchableServices(own, regionCatalogue(region));

describe("foldForSearch", () => {
  it.each([
    ["Écran Plus", "ecran plus"],
    ["  ZDF   Mediathek ", "zdf mediathek"],
    ["Ñandú", "nandu"],
    ["Åpne TV", "apne tv"],
  ])("folds %j to %j", (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });
});

describe("findServices", () => {
  it("finds names ignoring case and accents, both ways", () => {
    const services = [service("ecran", "Écran"), service("arte", "ARTE"), service("cafe", "Cafe TV")];
    expect(names(findServices("ECR", services))).toEqual(["Écran"]);
    expect(names(findServices("arté", services))).toEqual(["ARTE"]);
    expect(names(findServices("café", services))).toEqual(["Cafe TV"]);
  });

  it("puts names that start with the text first, then names with a word that does, then the rest", () => {
    const services = [service("a", "Planet Network"), service("b", "Cornet"), service("c", "Netflix"), service("d", "The Net")];
    expect(names(findServices("net", services))).toEqual(["Netflix", "Planet Network", "The Net", "Cornet"]);
  });

  it("keeps the given order among equal matches", () => {
    const services = [service("z", "Zeta Play"), service("a", "Alpha Play"), service("m", "Mu Play")];
    expect(names(findServices("play", services))).toEqual(["Zeta Play", "Alpha Play", "Mu Play"]);
  });

  it("also finds a name once spaces and signs are ignored, after every other match", () => {
    const services = [service("bbc", "BBC iPlayer"), service("player", "iPlayer Kids")];
    expect(names(findServices("bbciplayer", services))).toEqual(["BBC iPlayer"]);
    expect(names(findServices("iplayer", services))).toEqual(["iPlayer Kids", "BBC iPlayer"]);
  });

  it(`offers at most ${maxServiceSuggestions}`, () => {
    const services = Array.from({ length: 8 }, (_, index) => service(`tv${index}`, `TV ${index}`));
    expect(names(findServices("tv", services))).toEqual(["TV 0", "TV 1", "TV 2", "TV 3", "TV 4"]);
  });

  it.each(["", "   "])("offers nothing for %j", (text) => {
    expect(findServices(text, [service("a", "Alpha")])).toEqual([]);
  });

  it("offers nothing when no name matches", () => {
    expect(findServices("example.com", regionServices("us"))).toEqual([]);
  });
});

describe("searchableServices", () => {
  it("finds the driver's own services before catalogue services that match as well", () => {
    const own = { id: "own-1", name: "Netzkino Home", url: "https://kino.example", category: 0, color: null };
    expect(names(findServices("net", regionServices("dach", [own])))).toEqual(["Netzkino Home", "Netflix"]);
  });

  it("finds the region's own pack, and no other region's", () => {
    expect(findServices("ard", regionServices("dach")).map((found) => found.id)).toEqual(["ardmediathek"]);
    expect(findServices("ard", regionServices("us"))).toEqual([]);
    expect(names(findServices("france", regionServices("fr")))).toEqual(["france.tv"]);
  });

  it("carries each service's own address", () => {
    expect(findServices("netfl", regionServices("us"))).toEqual([
      { id: "netflix", name: "Netflix", url: "https://www.netflix.com/browse" },
    ]);
  });
});

describe("offersWebSearch", () => {
  it.each(["cats videos", "net", "  netflix  ", "example.com is down", "localhost"])("offers a web search for %j", (text) => {
    expect(offersWebSearch(text)).toBe(true);
  });

  it.each(["", "   ", "example.com", "https://example.com/path", " netflix.com "])("offers none for %j", (text) => {
    expect(offersWebSearch(text)).toBe(false);
  });
});

describe("webSearchUrl", () => {
  it("searches for the trimmed text, encoded", () => {
    expect(webSearchUrl("  cats & dogs?  ")).toBe("https://www.google.com/search?q=cats%20%26%20dogs%3F");
    expect(webSearchUrl("Käse#1/2")).toBe("https://www.google.com/search?q=K%C3%A4se%231%2F2");
  });
});

describe("addressBarSuggestions", () => {
  it("offers the matching services, then a web search for words", () => {
    const services = [service("netflix", "Netflix")];
    expect(addressBarSuggestions(" net ", services)).toEqual([
      { kind: "service", service: services[0] },
      { kind: "web-search", query: "net", url: "https://www.google.com/search?q=net" },
    ]);
  });

  it("offers only a web search when no service matches", () => {
    expect(addressBarSuggestions("cats videos", regionServices("us"))).toEqual([
      { kind: "web-search", query: "cats videos", url: "https://www.google.com/search?q=cats%20videos" },
    ]);
  });

  it("offers nothing for an address no service is named like", () => {
    expect(addressBarSuggestions("example.com", regionServices("us"))).toEqual([]);
  });
});
