import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { regionalSources } from "~/data/regional-sources.server";
import { sources } from "~/data/sources";
import { wordmarkSizeCount } from "~/lib/catalogue/catalogue";
import { wordmarkIconShare, wordmarkLineHeight, wordmarkScales, wordmarkSize } from "~/lib/catalogue/wordmark";

const dashboardCss = readFileSync(resolve(process.cwd(), "app/styles/dashboard.css"), "utf8");

/** The value of a declaration in the first rule for the selector. */
function declaration(selector: string, property: string): string | undefined {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const rule = new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(dashboardCss)?.[1];
  return rule === undefined ? undefined : new RegExp(`${property}: ([^;]+);`).exec(rule)?.[1];
}

describe("wordmark sizes", () => {
  it("have one dashboard.css class each, at the same scale, and the browser knows how many", () => {
    expect(wordmarkSizeCount).toBe(wordmarkScales.length);
    wordmarkScales.forEach((scale, index) => {
      expect(declaration(`.pp-fit-${index}`, "font-size"), `pp-fit-${index}`).toBe(
        `calc(var(--pp-card-width) * ${Number(scale.toFixed(3))})`,
      );
    });
    expect(declaration(".pp-fit-7", "font-size")).toBeUndefined();
  });

  it("keep the CSS the fit assumes: line height, the width limit, and the icon's share of the height", () => {
    expect(declaration(".pp-card-wordmark", "line-height")).toBe(String(wordmarkLineHeight));
    expect(declaration(".pp-card-wordmark", "max-width")).toBe("70%");
    expect(declaration(".pp-card", "flex-direction")).toBe("column");
    // Fractions of the card's width, which the card takes from --pp-card-width; no size container per card (issue 41).
    expect(declaration(".pp-card", "width")).toBe("var(--pp-card-width)");
    expect(declaration(".pp-card", "container-type")).toBeUndefined();
    expect(declaration(".pp-card-icon", "height")).toBe("calc(var(--pp-card-width) * 0.16)");
    expect(declaration(".pp-card-icon", "top")).toBe("calc(var(--pp-card-width) * -0.19)");
    expect(declaration(".pp-card-iconed", "margin-top")).toBe("calc(var(--pp-card-width) * 0.19)");
    expect(0.19).toBeCloseTo(wordmarkIconShare);
  });

  it("set short names larger than long ones, and smaller under an icon", () => {
    expect(wordmarkSize("Hulu", false)).toBe(0);
    expect(wordmarkSize("Great American Pure Flix", false)).toBeGreaterThan(wordmarkSize("Shudder", false));
    expect(wordmarkSize("Curiosity Stream", true)).toBeGreaterThan(wordmarkSize("Curiosity Stream", false));
    expect(wordmarkSize("", false)).toBe(0);
  });

  it("count Chinese, Japanese and Korean characters a full em wide, so a CJK name is set smaller than a Latin one as long", () => {
    // Four characters each: at the largest size, four full-width glyphs (4 em) overflow the 3.3 em line that "ABEM" fits.
    expect(wordmarkSize("ABEM", false)).toBe(0);
    for (const name of ["日本放送", "ティーバ", "쿠팡플레", "愛奇藝台"]) expect(wordmarkSize(name, false), name).toBeGreaterThan(0);
    // Hebrew and Arabic letters count as letters, not as narrow punctuation.
    expect(wordmarkSize("כאן 11 כאן 11", false)).toBe(wordmarkSize("Kan 11 Kan 11", false));
    expect(wordmarkSize("شاهد شاهد شاهد", false)).toBeGreaterThanOrEqual(wordmarkSize("shahid shahid shahid", false));
  });

  it("fit every catalogue and regional name before the smallest size, which stays for names no size fits", () => {
    for (const [id, source] of [...Object.entries(sources), ...Object.entries(regionalSources)]) {
      const size = wordmarkSize(source.name, source.logos.treatment === "icon-and-name");
      expect(size, id).toBeLessThan(wordmarkScales.length - 1);
    }
    expect(wordmarkSize("Supercalifragilisticexpialidocious", true)).toBe(wordmarkScales.length - 1);
  });
});
