import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Suspense, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { paletteColorKeys } from "~/components/settings/services/ServiceColorChoice";
import { ServiceForm } from "~/components/settings/services/ServiceForm";
import { Category, categoryTitleKeys, defaultRowOrder } from "~/data/categories";
import { FrameLanguageProvider } from "~/lib/i18n/frame";
import { frameDe } from "~/generated/i18n/frame/de";
import { frameEn } from "~/generated/i18n/frame/en";
import { maxServices } from "~/lib/preferences/setup/service-rules";
import { servicePalette, type CustomService, type ServiceDraft } from "~/lib/preferences/setup/services";
import { renderWithPreferences } from "../../../support/preferences";

interface FormProps {
  editing?: CustomService;
  serviceCount?: number;
  /** Wraps the form, e.g. in another language's frame; English for the US without it. */
  wrap?: (form: ReactElement) => ReactElement;
}

/** Renders the form once its messages have arrived: it suspends until the section's language chunk is loaded. */
async function renderForm({ editing, serviceCount = 0, wrap = (form) => form }: FormProps = {}) {
  const onSubmit = vi.fn<(draft: ServiceDraft) => void>();
  const onCancel = vi.fn<() => void>();
  const harness = renderWithPreferences(
    <Suspense fallback={null}>
      {wrap(<ServiceForm serviceCount={serviceCount} editing={editing} onSent={onSubmit} onCancel={onCancel} />)}
    </Suspense>,
  );
  await screen.findByRole("form");
  return { onSubmit, onCancel, ...harness };
}

function inGerman(form: ReactElement): ReactElement {
  return (
    <FrameLanguageProvider locale={{ language: "de", region: "dach" }} messages={frameDe}>
      {form}
    </FrameLanguageProvider>
  );
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
  it("starts empty, in My Services, with the automatic colour, and offers every row", async () => {
    await renderForm();
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

  it("names every palette colour once", async () => {
    await renderForm();
    const names = screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent);
    expect(names).toEqual(["Automatic", "Blue", "Green", "Purple", "Red", "Teal", "Pink", "Brown", "Slate"]);
    expect(new Set(Object.values(paletteColorKeys)).size).toBe(servicePalette.length);
  });

  it("submits the cleaned name, the normalised address, the row and the chosen colour", async () => {
    const { onSubmit, posts, saved } = await renderForm();
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
    // The action gets the form as typed and saves it by the same rules.
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.get("intent")).toBe("add-service");
    expect(posts[0]?.get("name")).toBe("  Home \u202EPlex  ");
    await waitFor(() =>
      expect(saved().services).toEqual([expect.objectContaining({ name: "Home Plex", url: "http://plex.example.com:32400/web" })]),
    );
  });

  it("goes back to the derived colour with Automatic", async () => {
    const { onSubmit } = await renderForm({
      editing: { id: "_kino", name: "Kino", url: "https://kino.example/", category: Category.MyServices, color: 3 },
    });
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

  it("says in words under each field what is wrong, and submits nothing", async () => {
    const { onSubmit } = await renderForm();
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

  it("edits a service with its saved values and offers Save changes and Cancel", async () => {
    const { onSubmit, onCancel } = await renderForm({
      editing: { id: "_nas1", name: "NAS", url: "http://nas.example/", category: Category.Utility, color: null },
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
    fireEvent.click(screen.getByRole("link", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it(`refuses a new service once there are ${maxServices}, and says so`, async () => {
    const { onSubmit } = await renderForm({ serviceCount: maxServices });
    expect(screen.getByText("You have 20 services, the most ParkPlay keeps. Remove one to add another.")).toBeTruthy();
    type("Name", "One more");
    type("Address", "example.com");
    const add = screen.getByRole("button", { name: "Add" });
    expect(add).toHaveProperty("disabled", true);
    fireEvent.submit(add.closest("form") ?? add);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(`adds the ${maxServices}th service`, async () => {
    const { onSubmit } = await renderForm({ serviceCount: maxServices - 1 });
    expect(screen.queryByText(/the most ParkPlay keeps/)).toBeNull();
    type("Name", "Last");
    type("Address", "example.com");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("speaks German with a German frame: labels, colour names, hints and errors", async () => {
    const { onSubmit } = await renderForm({ wrap: inGerman });
    expect(screen.getByRole("form", { name: "Dienst hinzufügen" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Kategorie" })).toHaveProperty("value", String(Category.MyServices));
    expect(screen.getByRole("option", { name: "Meine Dienste" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Automatisch" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Grün" })).toBeTruthy();
    expect(screen.getByText("Bis zu 32 Zeichen, steht auf der Kachel")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "Adresse" }), { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Hinzufügen" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(screen.getByRole("textbox", { name: "Name" }))).toBe("Geben Sie einen Namen ein");
    expect(errorOf(screen.getByRole("textbox", { name: "Adresse" }))).toBe(
      "Nur Webadressen, die mit http:// oder https:// beginnen, können hinzugefügt werden",
    );

    fireEvent.change(screen.getByRole("textbox", { name: "Adresse" }), { target: { value: `example.com/${"a".repeat(250)}` } });
    fireEvent.click(screen.getByRole("button", { name: "Hinzufügen" }));
    expect(errorOf(screen.getByRole("textbox", { name: "Adresse" }))).toBe("Webadressen dürfen höchstens 256 Zeichen lang sein");
  });

  it("says the limit in German, its number included", async () => {
    await renderForm({ wrap: inGerman, serviceCount: maxServices });
    expect(
      screen.getByText("Sie haben 20 Dienste, mehr speichert ParkPlay nicht. Entfernen Sie einen, um einen neuen hinzuzufügen."),
    ).toBeTruthy();
  });

  it("closes on Escape without letting the key reach the settings dialog", async () => {
    const { onCancel } = await renderForm();
    const escape = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    screen.getByRole("textbox", { name: "Name" }).dispatchEvent(escape);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(escape.defaultPrevented).toBe(true);
  });
});
