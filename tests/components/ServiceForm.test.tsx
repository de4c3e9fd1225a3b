import { frameEn } from "~/lib/i18n/messages/frame/en";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { paletteColorNames, ServiceForm } from "~/components/ServiceForm";
import { Category, categoryTitleKeys, defaultRowOrder } from "~/data/categories";
import { maxServices } from "~/lib/setup/service-rules";
import { servicePalette, type ServiceDraft } from "~/lib/setup/services";
import { renderWithMantine } from "../support/render";

function renderForm(props: { editing?: ServiceDraft; serviceCount?: number } = {}) {
  const onSubmit = vi.fn<(draft: ServiceDraft) => void>();
  const onCancel = vi.fn<() => void>();
  renderWithMantine(<ServiceForm serviceCount={props.serviceCount ?? 0} editing={props.editing} onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByRole("textbox", { name: label }), { target: { value } });
}

function errorOf(field: HTMLElement): string | null {
  if (field.getAttribute("aria-invalid") !== "true") return null;
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return document.getElementById(ids[0] ?? "")?.textContent ?? null;
}

describe("ServiceForm", () => {
  it("starts empty, in My Services, with the automatic colour, and offers every row", () => {
    renderForm();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveProperty("value", "");
    expect(screen.getByRole("textbox", { name: "Address" })).toHaveProperty("value", "");
    const category = screen.getByRole("combobox", { name: "Category" });
    expect(
      within(category)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(defaultRowOrder.map((choice) => frameEn[categoryTitleKeys[choice]]));
    expect(category).toHaveProperty("value", String(Category.MyServices));
    expect(screen.getByRole("radio", { name: "Automatic" })).toHaveProperty("checked", true);
    expect(screen.getByRole("button", { name: "Add" })).toBeTruthy();
  });

  it("names every palette colour once", () => {
    renderForm();
    const names = screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent);
    expect(names).toEqual(["Automatic", "Blue", "Green", "Purple", "Red", "Teal", "Pink", "Brown", "Slate"]);
    expect(new Set(Object.values(paletteColorNames)).size).toBe(servicePalette.length);
  });

  it("submits the cleaned name, the normalised address, the row and the chosen colour", () => {
    const { onSubmit } = renderForm();
    type("Name", "  Home \u202EPlex  ");
    type("Address", "plex.example.com:32400/web");
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), { target: { value: String(Category.Personal) } });
    fireEvent.click(screen.getByRole("radio", { name: "Green" }));
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: "Home Plex",
      url: "http://plex.example.com:32400/web",
      category: Category.Personal,
      color: servicePalette.indexOf("#2e7d32"),
    });
  });

  it("goes back to the derived colour with Automatic", () => {
    const { onSubmit } = renderForm({ editing: { name: "Kino", url: "https://kino.example/", category: Category.MyServices, color: 3 } });
    expect(screen.getByRole("radio", { name: "Red" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("radio", { name: "Automatic" }));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: "Kino",
      url: "https://kino.example/",
      category: Category.MyServices,
      color: null,
    });
  });

  it("says in words under each field what is wrong, and submits nothing", () => {
    const { onSubmit } = renderForm();
    type("Name", " \u202E ");
    type("Address", "javascript:alert(1)");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole("textbox", { name: "Name" });
    const address = screen.getByRole("textbox", { name: "Address" });
    expect(errorOf(name)).toBe("Enter a name");
    expect(errorOf(address)).toBe("Only web addresses starting with http:// or https:// can be added");
    expect(document.activeElement).toBe(name);

    type("Name", "Plex");
    expect(errorOf(name)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(document.activeElement).toBe(address);
    type("Address", "exa mple.com");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(errorOf(address)).toBe("This is not a web address; check the spelling of the site's name");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("edits a service with its saved values and offers Save changes and Cancel", () => {
    const { onSubmit, onCancel } = renderForm({
      editing: { name: "NAS", url: "http://nas.example/", category: Category.Utility, color: null },
      serviceCount: maxServices,
    });
    expect(screen.getByRole("form", { name: "Edit NAS" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveProperty("value", "NAS");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveProperty("value", String(Category.Utility));
    type("Name", "Storage");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: "Storage",
      url: "http://nas.example/",
      category: Category.Utility,
      color: null,
    });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it(`refuses a new service once there are ${maxServices}, and says so`, () => {
    const { onSubmit } = renderForm({ serviceCount: maxServices });
    expect(screen.getByText("You have 20 services, the most ParkPlay keeps. Remove one to add another.")).toBeTruthy();
    type("Name", "One more");
    type("Address", "example.com");
    const add = screen.getByRole("button", { name: "Add" });
    expect(add).toHaveProperty("disabled", true);
    fireEvent.submit(add.closest("form") ?? add);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(`adds the ${maxServices}th service`, () => {
    const { onSubmit } = renderForm({ serviceCount: maxServices - 1 });
    expect(screen.queryByText(/the most ParkPlay keeps/)).toBeNull();
    type("Name", "Last");
    type("Address", "example.com");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("closes on Escape without letting the key reach the settings dialog", () => {
    const { onCancel } = renderForm();
    const escape = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    screen.getByRole("textbox", { name: "Name" }).dispatchEvent(escape);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(escape.defaultPrevented).toBe(true);
  });
});
