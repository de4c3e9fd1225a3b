import { frameEn } from "~/generated/i18n/frame/en";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dashboard } from "~/components/dashboard/Dashboard";
import { categories, categoryTitleKeys, Category } from "~/data/categories";
import { sourceIds, sources, type SourceId } from "~/data/sources";
import { storageKeys } from "~/lib/preferences/stored/cookie-codecs";
import { defaultRows } from "~/lib/preferences/setup/rows";
import { serviceColor, type CustomService } from "~/lib/preferences/setup/services";
import type { Setup } from "~/lib/preferences/stored/setup-format";
import { emptySetup } from "../../support/setups";
import { nothingSaved, renderWithPreferences } from "../../support/preferences";
import { homePlex } from "../../support/services";
import { logoSpriteFor } from "~/lib/catalogue/catalogue.server";
import { regionCatalogue } from "../../../test-support/catalogues";

/** The catalogue sources the US dashboard (the default region's) offers, in catalogue order. */
const usSourceIds = sourceIds.filter((id) => sources[id].regions.includes("us"));

function renderDashboard(hiddenSourceIds: SourceId[], calendarDay = 9, setup: Pick<Setup, "services" | "order"> = emptySetup) {
  return renderWithPreferences(<Dashboard calendarDay={calendarDay} />, {
    ...nothingSaved,
    hiddenSourceIds,
    services: setup.services,
    order: setup.order,
  });
}

beforeEach(() => {
  // happy-dom never loads images; report them as loaded so logos stay in place.
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(64);
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("Dashboard", () => {
  it("shows every source under its category title, in catalogue order", () => {
    renderDashboard([]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      categories.map((category) => frameEn[categoryTitleKeys[category]]),
    );
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(usSourceIds.map((id) => sources[id].url));
    const sports = screen.getByRole("region", { name: "Sports" });
    expect(within(sports).getAllByRole("link")).toHaveLength(usSourceIds.filter((id) => sources[id].category === Category.Sports).length);
  });

  it("leaves hidden sources out", () => {
    renderDashboard(["youtube", "espn"]);
    expect(screen.queryByRole("link", { name: "YouTube" })).toBeNull();
    expect(screen.queryByRole("link", { name: "ESPN" })).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(usSourceIds.length - 2);
  });

  it("leaves out a category whose sources are all hidden", () => {
    renderDashboard(sourceIds.filter((id) => sources[id].category === Category.Gaming));
    expect(screen.queryByRole("heading", { name: "Gaming" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Utility" })).toBeTruthy();
  });

  it("says how to get sources back when every one is hidden", () => {
    renderDashboard([...sourceIds]);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByText(/Every source is hidden/)).toBeTruthy();
  });

  it("shows what the cookies hold: localStorage is only their backup, and never overrides them", () => {
    localStorage.setItem(storageKeys.hiddenSources, '{"netflix":""}');
    renderDashboard(["youtube"]);
    expect(screen.queryByRole("link", { name: "YouTube" })).toBeNull();
    expect(screen.getByRole("link", { name: "Netflix" })).toBeTruthy();
  });

  it("draws every brand's mark and app icon from the region's one sprite, by the source's id", () => {
    const { container } = renderDashboard([]);
    const sprite = logoSpriteFor("us");
    const marks = screen.getAllByRole("img").map((mark) => mark.querySelector("use")?.getAttribute("href") ?? "");
    expect(marks.length).toBeGreaterThan(20);
    expect(marks).toContain(`${sprite}#youtube`);
    const icons = [...container.querySelectorAll("svg.pp-card-icon use")].map((use) => use.getAttribute("href") ?? "");
    expect(icons.length).toBeGreaterThan(5);
    expect(icons).toContain(`${sprite}#peacock`);
    expect([...marks, ...icons].every((href) => href.startsWith(`${sprite}#`))).toBe(true);
    // No image element on any card: nothing is requested card by card.
    expect(container.querySelectorAll(".pp-card img")).toHaveLength(0);
  });

  it("shows the calendar page for the browser's local day", () => {
    renderDashboard([], 9);
    const calendar = screen.getByRole("img", { name: "Google Calendar" });
    expect(calendar.querySelector("use")?.getAttribute("href")).toBe(`${logoSpriteFor("us")}#calendar-${new Date().getDate()}`);
  });

  describe("with the driver's own services and order", () => {
    const longName: CustomService = {
      id: "_ln02",
      name: "Stadtwerke Ladesäulen Karte",
      url: "https://laden.example.de/",
      category: Category.Utility,
      color: 2,
    };
    const hostile: CustomService = {
      id: "_ht03",
      name: "<b>Bold</b>",
      url: "https://example.org/",
      category: Category.MyServices,
      color: 5,
    };

    it("puts My Services first, with same-tab links in the service's colour and its name as plain text", () => {
      const { container } = renderDashboard([], 9, { services: [homePlex, hostile], order: null });
      expect(screen.getAllByRole("heading", { level: 2 })[0]?.textContent).toBe("My Services");
      const row = screen.getByRole("region", { name: "My Services" });
      const links = within(row).getAllByRole("link");
      expect(links.map((link) => link.textContent)).toEqual(["Home Plex", "<b>Bold</b>"]);
      expect(links[0]?.getAttribute("href")).toBe(homePlex.url);
      expect(links[0]?.getAttribute("target")).toBeNull();
      expect(links[0]?.style.getPropertyValue("--pp-card-background")).toBe(serviceColor(homePlex));
      expect(container.querySelector("b")).toBeNull();
    });

    it("shows a monogram for a long name and keeps the name as the link's accessible name", () => {
      renderDashboard([], 9, { services: [longName], order: null });
      const card = screen.getByRole("link", { name: longName.name });
      expect(card.textContent).toBe("SL");
      const utility = screen.getByRole("region", { name: "Utility" });
      expect(within(utility).getAllByRole("link").at(-1)).toBe(card);
    });

    it("renders rows and cards in the driver's order, leaving hidden ones out", () => {
      const rows = defaultRows([homePlex], regionCatalogue("us").entries)
        .reverse()
        .map((row) => ({ category: row.category, cardIds: [...row.cardIds].reverse() }));
      renderDashboard(["waze"], 9, { services: [homePlex], order: rows });
      const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
      expect(titles).toEqual(rows.map((row) => frameEn[categoryTitleKeys[row.category]]));
      const utility = screen.getByRole("region", { name: "Utility" });
      const expected = rows[0]?.cardIds.filter((id) => id !== "waze").map((id) => sources[id as SourceId].url);
      expect(
        within(utility)
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual(expected);
    });
  });
});
