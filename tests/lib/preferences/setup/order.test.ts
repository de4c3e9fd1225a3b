import { describe, expect, it } from "vitest";
import { completeCatalogueEntries } from "~/lib/catalogue/complete";
import { regionalSourceCategories } from "~/data/regional-source-ids";
import { Category, defaultRowOrder } from "~/data/categories";
import { sourceIds, sources } from "~/data/sources";
import {
  arrangeRows,
  moveCard,
  moveRow,
  rearrangeForServices,
  reorderRowCards,
  storedOrder,
  type DashboardOrder,
} from "~/lib/preferences/setup/order";
import { defaultRows, visibleRows, type DashboardRow } from "~/lib/preferences/setup/rows";
import type { CustomService } from "~/lib/preferences/setup/services";

const idsOf = (category: Category): string[] => sourceIds.filter((id) => sources[id].category === category);
const streaming = idsOf(Category.Streaming);
const sports = idsOf(Category.Sports);
// The catalogue's first sources of two rows, which the tests move around; the first test checks the assumption.
const [youtube, netflix, disneyplus, hulu, prime] = ["youtube", "netflix", "disneyplus", "hulu", "prime"];
const afterPrime = streaming.slice(5);
const espn = "espn";
const afterEspn = sports.slice(1);

function service(id: string, category: Category): CustomService {
  return { id, name: `Service ${id}`, url: `https://${id}.example/`, category, color: null };
}

/** A row's cards without the regional packs' sources (every arrangement holds them; these tests move the bundled ones). */
function cardsOf(rows: readonly DashboardRow[] | null, category: Category): readonly string[] | undefined {
  return rows?.find((row) => row.category === category)?.cardIds.filter((id) => !Object.hasOwn(regionalSourceCategories, id));
}

function categoriesOf(rows: readonly DashboardRow[] | null): Category[] | undefined {
  return rows?.map((row) => row.category);
}

/** A stored order that names only cards; the rows keep the default order. */
function cardOrder(cards: readonly string[]): DashboardOrder {
  return { rows: [], cards };
}

/** The categories of the dashboard that shows every row. */
const everyRow = [...defaultRowOrder];

describe("arrangeRows", () => {
  it("works on the catalogue these tests assume", () => {
    expect(streaming.slice(0, 5)).toEqual([youtube, netflix, disneyplus, hulu, prime]);
    expect(sports[0]).toBe(espn);
    expect(afterPrime.length).toBeGreaterThan(2);
  });

  it("is null (the default) for an empty order and for an order that spells out the default", () => {
    expect(arrangeRows({ rows: [], cards: [] }, [])).toBeNull();
    const services = [service("s1", Category.Sports)];
    const defaults = defaultRows(services, completeCatalogueEntries);
    expect(arrangeRows({ rows: categoriesOf(defaults) ?? [], cards: defaults.flatMap((row) => row.cardIds) }, services)).toBeNull();
  });

  it("puts a source the stored order does not know right after its predecessor in the catalogue", () => {
    // Stored by a release without Hulu, with Prime moved to the front.
    const stored = cardOrder([prime, youtube, netflix, disneyplus, ...afterPrime]);
    expect(cardsOf(arrangeRows(stored, []), Category.Streaming)).toEqual([prime, youtube, netflix, disneyplus, hulu, ...afterPrime]);
  });

  it("puts a source that is new at the catalogue's start first", () => {
    const stored = cardOrder([disneyplus, hulu, prime, ...afterPrime, netflix]);
    expect(cardsOf(arrangeRows(stored, []), Category.Streaming)).toEqual([youtube, disneyplus, hulu, prime, ...afterPrime, netflix]);
  });

  it("drops sources the catalogue lost, unknown ids and repeats", () => {
    const stored = cardOrder(["retiredsource", netflix, "__proto__", youtube, netflix, disneyplus, hulu, prime, ...afterPrime, youtube]);
    expect(cardsOf(arrangeRows(stored, []), Category.Streaming)).toEqual([netflix, youtube, disneyplus, hulu, prime, ...afterPrime]);
  });

  it("drops unknown and repeated rows and merges the rows it does not know in after their predecessors", () => {
    const retiredCategory: number = 42;
    const rows = arrangeRows({ rows: [Category.Sports, retiredCategory, Category.Streaming, Category.Sports], cards: [] }, []);
    expect(categoriesOf(rows)).toEqual([
      Category.MyServices,
      Category.Sports,
      Category.Personal,
      Category.Gaming,
      Category.Utility,
      Category.Streaming,
      Category.Live,
    ]);
    expect(cardsOf(rows, Category.Sports)).toEqual(sports);
  });

  it("drops a service that is gone and puts one it does not know after its predecessor in the default order", () => {
    // ESPN was moved to the end of Sports; the new service's default predecessor is the catalogue's last sports source.
    const stored = cardOrder([...afterEspn, "gone1", espn]);
    expect(cardsOf(arrangeRows(stored, [service("new1", Category.Sports)]), Category.Sports)).toEqual([...afterEspn, "new1", espn]);
  });
});

