import { describe, expect, it } from "vitest";
import { isBackgroundSave } from "~/lib/preferences/forms/intents";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("isBackgroundSave", () => {
  it("is a preferences form the hydrated page sends without a target", () => {
    expect(isBackgroundSave(formOf({ intent: "display", theme: "light" }))).toBe(true);
    expect(isBackgroundSave(formOf({ intent: "dismiss-tip" }))).toBe(true);
  });

  it("is not a form posted as a navigation: with a target, the full-screen prompt's, or no preference at all", () => {
    expect(isBackgroundSave(formOf({ intent: "display", theme: "light", after: "tab" }))).toBe(false);
    expect(isBackgroundSave(formOf({ intent: "dismiss-fullscreen-prompt" }))).toBe(false);
    expect(isBackgroundSave(formOf({ intent: "open-fullscreen", from: "prompt" }))).toBe(false);
    expect(isBackgroundSave(new FormData())).toBe(false);
  });
});
