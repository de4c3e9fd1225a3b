// Issue 28 without JavaScript: each control of the dialog the worker renders for `/?settings=<tab>` is named by its label
// alone, and described only by its hint.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { settingsEn } from "../../app/generated/i18n/settings/en";
import { setupFixture } from "../../test-support/setups";
import { checkControlNames, settingsViews } from "../support/settings-names";
import { workerClient } from "./support/worker";

describe("without JavaScript", () => {
  test.each(settingsViews)("$path ($setupName): each control is named by its label, and described only by its hint", async (view) => {
    const client = workerClient();
    for (const [name, value] of Object.entries((await setupFixture(view.setup)).cookies)) client.cookies.set(name, value);
    const dialog = within((await client.get(view.path)).document().body).getByRole("dialog", { name: settingsEn["dialog.title"] });
    expect(within(within(dialog).getByRole("tabpanel")).getByRole("heading", { level: 3 })).toBeTruthy();
    const descriptions = view.descriptions(false);
    const { controls, misnamed, described } = checkControlNames(dialog, descriptions);
    expect(controls).toBeGreaterThan(0);
    expect(misnamed).toEqual([]);
    // Each expected description was met on a control, so a renamed control cannot slip past the check.
    expect(described).toEqual(new Set(Object.keys(descriptions)));
  });
});