describe("storedOrder", () => {
  it("stores nothing for the default", () => {
    expect(storedOrder(null, [])).toEqual({ rows: [], cards: [] });
    expect(storedOrder(defaultRows([], completeCatalogueEntries), [])).toEqual({ rows: [], cards: [] });
  });

  it("stores rows only when rows moved and cards only when cards moved", () => {
    const rowsMoved = moveRow(defaultRows([], completeCatalogueEntries), Category.Sports, everyRow, -1);
    expect(storedOrder(rowsMoved, [])).toEqual({ rows: categoriesOf(rowsMoved), cards: [] });

    const cardsMoved = moveCard(
      defaultRows([], completeCatalogueEntries),
      { category: Category.Streaming, cardIds: streaming },
      youtube,
      1,
    );
    const stored = storedOrder(cardsMoved, []);
    expect(stored.rows).toEqual([]);
    expect(stored.cards.filter((id) => !Object.hasOwn(regionalSourceCategories, id)).slice(0, 3)).toEqual([netflix, youtube, disneyplus]);
  });

  it("round-trips: arrangeRows of the stored form gives the same rows", () => {
    const services = [service("s1", Category.MyServices), service("s2", Category.Gaming), service("s3", Category.Gaming)];
    const shown =
      categoriesOf(
        visibleRows(
          defaultRows(services, completeCatalogueEntries),
          [],
          new Set(completeCatalogueEntries.map(([id]) => id).concat(services.map((s) => s.id))),
        ),
      ) ?? [];
    let rows = moveRow(defaultRows(services, completeCatalogueEntries), Category.Utility, shown, -1);
    rows = moveRow(rows, Category.MyServices, shown, 1);
    rows = reorderRowCards(rows, Category.Gaming, [...(cardsOf(rows, Category.Gaming) ?? [])].reverse());

    expect(arrangeRows(storedOrder(rows, services), services)).toEqual(rows);
  });
});

describe("rearrangeForServices", () => {
  it("keeps the default as null", () => {
    expect(rearrangeForServices(null, [service("s1", Category.Live)])).toBeNull();
  });

  it("adds a new service at its row's end and removes a removed one, keeping the arrangement", () => {
    const before = [service("s1", Category.Live), service("s2", Category.Live)];
    const arranged = moveRow(defaultRows(before, completeCatalogueEntries), Category.Live, everyRow, -1);
    const liveBefore = cardsOf(arranged, Category.Live) ?? [];
    expect(liveBefore.slice(-2)).toEqual(["s1", "s2"]);

    const rearranged = rearrangeForServices(arranged, [service("s2", Category.Live), service("s9", Category.Live)]);
    expect(categoriesOf(rearranged)).toEqual(categoriesOf(arranged));
    expect(cardsOf(rearranged, Category.Live)).toEqual([...liveBefore.slice(0, -2), "s2", "s9"]);
  });
});

describe("moveRow", () => {
  const rows = defaultRows([], completeCatalogueEntries);
  // No services, and every Live source hidden: those rows are not shown.
  const shown = everyRow.filter((category) => category !== Category.MyServices && category !== Category.Live);

  it("moves a row past the next shown row, skipping rows that are not shown", () => {
    const movedUp = moveRow(rows, Category.Sports, shown, -1);
    expect(categoriesOf(movedUp)).toEqual([
      Category.MyServices,
      Category.Sports,
      Category.Streaming,
      Category.Live,
      Category.Personal,
      Category.Gaming,
      Category.Utility,
    ]);
    expect(cardsOf(movedUp, Category.Sports)).toEqual(sports);

    const shownAfter = [Category.Sports, Category.Streaming, Category.Personal, Category.Gaming, Category.Utility];
    expect(categoriesOf(moveRow(movedUp, Category.Sports, shownAfter, 1))).toEqual([
      Category.MyServices,
      Category.Streaming,
      Category.Sports,
      Category.Live,
      Category.Personal,
      Category.Gaming,
      Category.Utility,
    ]);
  });

  it("leaves the first shown row in place when moved up and the last when moved down", () => {
    expect(moveRow(rows, Category.Streaming, shown, -1)).toEqual(rows);
    expect(moveRow(rows, Category.Utility, shown, 1)).toEqual(rows);
  });
});

