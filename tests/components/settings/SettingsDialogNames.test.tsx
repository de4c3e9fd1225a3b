// Issue 28 with JavaScript: each control of the dialog the page opens is named by its label alone, and described only by
// its hint, once the dialog is the modal a screen reader meets.
import { screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import SettingsDialog from "~/components/settings/SettingsDialog";
import { settingsEn } from "~/generated/i18n/settings/en";
import { settingsTabOf } from "~/lib/preferences/settings-tabs";
import { loadStylesheets } from "../../support/pairing";
import { nothingSaved, renderWithPreferences } from "../../support/preferences";
import { checkControlNames, settingsViews } from "../../support/settings-names";

describe("with JavaScript", () => {
  it.each(settingsViews)("$path ($setupName): each control is named by its label, and described only by its hint", async (view) => {
    const searchParams = new URL(view.path, "http://127.0.0.1").searchParams;
    const tab = settingsTabOf(searchParams);
    if (tab === null) throw new Error(`${view.path} opens no tab`);
    renderWithPreferences(
      <Suspense fallback={null}>
        <SettingsDialog
          tab={tab}
          searchParams={searchParams}
          serverBackupLink={null}
          refusal={null}
          onClose={() => undefined}
          onArrange={() => undefined}
        />
      </Suspense>,
      { ...nothingSaved, tipDismissed: true, ...view.setup },
    );
    // Each sheet is asked for when the part that needs it first renders: loaded as it appears, until the dialog shows.
    const dialog = await waitFor(() => {
      loadStylesheets();
      return screen.getByRole("dialog", { name: settingsEn["dialog.title"] });
    });
    await within(within(dialog).getByRole("tabpanel")).findByRole("heading", { level: 3 });
    // happy-dom knows no :modal; the dialog is the one useModalDialog opened with showModal().
    expect(dialog.hasAttribute("open")).toBe(true);
    const descriptions = view.descriptions(true);
    const { controls, misnamed, described } = checkControlNames(dialog, descriptions);
    expect(controls).toBeGreaterThan(0);
    expect(misnamed).toEqual([]);
    // Each expected description was met on a control, so a renamed control cannot slip past the check.
    expect(described).toEqual(new Set(Object.keys(descriptions)));
  });
});
