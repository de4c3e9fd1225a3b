import { describe, expect, it } from "vitest";
import { Category, defaultRowOrder } from "~/data/categories";
import { sourceIds, sources } from "~/data/sources";
import { defaultRows, visibleRows } from "~/lib/setup/rows";

describe("defaultRows", () => {
  it("lists every row in the default order, each catalogue source once, then the driver's services in the order added", () => {
    const rows = defaultRows([
      { id: "_b002", category: Category.Utility },
      { id: "_a001", category: Category.MyServices },
      { id: "_c003", category: Category.Utility },
    ]);
    expect(rows.map((row) => row.category)).toEqual(defaultRowOrder);
    expect(rows[0]).toEqual({ category: Category.MyServices, cardIds: ["_a001"] });
    const utility = rows.find((row) => row.category === Category.Utility);
    expect(utility?.cardIds.slice(-2)).toEqual(["_b002", "_c003"]);
    expect(rows.flatMap((row) => row.cardIds).filter((id) => !id.startsWith("_"))).toEqual(
      defaultRowOrder.flatMap((category) => sourceIds.filter((id) => sources[id].category === category)),
    );
  });
});

describe("visibleRows", () => {
  it("leaves hidden cards out and drops rows left empty, including an empty My Services", () => {
    const streaming = sourceIds.filter((id) => sources[id].category === Category.Streaming);
    const rows = visibleRows(defaultRows([]), [...streaming, "espn"]);
    expect(rows.map((row) => row.category)).toEqual(
      defaultRowOrder.filter((category) => category !== Category.MyServices && category !== Category.Streaming),
    );
    expect(rows.flatMap((row) => row.cardIds)).not.toContain("espn");
  });
});