describe("reorderRowCards", () => {
  const rows = defaultRows([], completeCatalogueEntries);

  it("puts the shown cards in their new order and keeps hidden cards in their slots", () => {
    // Netflix is hidden, so the driver reordered only the other Streaming cards.
    const reordered = reorderRowCards(rows, Category.Streaming, [hulu, youtube, disneyplus, prime, ...afterPrime]);
    expect(cardsOf(reordered, Category.Streaming)).toEqual([hulu, netflix, youtube, disneyplus, prime, ...afterPrime]);
    expect(reordered.filter((row) => row.category !== Category.Streaming)).toEqual(
      rows.filter((row) => row.category !== Category.Streaming),
    );
  });

  it("ignores an order naming a card that is not in the row", () => {
    expect(reorderRowCards(rows, Category.Streaming, [youtube, espn])).toEqual(rows);
  });
});

describe("moveCard", () => {
  const rows = defaultRows([], completeCatalogueEntries);
  // Netflix is hidden.
  const shownStreaming = { category: Category.Streaming, cardIds: streaming.filter((id) => id !== netflix) };

  it("moves a card one place among the shown cards, past a hidden one that keeps its slot", () => {
    expect(cardsOf(moveCard(rows, shownStreaming, youtube, 1), Category.Streaming)?.slice(0, 4)).toEqual([
      disneyplus,
      netflix,
      youtube,
      hulu,
    ]);
    expect(cardsOf(moveCard(rows, shownStreaming, disneyplus, -1), Category.Streaming)?.slice(0, 4)).toEqual([
      disneyplus,
      netflix,
      youtube,
      hulu,
    ]);
  });

  it("changes nothing for the first card moved earlier or the last moved later", () => {
    expect(moveCard(rows, shownStreaming, youtube, -1)).toEqual(rows);
    expect(moveCard(rows, shownStreaming, afterPrime.at(-1) ?? "", 1)).toEqual(rows);
  });

  it("changes nothing for a card that is not shown", () => {
    expect(moveCard(rows, shownStreaming, netflix, 1)).toEqual(rows);
  });
});

describe("an arrangement across regions", () => {
  it("keeps a region's moved cards when the driver arranges in another region and comes back", () => {
    // Arranged in the UK: BBC iPlayer moved after YouTube; the stored form is what the cookie and storage keep.
    const ukRows = [{ category: Category.Streaming, cardIds: ["youtube", "bbciplayer", "itvx", "netflix"] }];
    const storedInUk = storedOrder(ukRows, []);
    const arranged = arrangeRows(storedInUk, []);
    // In DACH (its pack joins after the UK's, which the driver placed behind YouTube) the driver moves ARD Mediathek last.
    const dachMoved = reorderRowCards(arranged ?? [], Category.Streaming, ["zdf", "youtube", "netflix", "ardmediathek"]);
    const back = arrangeRows(storedOrder(dachMoved, []), []);
    const streaming = back?.find((row) => row.category === Category.Streaming)?.cardIds ?? [];
    // YouTube and Netflix are in both regions, so the move in DACH moves them for the UK too; the UK's own cards stay put.
    expect(streaming.filter((id) => ["bbciplayer", "itvx"].includes(id))).toEqual(["bbciplayer", "itvx"]);
    expect(streaming.indexOf("bbciplayer")).toBeLessThan(streaming.indexOf("ardmediathek"));
    const dach = streaming.filter((id) => ["ardmediathek", "zdf", "youtube", "netflix"].includes(id));
    expect(dach).toEqual(["zdf", "youtube", "netflix", "ardmediathek"]);
  });

  it("stores no card order for rows that keep the default order among the cards one region shows", () => {
    const ukRows = defaultRows([], completeCatalogueEntries).map((row) => ({
      category: row.category,
      cardIds: row.cardIds.filter((id) => !["ardmediathek", "zdf", "hulu"].includes(id)),
    }));
    expect(storedOrder(ukRows, [])).toEqual({ rows: [], cards: [] });
  });
});
