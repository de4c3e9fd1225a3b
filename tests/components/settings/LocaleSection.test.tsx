import { fireEvent, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { LocaleSection } from "~/components/settings/LocaleSection";
import { regions } from "~/data/regions";
import { languageNames } from "~/lib/i18n/language-names";
import { languages, type LocaleChoice } from "~/lib/i18n/languages";
import { settingsEn } from "~/lib/i18n/messages/settings/en";
import { storageKeys } from "~/lib/preferences/format";
import { PreferencesProvider } from "~/lib/preferences/PreferencesProvider";
import { renderWithMantine } from "../../support/render";

/** Renders the section for a page in English for the US (renderWithMantine's locale), and waits for its strings. */
async function renderLocaleSection(choice: LocaleChoice = { language: null, region: null }) {
  renderWithMantine(
    <PreferencesProvider serverPreferences={{ hiddenSourceIds: [], tipDismissed: true, services: [], order: null, ...choice }}>
      <Suspense fallback={null}>
        <LocaleSection />
      </Suspense>
    </PreferencesProvider>,
  );
  await screen.findByRole("heading", { name: "Language and Region" });
  return {
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

function clearCookies() {
  for (const name of ["pp_lang", "pp_region"]) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

afterEach(() => {
  localStorage.clear();
  clearCookies();
});

describe("LocaleSection", () => {
  it("offers Automatic, naming what the car's settings give now, then every language in its own words", async () => {
    const { language } = await renderLocaleSection();
    expect(optionTexts(language)).toEqual(["Automatic (English)", ...languages.map((code) => languageNames[code])]);
    expect(chosenOption(language)).toBe("Automatic (English)");
    expect(within(language).getByRole("option", { name: "Deutsch" }).getAttribute("lang")).toBe("de");
  });

  it("offers Automatic, then every region by its name in the page's language", async () => {
    const { region } = await renderLocaleSection();
    expect(optionTexts(region)).toEqual(["Automatic (United States)", ...regions.map((code) => settingsEn[`region.${code}`])]);
    expect(optionTexts(region)).toContain("United Kingdom");
    expect(chosenOption(region)).toBe("Automatic (United States)");
  });

  it("shows a stored choice as selected, and plain Automatic beside it", async () => {
    const { language, region } = await renderLocaleSection({ language: "fr", region: "ca" });
    expect(chosenOption(language)).toBe("Français");
    expect(chosenOption(region)).toBe("Canada");
    expect(optionTexts(language)[0]).toBe("Automatic");
    expect(optionTexts(region)[0]).toBe("Automatic");
  });

  it("stores a chosen language in localStorage and its cookie at once", async () => {
    const { language } = await renderLocaleSection();
    fireEvent.change(language, { target: { value: "de" } });
    expect(chosenOption(language)).toBe("Deutsch");
    expect(localStorage.getItem(storageKeys.language)).toBe("de");
    expect(document.cookie).toContain("pp_lang=de");
    expect(optionTexts(language)[0]).toBe("Automatic");
  });

  it("stores a chosen region, and Automatic forgets it again", async () => {
    const { region } = await renderLocaleSection();
    fireEvent.change(region, { target: { value: "uk" } });
    expect(localStorage.getItem(storageKeys.region)).toBe("uk");
    expect(document.cookie).toContain("pp_region=uk");

    fireEvent.change(region, { target: { value: "" } });
    expect(chosenOption(region)).toBe("Automatic (United States)");
    expect(localStorage.getItem(storageKeys.region)).toBeNull();
    expect(document.cookie).not.toContain("pp_region=");
  });
});
