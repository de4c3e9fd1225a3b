// Issue 22: the 'Recently opened' list: newest first, duplicates move to the front, at most five, unknown ids dropped.
import { describe, expect, it } from "vitest";
import { defaultRecentCards, recordRecentCard, withRecentCardsEnabled } from "~/lib/links/recent-cards";
import { visibleRecentCards } from "~/lib/preferences/setup/rows";

const known = new Set(["a", "b", "c", "d", "e", "f", "_k2x9"]);
const isKnown = (id: string) => known.has(id);

describe("recordRecentCard", () => {
  it("puts the opened card first", () => {
    expect(recordRecentCard(defaultRecentCards, "a", isKnown)).toEqual({ enabled: true, ids: ["a"] });
    expect(recordRecentCard({ enabled: true, ids: ["a"] }, "b", isKnown)).toEqual({ enabled: true, ids: ["b", "a"] });
  });

  it("moves a card opened again to the front instead of listing it twice", () => {
    expect(recordRecentCard({ enabled: true, ids: ["c", "b", "a"] }, "a", isKnown).ids).toEqual(["a", "c", "b"]);
    expect(recordRecentCard({ enabled: true, ids: ["a", "b"] }, "a", isKnown).ids).toEqual(["a", "b"]);
  });

  it("keeps at most five, dropping the oldest", () => {
    const five = { enabled: true, ids: ["e", "d", "c", "b", "a"] };
    expect(recordRecentCard(five, "f", isKnown).ids).toEqual(["f", "e", "d", "c", "b"]);
  });

  it("drops unknown ids, the opened one included", () => {
    expect(recordRecentCard({ enabled: true, ids: ["a", "gone"] }, "b", isKnown).ids).toEqual(["b", "a"]);
    expect(recordRecentCard({ enabled: true, ids: ["a"] }, "nope", isKnown).ids).toEqual(["a"]);
  });

  it("records nothing while the row is off", () => {
    const off = { enabled: false, ids: [] };
    expect(recordRecentCard(off, "a", isKnown)).toBe(off);
  });
});

describe("the row's switch and what it shows", () => {
  it("clears the list when turned off, and starts empty when turned on again", () => {
    const off = withRecentCardsEnabled({ enabled: true, ids: ["a", "b"] }, false);
    expect(off).toEqual({ enabled: false, ids: [] });
    expect(withRecentCardsEnabled(off, true)).toEqual({ enabled: true, ids: [] });
    const on = { enabled: true, ids: ["a"] };
    expect(withRecentCardsEnabled(on, true)).toBe(on);
  });

  it("never shows a hidden source or a card this dashboard does not offer (another region's source, a removed service)", () => {
    const recent = { enabled: true, ids: ["a", "b", "c", "_k2x9"] };
    expect(visibleRecentCards(recent, ["b"], new Set(["a", "b", "_k2x9"]))).toEqual(["a", "_k2x9"]);
    expect(visibleRecentCards({ ...recent, enabled: false }, [], new Set(["a"]))).toEqual([]);
  });
});
