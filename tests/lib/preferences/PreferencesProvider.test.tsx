import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Category } from "~/data/categories";
import { applyFormData } from "~/lib/preferences/browser/form-changes";
import { preferenceIntents } from "~/lib/preferences/forms/intents";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { renderWithPreferences } from "../../support/preferences";

function addServiceForm(id: string, name: string): FormData {
  const form = new FormData();
  form.set("intent", preferenceIntents.addService);
  form.set("id", id);
  form.set("name", name);
  form.set("url", `https://${id.slice(1)}.example/`);
  form.set("category", String(Category.MyServices));
  return form;
}

/** Adds two services one after the other, and writes down the services' names of every render, as the page would draw them. */
function ServiceAdder({ rendered }: { rendered: string[][] }) {
  const { preferences, submit } = usePreferences();
  rendered.push(preferences.services.map((service) => service.name));
  return (
    <>
      <button type="button" onClick={() => submit(addServiceForm("_plex", "Home Plex"), applyFormData)}>
        Add Home Plex
      </button>
      <button type="button" onClick={() => submit(addServiceForm("_club", "Club TV"), applyFormData)}>
        Add Club TV
      </button>
      <output>{preferences.services.map((service) => service.name).join(", ")}</output>
    </>
  );
}

describe("PreferencesProvider", () => {
  it("never shows a change twice: the render that brings the saved preferences holding it no longer applies it on top", async () => {
    const rendered: string[][] = [];
    const { saved } = renderWithPreferences(<ServiceAdder rendered={rendered} />);
    fireEvent.click(screen.getByRole("button", { name: "Add Home Plex" }));
    fireEvent.click(screen.getByRole("button", { name: "Add Club TV" }));
    expect(screen.getByRole("status").textContent).toBe("Home Plex, Club TV");

    await waitFor(() => expect(saved().services.map((service) => service.name)).toEqual(["Home Plex", "Club TV"]));
    await waitFor(() => expect(rendered.at(-1)).toEqual(["Home Plex", "Club TV"]));
    expect(rendered.filter((names) => new Set(names).size !== names.length)).toEqual([]);
    expect(rendered.every((names) => names.length <= 2)).toBe(true);
  });
});
