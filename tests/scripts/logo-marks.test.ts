// The list of marks and their treatment (issue 23): it covers every catalogue and regional entry, agrees with the catalogue,
// draws a card's mark alone only from simple-icons or our own drawings, and uses simple-icons wherever it has the brand.
import { icons as arcticons } from "@iconify-json/arcticons";
import * as simpleIcons from "simple-icons";
import { describe, expect, it } from "vitest";
import { regionalSources } from "~/data/regional-sources.server";
import type { Source } from "~/data/source-model";
import { sources } from "~/data/sources";
import { logoMarks } from "../../scripts/logo-marks.mjs";

const everyEntry: [string, Source][] = [...Object.entries(sources), ...Object.entries(regionalSources)];
const simpleIconSlugs = new Set(Object.values(simpleIcons).map((icon) => icon.slug));

describe("the logo generator's list of marks", () => {
  it("names every catalogue and regional entry once, in catalogue order, and nothing else", () => {
    expect(Object.keys(logoMarks)).toEqual(everyEntry.map(([id]) => id));
  });

  it("gives each entry the treatment its card shows", () => {
    for (const [id, source] of everyEntry) expect(logoMarks[id]?.treatment, id).toBe(source.logos.treatment);
  });

  it("shows a mark alone only from simple-icons or our own drawings, the A Better Route Planner pin and the calendar", () => {
    const own = Object.entries(logoMarks).filter(([, mark]) => "set" in mark && mark.set === "own");
    expect(own.map(([id]) => id)).toEqual(["abrp", "googlecalendar"]);
    for (const [id, mark] of Object.entries(logoMarks)) {
      if (mark.treatment === "mark") expect(["simple-icons", "own"], id).toContain(mark.set);
      if (mark.treatment === "icon-and-name") expect(mark.set, id).toBe("arcticons");
    }
  });

  it("names icons the installed sets have", () => {
    for (const [id, mark] of Object.entries(logoMarks)) {
      if (mark.treatment === "mark" && mark.set === "simple-icons") expect(simpleIconSlugs.has(mark.icon), id).toBe(true);
      if (mark.treatment === "icon-and-name") expect(Object.hasOwn(arcticons.icons, mark.icon), id).toBe(true);
    }
  });

  it("uses simple-icons wherever it has the brand: no icon or name-only card is named like one of its icons", () => {
    for (const [id, source] of everyEntry) {
      if (source.logos.treatment === "mark") continue;
      const slugLike = source.name
        .toLowerCase()
        .replace(/\+/g, "plus")
        .replace(/[^a-z0-9]/g, "");
      expect(simpleIconSlugs.has(id), id).toBe(false);
      expect(simpleIconSlugs.has(slugLike), `${id} (${slugLike})`).toBe(false);
    }
  });

  it("draws the services added in issue 23 from simple-icons where it has them", () => {
    expect(logoMarks.youtubekids).toEqual({ treatment: "mark", set: "simple-icons", icon: "youtubekids" });
    expect(logoMarks.youtubegaming).toEqual({ treatment: "mark", set: "simple-icons", icon: "youtubegaming" });
    expect(logoMarks.zoom).toEqual({ treatment: "mark", set: "simple-icons", icon: "zoom" });
    expect(logoMarks.googlemeet).toEqual({ treatment: "mark", set: "simple-icons", icon: "googlemeet" });
    expect(logoMarks.teams).toEqual({ treatment: "icon-and-name", set: "arcticons", icon: "microsoft-teams" });
  });
});
