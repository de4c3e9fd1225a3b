import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { customUrlButton, openAddressField, press, pressEnter, renderCustomUrl, type } from "../../support/custom-url";

const invalidMessage = "Enter a web address like example.com";

describe("Custom URL", () => {
  it("the icon opens text starting with http as it is", async () => {
    const { departures } = renderCustomUrl();
    const field = await openAddressField();
    type(field, "https://example.com/path?q=1");
    fireEvent.click(screen.getByRole("button", { name: "Open URL" }));
    expect(departures).toEqual([{ url: "https://example.com/path?q=1", rel: "noreferrer", newTab: true, openerKept: false }]);
  });

  it("in the full-screen view it opens the address in the same tab, and no new page", async () => {
    const { departures } = renderCustomUrl({ fullscreen: true });
    const field = await openAddressField();
    type(field, "example.com/film");
    pressEnter(field);
    expect(departures).toEqual([{ url: "http://example.com/film", rel: "noreferrer", newTab: false, openerKept: false }]);
  });

  it("when the browser blocks the popup it opens the address in the same tab", async () => {
    const { departures } = renderCustomUrl({ popupsBlocked: true });
    const field = await openAddressField();
    type(field, "https://example.com/live");
    fireEvent.click(screen.getByRole("button", { name: "Open URL" }));
    expect(departures).toEqual([{ url: "https://example.com/live", rel: "noreferrer", newTab: false, openerKept: false }]);
  });

  it("empty or whitespace-only input does nothing", async () => {
    const { departures } = renderCustomUrl();
    const field = await openAddressField();
    pressEnter(field);
    type(field, "    ");
    fireEvent.click(screen.getByRole("button", { name: "Open URL" }));

    expect(screen.getByRole("combobox", { name: "Web address" })).toBe(field);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field.getAttribute("aria-invalid")).not.toBe("true");
    expect(departures).toEqual([]);
  });

  it.each(["javascript:alert(1)", "httpfoo", "http://", "exa mple.com", "http://exa mple.com/"])(
    "refuses %j with an inline error and opens nothing",
    async (refused) => {
      const { departures } = renderCustomUrl();
      const field = await openAddressField();
      type(field, refused);
      pressEnter(field);

      expect(screen.getByRole("alert").textContent).toBe(invalidMessage);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByRole("combobox", { name: "Web address", description: invalidMessage })).toBe(field);
      expect(departures).toEqual([]);

      type(field, refused.slice(0, -1));
      expect(screen.queryByRole("alert")).toBeNull();
    },
  );

  it("Escape closes it and gives focus back to the button", async () => {
    renderCustomUrl();
    const field = await openAddressField();
    type(field, "example.com");
    press(field, "Escape");
    await waitFor(() => expect(screen.queryByRole("combobox", { name: "Web address" })).toBeNull());
    expect(document.activeElement).toBe(customUrlButton());
  });

  it("a click outside closes it while empty, and keeps it open once something is typed", async () => {
    renderCustomUrl();
    const field = await openAddressField();
    type(field, "exam");
    fireEvent.mouseDown(screen.getByRole("main"));
    fireEvent.touchStart(screen.getByRole("main"));
    expect(screen.getByRole("combobox", { name: "Web address" })).toHaveProperty("value", "exam");

    type(field, "");
    fireEvent.mouseDown(screen.getByRole("main"));
    await waitFor(() => expect(screen.queryByRole("combobox", { name: "Web address" })).toBeNull());
    expect(customUrlButton()).toBeTruthy();
  });
});
