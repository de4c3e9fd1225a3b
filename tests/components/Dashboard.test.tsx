import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dashboard } from "~/components/Dashboard";
import { PreferencesProvider } from "~/lib/preferences/PreferencesProvider";
import { categories, categoryTitles, Category } from "~/data/categories";
import { sourceIds, sources, type SourceId } from "~/data/sources";
import { storageKeys } from "~/lib/preferences/format";
import { renderWithMantine } from "../support/render";

function renderDashboard(hiddenSourceIds: SourceId[], calendarDay = 9) {
  return renderWithMantine(
    <PreferencesProvider serverPreferences={{ hiddenSourceIds, tipDismissed: false, services: [], order: null }}>
      <Dashboard calendarDay={calendarDay} />
    </PreferencesProvider>,
  );
}

beforeEach(() => {
  // happy-dom never loads images; report them as loaded so logos stay in place.
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(64);
});

afterEach(() => {
  localStorage.clear();
});

describe("Dashboard", () => {
  it("shows every source under its category title, in catalogue order", () => {
    renderDashboard([]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      categories.map((category) => categoryTitles[category]),
    );
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(sourceIds.map((id) => sources[id].url));
    const sports = screen.getByRole("region", { name: "Sports" });
    expect(within(sports).getAllByRole("link")).toHaveLength(sourceIds.filter((id) => sources[id].category === Category.Sports).length);
  });

  it("leaves hidden sources out", () => {
    renderDashboard(["youtube", "espn"]);
    expect(screen.queryByRole("link", { name: "YouTube" })).toBeNull();
    expect(screen.queryByRole("link", { name: "ESPN" })).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(sourceIds.length - 2);
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

  it("follows localStorage when it disagrees with the cookie the page was rendered from", () => {
    localStorage.setItem(storageKeys.hiddenSources, '{"netflix":""}');
    renderDashboard(["youtube"]);
    expect(screen.getByRole("link", { name: "YouTube" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Netflix" })).toBeNull();
  });

  it("shows the calendar page for the browser's local day", () => {
    renderDashboard([], 9);
    const calendar = screen.getByRole("img", { name: "Google Calendar" });
    expect(calendar.getAttribute("src")).toBe(`/logos/calendar/${new Date().getDate()}.svg`);
  });
});
