import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextColor } from "~/data/contrast";
import { derivedPaletteIndex, serviceColor, serviceMonogram, servicePalette, serviceTextColor } from "~/lib/preferences/setup/services";

describe("how own services look", () => {
  it("draws every palette colour with the fixed text colour, which is the readable one at WCAG AA", () => {
    for (const background of servicePalette) {
      expect(readableTextColor(background), background).toBe(serviceTextColor);
      expect(contrastRatio(serviceTextColor, background), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("derives the same palette colour from the same name, and uses a picked colour instead when there is one", () => {
    expect(derivedPaletteIndex("Home Plex")).toBe(derivedPaletteIndex("Home Plex"));
    expect(serviceColor({ name: "Home Plex", color: null })).toBe(servicePalette[derivedPaletteIndex("Home Plex")]);
    expect(serviceColor({ name: "Home Plex", color: 3 })).toBe(servicePalette[3]);
    const indexes = new Set(["Plex", "Jellyfin", "Radio", "Kino", "Emby", "TVHeadend", "Ladesäulen", "Wetter"].map(derivedPaletteIndex));
    expect(indexes.size).toBeGreaterThan(3);
  });

  it("shows a short name whole and a long one as the first characters of its first two words", () => {
    expect(serviceMonogram("Home Plex")).toBeUndefined();
    expect(serviceMonogram("Fourteen chars")).toBeUndefined();
    expect(serviceMonogram("Stadtwerke Ladesäulen Karte")).toBe("SL");
    expect(serviceMonogram("ümlautstation-verbund-nord")).toBe("Ü");
  });
});
