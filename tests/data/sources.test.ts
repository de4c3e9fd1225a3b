import { frameEn } from "../../app/generated/i18n/frame/en";
import { describe, expect, it } from "vitest";
import { Category, categories, categoryTitleKeys } from "../../app/data/categories";
import { logoFills } from "../../app/data/logo-fills";
import {
  calendarDrawingId,
  calendarLogoTemplate,
  generatedLogoTemplate,
  logoSpriteToken,
  resolveLogoUrl,
  sourceIdToken,
} from "../../app/data/source-model";
import { bundledSourceIds } from "../../app/data/bundled-source-ids";
import { sourceIds, sources, type SourceId } from "../../app/data/sources";
import { isRegion, regions, type Region } from "~/data/regions";
import { removedSourceIds } from "~/data/removed-source-ids";
import { contrastRatio, darkTextColor, isHexColor, lightTextColor, readableTextColor } from "~/data/contrast";
import { logoSpriteFor } from "~/lib/catalogue/catalogue.server";
import { regionCatalogue } from "../../test-support/catalogues";
import { spriteDrawings } from "../support/logo-sprites";

const catalogue = sourceIds.map((id) => [id, sources[id]] as const);
/** Brands that neither simple-icons nor Iconify's logos or arcticons sets draw; their cards show the name. */
const brandsNoIconSetDraws: SourceId[] = ["shudder", "pbskids", "pureflix", "philo"];

const daysOfTheMonth = Array.from({ length: 31 }, (_, index) => index + 1);

/** What a card shows: a drawing of its own in the region's sprite, the day's calendar page, or its name. */
function logoKind(id: SourceId): "drawing" | "calendar" | "name" {
  const logo = sources[id].logos.dark;
  if (logo === null) return "name";
  if (logo === calendarLogoTemplate) return "calendar";
  if (logo === generatedLogoTemplate) return "drawing";
  throw new Error(`${id}: ${logo} is no drawing in the region's sprite`);
}

/**
 * Checks that a brand's mark drawing draws its mark on its card: a square viewBox with the 24-unit drawing at 64% of it, and
 * first a backdrop in the card's colour reaching far past the viewBox (the page stretches the image over a 9:5 card or any
 * other). Returns the drawing without the backdrop.
 */
