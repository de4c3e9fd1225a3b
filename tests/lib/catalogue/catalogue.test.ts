import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Category } from "~/data/categories";
import { regions } from "~/data/regions";
import { buildCatalogue, packCatalogue, unpackCatalogue, type CatalogueSourceData } from "~/lib/catalogue/catalogue";
import { catalogueFor, logoSpriteFor, packedCatalogueFor } from "~/lib/catalogue/catalogue.server";
import { wordmarkSize } from "~/lib/catalogue/wordmark";
import { regionCatalogue } from "../../../test-support/catalogues";

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
      ["calendar", "Calendar", Category.Utility, "https://calendar.example", "#202124", "{sprite}#calendar-{day}", null],
      ["app", "App", Category.Gaming, "https://app.example", "#000000", "{sprite}#{id}", 6],
    ];
    expect(unpackCatalogue(packCatalogue(data))).toEqual(data);
    expect(packCatalogue(data)).toBe(
      "-3|Plain|plain.example|123456|plain|1~{sprite}#calendar-{day}|Calendar|calendar.example|202124|calendar|5~+6|App|app.example|000000|app|4",
    );
  });

  it("gives the browser each card's logo in the region's sprite and, for a card that shows its name, a wordmark size that fits it", () => {
    const catalogue = buildCatalogue(catalogueFor("us"), "/logos/us.0123abcd.svg");
    expect(catalogue.byId.get("youtube")).toMatchObject({ logo: "/logos/us.0123abcd.svg#{id}", wordmarkSize: null });
    expect(catalogue.byId.get("peacock")).toMatchObject({
      logo: "/logos/us.0123abcd.svg#{id}",
      wordmarkSize: wordmarkSize("Peacock", true),
    });
    expect(catalogue.byId.get("philo")).toMatchObject({ logo: null, wordmarkSize: wordmarkSize("Philo", false) });
    expect(catalogue.byId.get("abrp")).toMatchObject({ logo: "/logos/us.0123abcd.svg#{id}", wordmarkSize: null });
    expect(catalogue.byId.get("googlecalendar")).toMatchObject({ logo: "/logos/us.0123abcd.svg#calendar-{day}" });
  });

  it("names each region's own sprite, which holds a drawing for every card of the region that shows one", () => {
    for (const region of regions) {
      const sprite = logoSpriteFor(region);
      expect(sprite).toMatch(new RegExp(`^/logos/${region}\\.[0-9a-f]{8}\\.svg$`));
      const text = readFileSync(join("public", sprite), "utf8");
      const drawingIds = new Set([...text.matchAll(/<svg id="([^"]+)"/g)].map((match) => match[1]));
      for (const [id, source] of buildCatalogue(catalogueFor(region), sprite).byId) {
        if (source.logo === null) continue;
        const drawingId = source.logo.replace(`${sprite}#`, "").replace("{id}", id).replace("{day}", "31");
        expect(drawingIds, `${region}: ${id}`).toContain(drawingId);
      }
    }
    expect(new Set(regions.map(logoSpriteFor)).size).toBe(regions.length);
  });

  it("builds each region's sources in display order with readable text colours", () => {
    const catalogue = regionCatalogue("uk");
    expect(catalogue.entries.map(([id]) => id)).toEqual(catalogueFor("uk").map(([id]) => id));
    expect(catalogue.byId.get("bbciplayer")?.colors.text).toMatch(/^#/);
    expect(catalogue.byId.has("hulu")).toBe(false);
  });
});
