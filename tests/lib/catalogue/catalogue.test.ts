import { describe, expect, it } from "vitest";
import { Category } from "~/data/categories";
import { regions } from "~/data/regions";
import { buildCatalogue, packCatalogue, unpackCatalogue, type CatalogueSourceData } from "~/lib/catalogue/catalogue";
import { catalogueFor, packedCatalogueFor } from "~/lib/catalogue/catalogue.server";
import { wordmarkSize } from "~/lib/catalogue/wordmark";

describe("the packed catalogue the root loader sends", () => {
  it.each(regions)("unpacks to exactly what the worker packed for %s", (region) => {
    const catalogue = catalogueFor(region);
    expect(catalogue.length).toBeGreaterThan(20);
    expect(unpackCatalogue(packCatalogue(catalogue))).toEqual(catalogue);
    expect(packedCatalogueFor(region)).toBe(packCatalogue(catalogue));
  });

  it("holds no catalogue field the packing's separators could split", () => {
    for (const region of regions) {
      for (const [id, name, , url, color, logo] of catalogueFor(region)) {
        for (const field of [id, name, url, color, logo ?? ""]) expect(field, id).not.toMatch(/[|~]/);
        expect(url, id).toMatch(/^https:\/\//);
        expect(color, id).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
  });

  it("leaves out a source that does not read as one, keeping the rest", () => {
    const good: CatalogueSourceData = [
      "youtube",
      "YouTube",
      Category.Streaming,
      "https://www.youtube.com",
      "#ff0000",
      "/logos/{id}.svg",
      null,
    ];
    const broken = [
      "|Name|example.com|000000|broken|9",
      "x|y",
      "e|b|c|d|a|0|extra",
      "+7|Big|c|d|big|0",
      "-1.5|Odd|c|d|odd|0",
      "-|Bare|c|d|bare|0",
    ];
    const packed = [packCatalogue([good]), ...broken].join("~");
    expect(unpackCatalogue(packed)).toEqual([good]);
    expect(unpackCatalogue("")).toEqual([]);
  });

  it("keeps logo-less and custom-logo sources as they are", () => {
    const data: CatalogueSourceData[] = [
      ["plain", "Plain", Category.Live, "https://plain.example", "#123456", null, 3],
      ["calendar", "Calendar", Category.Utility, "https://calendar.example", "#202124", "/logos/calendar/{day}.svg", null],
      ["app", "App", Category.Gaming, "https://app.example", "#000000", "/logos/{id}.svg", 6],
    ];
    expect(unpackCatalogue(packCatalogue(data))).toEqual(data);
    expect(packCatalogue(data)).toBe(
      "-3|Plain|plain.example|123456|plain|1~/logos/calendar/{day}.svg|Calendar|calendar.example|202124|calendar|5~+6|App|app.example|000000|app|4",
    );
  });

  it("gives the browser each card's logo and, for a card that shows its name, a wordmark size that fits it", () => {
    const catalogue = buildCatalogue(catalogueFor("us"));
    expect(catalogue.byId.get("youtube")).toMatchObject({ logo: "/logos/{id}.svg", wordmarkSize: null });
    expect(catalogue.byId.get("peacock")).toMatchObject({ logo: "/logos/{id}.svg", wordmarkSize: wordmarkSize("Peacock", true) });
    expect(catalogue.byId.get("philo")).toMatchObject({ logo: null, wordmarkSize: wordmarkSize("Philo", false) });
    expect(catalogue.byId.get("abrp")).toMatchObject({ logo: "/logos/{id}.svg", wordmarkSize: null });
  });

  it("builds each region's sources in display order with readable text colours", () => {
    const catalogue = buildCatalogue(catalogueFor("uk"));
    expect(catalogue.entries.map(([id]) => id)).toEqual(catalogueFor("uk").map(([id]) => id));
    expect(catalogue.byId.get("bbciplayer")?.colors.text).toMatch(/^#/);
    expect(catalogue.byId.has("hulu")).toBe(false);
  });
});