function markOnCard(name: string, svg: string, cardColor: string): string {
  const match =
    /^<svg [^>]*viewBox="([^"]+)"[^>]*><title>[^<]*<\/title><rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="([^"]+)"\/>(.*)<\/svg>$/s.exec(
      svg,
    );
  if (match === null) throw new Error(`${name}: no backdrop rect first in ${svg.slice(0, 160)}`);
  const [, viewBox = "", x, y, width, height, fill, drawing = ""] = match;
  const [left = 0, top = 0, size = 0, viewBoxHeight = 0] = viewBox.split(" ").map(Number);
  expect(size, name).toBe(viewBoxHeight);
  expect(24 / size, name).toBeCloseTo(0.64, 5);
  expect(fill, name).toBe(cardColor);
  expect(Number(x), name).toBeLessThanOrEqual(left - 10 * size);
  expect(Number(y), name).toBeLessThanOrEqual(top - 10 * size);
  expect(Number(x) + Number(width), name).toBeGreaterThanOrEqual(left + 11 * size);
  expect(Number(y) + Number(height), name).toBeGreaterThanOrEqual(top + 11 * size);
  return drawing;
}

describe("sources catalogue", () => {
  it("lists 62 sources with unique ids, in catalogue order", () => {
    expect(sourceIds).toHaveLength(62);
    expect(new Set(sourceIds).size).toBe(62);
    expect(sourceIds.slice(0, 3)).toEqual(["youtube", "netflix", "disneyplus"]);
    expect(sourceIds.slice(-4)).toEqual(["googlecalendar", "zoom", "googlemeet", "teams"]);
  });

  it("is true in 2026: removed services are gone, renamed ones keep their ids, replacements take their places", () => {
    for (const removed of removedSourceIds) expect(Object.hasOwn(sources, removed), removed).toBe(false);
    expect(sources.max).toMatchObject({ name: "HBO Max", url: "https://www.hbomax.com" });
    expect(sources.max.regions).toEqual(expect.arrayContaining(["us", "uk", "dach", "it"]));
    expect(sources.max.regions).not.toContain("ca");
    expect(sources.appletv.name).toBe("Apple TV");
    expect(sources.pureflix.name).toBe("Great American Pure Flix");
    expect(sources.f1tv.regions).not.toContain("us");
    expect(sources.f1tv.regions).toHaveLength(regions.length - 1);
    expect(sourceIds.indexOf("youtubekids")).toBe(bundledSourceIds.indexOf("youtubekids"));
    expect(sources.youtubegaming.category).toBe(Category.Gaming);
    expect(sources.rokuchannel).toMatchObject({ name: "The Roku Channel", url: "https://therokuchannel.roku.com" });
    const calls = (["zoom", "googlemeet", "teams"] as const).map((id) => sources[id]);
    expect(calls.map((source) => source.category)).toEqual([Category.Utility, Category.Utility, Category.Utility]);
    expect(calls.map((source) => source.name)).toEqual(["Zoom", "Google Meet", "Microsoft Teams"]);
  });

  it("offers the widespread services in every region but the markets they are not sold in (issues 23 and 31)", () => {
    const missing = Object.fromEntries(
      catalogue
        .filter(([, source]) => source.regions.length > regions.length / 2 && source.regions.length < regions.length)
        .map(([id, source]) => [id, regions.filter((region) => !(source.regions as readonly Region[]).includes(region))]),
    );
    expect(missing).toEqual({
      disneyplus: ["in"],
      max: ["ca", "jp", "kr", "in", "il", "gulf"],
      crunchyroll: ["jp"],
      f1tv: ["us"],
      twitch: ["kr"],
      xbox: ["tw", "hk", "sea", "tr", "il", "gulf"],
      boosteroid: ["jp", "kr", "tw", "hk", "sea", "in", "latam", "tr", "il", "gulf"],
    });
  });

  it("keeps the bundled ids the browser orders hidden sources by in the catalogue's own order", () => {
    expect(bundledSourceIds).toEqual(sourceIds);
  });

  it("links every source to an absolute https URL", () => {
    for (const [id, source] of catalogue) {
      const url = new URL(source.url);
      expect(url.protocol, id).toBe("https:");
      expect(url.host, id).not.toBe("");
      expect(url.username + url.password, id).toBe("");
    }
  });

  it("has 18/9/7/10/8/10 sources per category", () => {
    const counts = categories.map((category) => catalogue.filter(([, source]) => source.category === category).length);
    expect(counts).toEqual([18, 9, 7, 10, 8, 10]);
  });

  it("offers every source in at least one region, each region named once", () => {
    for (const [id, source] of catalogue) {
      expect(source.regions.length, id).toBeGreaterThan(0);
      expect(new Set(source.regions).size, id).toBe(source.regions.length);
      for (const region of source.regions) expect(isRegion(region), id).toBe(true);
    }
  });

  it("gives every source valid #rrggbb colours", () => {
    for (const [id, source] of catalogue) {
      expect(isHexColor(source.colors.dark), id).toBe(true);
      expect(isHexColor(source.colors.light), id).toBe(true);
    }
  });

  it("gives every card name text of at least 4.5:1 contrast", () => {
    for (const [id, source] of catalogue) {
      const background = source.colors.dark;
      expect(source.colors.text, id).toBe(readableTextColor(background));
      expect(contrastRatio(source.colors.text, background), id).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("categories", () => {
  it("are titled in display order", () => {
    expect(categories.map((category) => frameEn[categoryTitleKeys[category]])).toEqual([
      "Streaming",
      "Live Television",
      "Sports",
      "Personal Media",
      "Gaming",
      "Utility",
    ]);
  });

  it("keep their stored numeric values", () => {
    expect([Category.Streaming, Category.Live, Category.Sports, Category.Personal, Category.Gaming, Category.Utility]).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });
});

describe("logos", () => {
  it("gives every region a sprite of its own, holding exactly the drawings of the cards it offers", () => {
    for (const region of regions) {
      const sprite = logoSpriteFor(region);
      // What the region's page may reference: each card's logo, with its id and, for the calendar, every day filled in.
      const referenced = [...regionCatalogue(region).byId].flatMap(([id, { logo }]) =>
        logo === null ? [] : daysOfTheMonth.map((day) => resolveLogoUrl(logo, id, day)),
      );
      expect(
        referenced.every((url) => url.startsWith(`${sprite}#`)),
        region,
      ).toBe(true);
      const referencedIds = new Set(referenced.map((url) => url.slice(sprite.length + 1)));
      expect([...spriteDrawings(region).keys()].sort(), region).toEqual([...referencedIds].sort());
    }
  });

  it("has a calendar page for every day of the month", () => {
    for (const day of daysOfTheMonth) {
      expect(resolveLogoUrl(calendarLogoTemplate, "googlecalendar", day)).toBe(`${logoSpriteToken}#calendar-${day}`);
      for (const region of sources.googlecalendar.regions) expect(spriteDrawings(region).has(calendarDrawingId(day)), region).toBe(true);
    }
  });

  it("gives every source a drawing or the calendar, except the brands no icon set draws", () => {
    const idsShowing = (kind: ReturnType<typeof logoKind>) => sourceIds.filter((id) => logoKind(id) === kind);
    expect(idsShowing("name")).toEqual(brandsNoIconSetDraws);
    expect(idsShowing("calendar")).toEqual(["googlecalendar"]);
    expect(idsShowing("drawing")).toHaveLength(sourceIds.length - brandsNoIconSetDraws.length - 1);
    for (const id of brandsNoIconSetDraws) expect(sources[id].logos.light, id).toBeNull();
  });

  it("draws every logo mark at 3:1 or more against its card", () => {
    for (const [id, source] of catalogue) {
      if (source.logos.dark === null) continue;
      const fill = logoFills[id];
      if (fill === undefined) throw new Error(`${id} has a logo but no recorded fill; re-run scripts/generate-logos.mjs`);
      expect(contrastRatio(fill, source.colors.dark), id).toBeGreaterThanOrEqual(3);
    }
  });

  it("falls back to white marks, and to near-black only where white is below 3:1", () => {
    expect(logoFills.youtube, "white on YouTube red reads as users expect").toBe(lightTextColor);
    for (const [id, source] of catalogue) {
      if (logoFills[id] !== darkTextColor) continue;
      expect(contrastRatio(lightTextColor, source.colors.dark), id).toBeLessThan(3);
    }
  });

  it("draws each generated drawing in its recorded fill and no other colour, a brand's mark on its card's colour", () => {
    const drawingIds = sourceIds.filter((id) => logoKind(id) === "drawing");
    expect(drawingIds.length).toBeGreaterThan(0);
    for (const id of drawingIds) {
      const [firstRegion] = sources[id].regions;
      const svg = firstRegion === undefined ? undefined : spriteDrawings(firstRegion).get(id);
      if (svg === undefined) throw new Error(`${id}: no drawing in its first region's sprite`);
      const drawing = sources[id].logos.treatment === "mark" ? markOnCard(id, svg, sources[id].colors.dark) : svg;
      const colors = new Set([...drawing.matchAll(/\b(?:fill|stroke|color|stop-color)="([^"]*)"/g)].map((match) => match[1]));
      colors.delete("none");
      expect([...colors], id).toEqual([logoFills[id]]);
      expect(svg, id).not.toMatch(/style|currentColor|url\(/);
      expect(svg, id).toContain(`<title>${sources[id].name}</title>`);
      // The same drawing in every sprite that holds it.
      for (const region of sources[id].regions) expect(spriteDrawings(region).get(id), `${id} in ${region}`).toBe(svg);
    }
  });

  it("draws every calendar page on the calendar card's colour", () => {
    const drawings = spriteDrawings("us");
    for (const day of daysOfTheMonth) {
      const svg = drawings.get(calendarDrawingId(day)) ?? "";
      expect(markOnCard(`calendar ${day}`, svg, sources.googlecalendar.colors.dark)).toContain(`>${day}</text>`);
    }
  });
});

describe("resolveLogoUrl", () => {
  it("puts the day of the month into the template", () => {
    expect(resolveLogoUrl(calendarLogoTemplate, "googlecalendar", 7)).toBe(`${logoSpriteToken}#calendar-7`);
  });

  it("puts the source id into the template", () => {
    expect(resolveLogoUrl(generatedLogoTemplate, "disneyplus", 7)).toBe(`${logoSpriteToken}#disneyplus`);
    expect(resolveLogoUrl(`/logos/us.0123abcd.svg#${sourceIdToken}`, "youtube", 7)).toBe("/logos/us.0123abcd.svg#youtube");
  });

  it("leaves URLs without a placeholder unchanged", () => {
    expect(resolveLogoUrl("/logos/us.0123abcd.svg#youtube", "netflix", 12)).toBe("/logos/us.0123abcd.svg#youtube");
  });

  it.each([0, 32, 1.5, Number.NaN])("rejects day %d", (day) => {
    expect(() => resolveLogoUrl(calendarLogoTemplate, "googlecalendar", day)).toThrow(RangeError);
  });
});
