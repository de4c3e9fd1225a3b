// The Custom URL field as an address bar (issue 22): services by name and a web search offered under it, by touch and keyboard.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { customUrlButton, openAddressField, press, pressEnter, renderCustomUrl, type } from "../../support/custom-url";

const webSearch = (query: string) => `Search the web for “${query}”`;
const suggestionList = () => screen.queryByRole("listbox", { name: "Services and web search" });
const suggestion = (name: string | RegExp) =>
  within(screen.getByRole("listbox", { name: "Services and web search" })).getByRole("option", { name });

/** The option names in the list, in order. */
const optionNames = () =>
  within(screen.getByRole("listbox", { name: "Services and web search" }))
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");

describe("Custom URL suggestions", () => {
  it("'net' offers Netflix, and a tap opens it in this tab", async () => {
    const { departures, beacons } = renderCustomUrl();
    const field = await openAddressField();
    type(field, "net");

    expect(field.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(optionNames()).toEqual(["Netflixnetflix.com", webSearch("net")]));
    fireEvent.click(suggestion(/^Netflix/));

    expect(departures).toEqual([{ url: "https://www.netflix.com/browse", rel: "noreferrer", newTab: false, openerKept: false }]);
    expect(beacons).toEqual(["/card-opened"]);
  });

  it("matches ignore case and accents, and at most five services show", async () => {
    renderCustomUrl();
    const field = await openAddressField();
    type(field, "TV");
    await waitFor(() => expect(suggestionList()).not.toBeNull());
    const names = optionNames();
    expect(names).toHaveLength(6);
    expect(names.at(-1)).toBe(webSearch("TV"));

    type(field, "Plúto");
    expect(optionNames()).toEqual(["Pluto TVpluto.tv", webSearch("Plúto")]);
  });

  describe("in the DACH region", () => {
    it("'ard' offers ARD Mediathek from the region's pack", async () => {
      const { departures } = renderCustomUrl({ region: "dach" });
      const field = await openAddressField();
      type(field, "ard");
      fireEvent.click(await waitFor(() => suggestion(/^ARD Mediathek/)));
      expect(departures.map(({ url }) => url)).toEqual(["https://www.ardmediathek.de/"]);
    });
  });

  it("'cats videos' offers only a web search, which opens in a new page", async () => {
    const { departures } = renderCustomUrl();
    const field = await openAddressField();
    type(field, "cats videos");
    await waitFor(() => expect(optionNames()).toEqual([webSearch("cats videos")]));

    fireEvent.click(suggestion(webSearch("cats videos")));
    expect(departures).toEqual([
      { url: "https://www.google.com/search?q=cats%20videos", rel: "noreferrer", newTab: true, openerKept: false },
    ]);
  });

  it("an address offers nothing, and Enter opens it with http:// in front as before", async () => {
    const { departures } = renderCustomUrl();
    const field = await openAddressField();
    type(field, "example.com");
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(suggestionList()).toBeNull();

    pressEnter(field);
    expect(departures).toEqual([{ url: "http://example.com/", rel: "noreferrer", newTab: true, openerKept: false }]);
  });

  it("Enter with suggestions shown but none chosen still opens the typed text", async () => {
    const { departures } = renderCustomUrl();
    const field = await openAddressField();
    type(field, "net");
    await waitFor(() => suggestion(/^Netflix/));

    pressEnter(field);
    expect(departures).toEqual([{ url: "http://net/", rel: "noreferrer", newTab: true, openerKept: false }]);
  });

  it("arrows move through the suggestions, Enter opens the chosen one", async () => {
    const { departures } = renderCustomUrl();
    const field = await openAddressField();
    type(field, "net");
    const netflix = await waitFor(() => suggestion(/^Netflix/));
    const search = suggestion(webSearch("net"));

    press(field, "ArrowDown");
    expect(netflix.getAttribute("aria-selected")).toBe("true");
    expect(field.getAttribute("aria-activedescendant")).toBe(netflix.id);
    press(field, "ArrowDown");
    expect(search.getAttribute("aria-selected")).toBe("true");
    expect(netflix.getAttribute("aria-selected")).toBe("false");
    press(field, "ArrowDown");
    expect(netflix.getAttribute("aria-selected")).toBe("true");
    press(field, "ArrowUp");
    expect(search.getAttribute("aria-selected")).toBe("true");
    press(field, "ArrowUp");
    expect(document.activeElement).toBe(field);

    pressEnter(field);
    expect(departures.map(({ url }) => url)).toEqual(["https://www.netflix.com/browse"]);
  });

  it("Escape closes the list first, then the field", async () => {
    renderCustomUrl();
    const field = await openAddressField();
    type(field, "net");
    await waitFor(() => expect(suggestionList()).not.toBeNull());

    press(field, "Escape");
    expect(suggestionList()).toBeNull();
    expect(field.value).toBe("net");
    expect(field.getAttribute("aria-expanded")).toBe("false");

    press(field, "ArrowDown");
    expect(suggestion(/^Netflix/).getAttribute("aria-selected")).toBe("true");
    press(field, "Escape");
    press(field, "Escape");
    await waitFor(() => expect(screen.queryByRole("combobox", { name: "Web address" })).toBeNull());
    expect(document.activeElement).toBe(customUrlButton());
  });

  it("a tap outside hides the list and keeps what was typed", async () => {
    renderCustomUrl();
    const field = await openAddressField();
    type(field, "net");
    await waitFor(() => expect(suggestionList()).not.toBeNull());
    fireEvent.touchStart(screen.getByRole("heading", { level: 2 }));
    expect(suggestionList()).toBeNull();
    expect(field.value).toBe("net");
    type(field, "netf");
    expect(suggestion(/^Netflix/)).toBeTruthy();
  });
});
