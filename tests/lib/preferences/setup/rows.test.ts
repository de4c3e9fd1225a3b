import { describe, expect, it } from "vitest";
import { Category, defaultRowOrder } from "~/data/categories";
import { sourceIds, sources } from "~/data/sources";
import { offeredCardIds } from "~/lib/catalogue/catalogue";
import { defaultRows, visibleRows } from "~/lib/preferences/setup/rows";
import { regionCatalogue } from "../../../../test-support/catalogues";

const usCatalogue = regionCatalogue("us");
const ukCatalogue = regionCatalogue("uk");

describe("defaultRows", () => {
  it("lists every row in the default order, each catalogue source once, then the driver's services in the order added", () => {
    const rows = defaultRows(
      [
        { id: "_b002", category: Category.Utility },
        { id: "_a001", category: Category.MyServices },
        { id: "_c003", category: Category.Utility },
      ],
      usCatalogue.entries,
    );
    expect(rows.map((row) => row.category)).toEqual(defaultRowOrder);
    expect(rows[0]).toEqual({ category: Category.MyServices, cardIds: ["_a001"] });
    const utility = rows.find((row) => row.category === Category.Utility);
    expect(utility?.cardIds.slice(-2)).toEqual(["_b002", "_c003"]);
    expect(rows.flatMap((row) => row.cardIds).filter((id) => !id.startsWith("_"))).toEqual(
      defaultRowOrder.flatMap((category) =>
        sourceIds.filter((id) => sources[id].category === category && sources[id].regions.includes("us")),
      ),
    );
  });
});

describe("visibleRows", () => {
  it("leaves hidden cards out and drops rows left empty, including an empty My Services", () => {
    const streaming = sourceIds.filter((id) => sources[id].category === Category.Streaming);
    const rows = visibleRows(defaultRows([], usCatalogue.entries), [...streaming, "espn"], offeredCardIds(usCatalogue, []));
    expect(rows.map((row) => row.category)).toEqual(
      defaultRowOrder.filter((category) => category !== Category.MyServices && category !== Category.Streaming),
    );
    expect(rows.flatMap((row) => row.cardIds)).not.toContain("espn");
  });
});

describe("a region's rows", () => {
  it("put the region's pack first within its row and leave out what the region does not offer", () => {
    const streaming = defaultRows([], ukCatalogue.entries).find((row) => row.category === Category.Streaming);
    const cardIds = streaming?.cardIds ?? [];
    expect(cardIds[0]).toBe("bbciplayer");
    expect(cardIds.indexOf("itvx")).toBeLessThan(cardIds.indexOf("youtube"));
    expect(cardIds.indexOf("youtube")).toBeGreaterThan(0);
    expect(streaming?.cardIds).not.toContain("hulu");
  });

  it("show only the cards the region offers from an order that holds every region's", () => {
    const order = [{ category: Category.Streaming, cardIds: ["ardmediathek", "hulu", "youtube", "bbciplayer", "_k2x9"] }];
    const shown = visibleRows(order, ["youtube"], offeredCardIds(ukCatalogue, [{ id: "_k2x9" }]));
    expect(shown).toEqual([{ category: Category.Streaming, cardIds: ["bbciplayer", "_k2x9"] }]);
  });
});
