import { describe, expect, it } from "vitest";
import { contrastRatio, isHexColor, readableTextColor, relativeLuminance } from "~/data/contrast";
import { logoFills } from "~/data/logo-fills";
import { regionalSources } from "~/data/regional-sources.server";
import { regions } from "~/data/regions";
import type { Source } from "~/data/source-model";
import { sources } from "~/data/sources";

describe("relativeLuminance", () => {
  it("spans 0 for black to 1 for white", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
  });

  it("weights green far above blue, as the eye does", () => {
    expect(relativeLuminance("#00ff00")).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance("#0000ff")).toBeCloseTo(0.0722, 4);
  });

  it("linearises sRGB, so mid grey is darker than half", () => {
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2159, 4);
  });

  it("accepts upper-case hex", () => {
    expect(relativeLuminance("#FF0000")).toBeCloseTo(relativeLuminance("#ff0000"), 12);
  });

  it("rejects values that are not #rrggbb", () => {
    expect(() => relativeLuminance("red")).toThrow(TypeError);
    expect(() => relativeLuminance("#fff")).toThrow(TypeError);
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#4285f4", "#4285f4")).toBe(1);
  });

  it("matches published WCAG values", () => {
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("does not depend on argument order", () => {
    expect(contrastRatio("#ffffff", "#0061ff")).toBe(contrastRatio("#0061ff", "#ffffff"));
  });
});

describe("readableTextColor", () => {
  it("picks white on dark and saturated backgrounds", () => {
    expect(readableTextColor("#000000")).toBe("#ffffff");
    expect(readableTextColor("#0061ff")).toBe("#ffffff");
    expect(readableTextColor("#9146ff")).toBe("#ffffff");
  });

  it("picks near-black on light and bright backgrounds", () => {
    expect(readableTextColor("#ffffff")).toBe("#111111");
    expect(readableTextColor("#fff200")).toBe("#111111");
    expect(readableTextColor("#ff0000")).toBe("#111111");
  });

  it("always returns the option with the higher contrast", () => {
    for (const background of ["#767676", "#777777", "#808080", "#4285f4", "#0078d4", "#e10600"]) {
      const chosen = readableTextColor(background);
      const other = chosen === "#ffffff" ? "#111111" : "#ffffff";
      expect(contrastRatio(chosen, background)).toBeGreaterThanOrEqual(contrastRatio(other, background));
    }
  });
});

describe("isHexColor", () => {
  it("accepts six-digit hex in either case", () => {
    expect(isHexColor("#a1b2c3")).toBe(true);
    expect(isHexColor("#A1B2C3")).toBe(true);
  });

  it.each(["", "#", "#fff", "#ffff", "a1b2c3", "#a1b2c", "#a1b2c3d", "#gggggg", " #a1b2c3", "#a1b2c3 ", "rgb(0,0,0)", "#a1b2c3\n"])(
    "rejects %j",
    (value) => {
      expect(isHexColor(value)).toBe(false);
    },
  );
});

describe("every region's cards", () => {
  const everySource: [string, Source][] = [...Object.entries(sources), ...Object.entries(regionalSources)];

  it.each(regions)("are readable in %s: name text at 4.5:1, drawings at 3:1 on the card", (region) => {
    const cards = everySource.filter(([, source]) => source.regions.includes(region));
    expect(cards.length, region).toBeGreaterThan(0);
    for (const [id, source] of cards) {
      expect(contrastRatio(readableTextColor(source.colors.dark), source.colors.dark), id).toBeGreaterThanOrEqual(4.5);
      const fill = logoFills[id];
      if (source.logos.dark !== null && fill !== undefined) expect(contrastRatio(fill, source.colors.dark), id).toBeGreaterThanOrEqual(3);
    }
  });

  it("set the neutral card colour of brands without a sourced one (#1a1a1a) in white at over 15:1", () => {
    expect(readableTextColor("#1a1a1a")).toBe("#ffffff");
    expect(contrastRatio("#ffffff", "#1a1a1a")).toBeGreaterThan(15);
  });
});
