import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { LocaleTab } from "~/components/settings/locale/LocaleTab";
import { regions } from "~/data/regions";
import { languageNames } from "~/lib/i18n/language-names";
import { languages, type LocaleChoice } from "~/lib/i18n/languages";
import { settingsEn } from "~/generated/i18n/settings/en";
import { nothingSaved, renderWithPreferences } from "../../../support/preferences";

/** Renders the tab for a page in English for the US (renderWithMantine's locale), and waits for its strings. */
async function renderLocaleTab(choice: LocaleChoice = { language: null, region: null }) {
  const harness = renderWithPreferences(
    <Suspense fallback={null}>
      <LocaleTab saved={false} refusal={null} />
    </Suspense>,
    { ...nothingSaved, tipDismissed: true, ...choice },
  );
  await screen.findByRole("heading", { name: "Language and Region" });
  return {
    ...harness,
    language: screen.getByRole("combobox", { name: "Language" }),
    region: screen.getByRole("combobox", { name: "Region" }),
  };
}

/** The text of the option a select shows as chosen. */
function chosenOption(select: HTMLElement): string {
  return within(select).getByRole("option", { selected: true }).textContent ?? "";
}

function optionTexts(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
}

describe("LocaleTab", () => {
  it("offers Automatic, naming what the car's settings give now, then every language in its own words", async () => {
    const { language } = await renderLocaleTab();
    expect(optionTexts(language)).toEqual(["Automatic (English)", ...languages.map((code) => languageNames[code])]);
    expect(chosenOption(language)).toBe("Automatic (English)");
    expect(within(language).getByRole("option", { name: "Deutsch" }).getAttribute("lang")).toBe("de");
  });

  it("offers Automatic, then every region by its name in the page's language", async () => {
    const { region } = await renderLocaleTab();
    expect(optionTexts(region)).toEqual(["Automatic (United States)", ...regions.map((code) => settingsEn[`region.${code}`])]);
    expect(optionTexts(region)).toContain("United Kingdom");
    expect(chosenOption(region)).toBe("Automatic (United States)");
  });

  it("shows a stored choice as selected, and plain Automatic beside it", async () => {
    const { language, region } = await renderLocaleTab({ language: "fr", region: "ca" });
    expect(chosenOption(language)).toBe("Français");
    expect(chosenOption(region)).toBe("Canada");
    expect(optionTexts(language)[0]).toBe("Automatic");
    expect(optionTexts(region)[0]).toBe("Automatic");
  });

  it("sends a chosen language to the preferences action at once, and shows it chosen meanwhile", async () => {
    const { language, posts, saved } = await renderLocaleTab();
    fireEvent.change(language, { target: { value: "de" } });
    expect(chosenOption(language)).toBe("Deutsch");
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(Object.fromEntries(posts[0] ?? [])).toEqual({ intent: "locale", language: "de", region: "", changeId: expect.any(String) });
    await waitFor(() => expect(saved().language).toBe("de"));
    expect(chosenOption(language)).toBe("Deutsch");
    expect(optionTexts(language)[0]).toBe("Automatic");
    expect(screen.getByRole("status").textContent).toBe("Language and region saved.");
  });

  it("sends a chosen region, and Automatic forgets it again", async () => {
    const { region, posts, saved } = await renderLocaleTab();
    fireEvent.change(region, { target: { value: "uk" } });
    await waitFor(() => expect(saved().region).toBe("uk"));
    fireEvent.change(region, { target: { value: "" } });
    expect(chosenOption(region)).toBe("Automatic (United States)");
    await waitFor(() => expect(posts).toHaveLength(2));
    await waitFor(() => expect(saved().region).toBeNull());
  });

  it("shows Apply only until the page is hydrated (a form post without JavaScript)", async () => {
    await renderLocaleTab();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });
});
