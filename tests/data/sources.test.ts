import { frameEn } from "../../app/lib/i18n/messages/frame/en";
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { Category, categories, categoryTitleKeys } from "../../app/data/categories";
import { logoFills } from "../../app/data/logo-fills";
import { calendarDayToken, resolveLogoUrl, sourceIdToken } from "../../app/data/source-model";
import { bundledSourceIds } from "../../app/data/bundled-source-ids";
import { sourceIds, sources, type SourceId } from "../../app/data/sources";
import { isRegion, regions } from "~/data/regions";
import { removedSourceIds } from "~/data/removed-source-ids";
import { contrastRatio, darkTextColor, isHexColor, lightTextColor, readableTextColor } from "~/data/contrast";

const publicDir = resolve(process.cwd(), "public");
const catalogue = sourceIds.map((id) => [id, sources[id]] as const);
/** Brands that neither simple-icons nor Iconify's logos or arcticons sets draw; their cards show the name. */
const brandsNoIconSetDraws: SourceId[] = ["shudder", "pbskids", "pureflix", "philo"];

/** Every logo URL of every source, with the source id filled in (the calendar's day placeholder stays). */
function allLogoUrls(): string[] {
  return catalogue.flatMap(([id, source]) =>
    [source.logos.dark, source.logos.light].filter((url): url is string => url !== null).map((url) => url.replaceAll(sourceIdToken, id)),
  );
}

function isFileOnDisk(publicPath: string): boolean {
  const filePath = resolve(publicDir, `.${publicPath}`);
  return existsSync(filePath) && statSync(filePath).isFile();
}

/** What a card shows: a logo file that exists under public/, the day's calendar page, or its name. */
function logoKind(id: SourceId): "file" | "calendar" | "name" {
  const logo = sources[id].logos.dark;
  if (logo === null) return "name";
  if (logo.includes(calendarDayToken)) return "calendar";
  const path = resolveLogoUrl(logo, id, 1);
  if (!isFileOnDisk(path)) throw new Error(`${id}: ${path} is not a file under public/`);
  return "file";
}

/**
 * Checks that a brand's mark file draws its mark on its card: a square viewBox with the 24-unit drawing at 64% of it, and
 * first a backdrop in the card's colour reaching far past the viewBox (the page stretches the image over a 9:5 card or any
 * other). Returns the drawing without the backdrop.
 */
function markOnCard(name: string, svg: string, cardColor: string): string {
  const match =
    /^<svg [^>]*viewBox="([^"]+)"[^>]*><title>[^<]*<\/title><rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="([^"]+)"\/>(.*)<\/svg>\n$/s.exec(
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
  it("serves every file logo from our own origin, and it exists under public/", () => {
    const filePaths = allLogoUrls().filter((url) => !url.includes(calendarDayToken));
    expect(filePaths.length).toBeGreaterThan(0);
    for (const path of filePaths) {
      expect(path, path).toMatch(/^\/logos\/[a-z0-9]+\.svg$/);
      expect(isFileOnDisk(path), path).toBe(true);
    }
  });

  it("has a calendar page for every day of the month", () => {
    const template = sources.googlecalendar.logos.dark;
    expect(template).toContain(calendarDayToken);
    for (let day = 1; day <= 31; day += 1) {
      const path = resolveLogoUrl(template, "googlecalendar", day);
      expect(path).toBe(`/logos/calendar/${day}.svg`);
      expect(isFileOnDisk(path), path).toBe(true);
    }
  });

  it("gives every source a logo file or the calendar, except the brands no icon set draws", () => {
    const idsShowing = (kind: ReturnType<typeof logoKind>) => sourceIds.filter((id) => logoKind(id) === kind);
    expect(idsShowing("name")).toEqual(brandsNoIconSetDraws);
    expect(idsShowing("calendar")).toEqual(["googlecalendar"]);
    expect(idsShowing("file")).toHaveLength(sourceIds.length - brandsNoIconSetDraws.length - 1);
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

  it("draws each generated logo file in its recorded fill and no other colour, a brand's mark on its card's colour", () => {
    const fileLogoIds = sourceIds.filter((id) => sources[id].logos.dark === `/logos/${sourceIdToken}.svg`);
    expect(fileLogoIds.length).toBeGreaterThan(0);
    for (const id of fileLogoIds) {
      const svg = readFileSync(resolve(publicDir, `logos/${id}.svg`), "utf8");
      const drawing = sources[id].logos.treatment === "mark" ? markOnCard(id, svg, sources[id].colors.dark) : svg;
      const colors = new Set([...drawing.matchAll(/\b(?:fill|stroke|color|stop-color)="([^"]*)"/g)].map((match) => match[1]));
      colors.delete("none");
      expect([...colors], id).toEqual([logoFills[id]]);
      expect(svg, id).not.toMatch(/style|currentColor|url\(/);
      expect(svg, id).toContain(`<title>${sources[id].name}</title>`);
    }
  });

  it("draws every calendar page on the calendar card's colour", () => {
    for (let day = 1; day <= 31; day += 1) {
      const svg = readFileSync(resolve(publicDir, `logos/calendar/${day}.svg`), "utf8");
      expect(markOnCard(`calendar ${day}`, svg, sources.googlecalendar.colors.dark)).toContain(`>${day}</text>`);
    }
  });
});

describe("resolveLogoUrl", () => {
  it("puts the day of the month into the template", () => {
    expect(resolveLogoUrl(`/logos/calendar/${calendarDayToken}.svg`, "googlecalendar", 7)).toBe("/logos/calendar/7.svg");
  });

  it("puts the source id into the template", () => {
    expect(resolveLogoUrl(`/logos/${sourceIdToken}.svg`, "disneyplus", 7)).toBe("/logos/disneyplus.svg");
    expect(resolveLogoUrl(sources.youtube.logos.dark, "youtube", 7)).toBe("/logos/youtube.svg");
  });

  it("leaves URLs without a placeholder unchanged", () => {
    expect(resolveLogoUrl("/logos/youtube.svg", "netflix", 12)).toBe("/logos/youtube.svg");
  });

  it.each([0, 32, 1.5, Number.NaN])("rejects day %d", (day) => {
    expect(() => resolveLogoUrl(`/logos/calendar/${calendarDayToken}.svg`, "googlecalendar", day)).toThrow(RangeError);
  });
});
