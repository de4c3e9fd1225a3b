import { describe, expect, it } from "vitest";
import { differsOnlyInSettingsView, settingsTabOf, settingsTabPath } from "~/lib/preferences/settings-tabs";

const tabOf = (search: string) => settingsTabOf(new URLSearchParams(search));

describe("settings tabs in the address", () => {
  it("open the dialog on the tab named, on Sources for none or an unknown one, and not at all without the parameter", () => {
    expect(tabOf("settings=services")).toBe("services");
    expect(tabOf("settings")).toBe("sources");
    expect(tabOf("settings=__proto__")).toBe("sources");
    expect(tabOf("settings=" + "x".repeat(10_000))).toBe("sources");
    expect(tabOf("")).toBeNull();
  });

  it("build a tab's address with its view parameters", () => {
    expect(settingsTabPath("services", { edit: "_ab12" })).toBe("/?settings=services&edit=_ab12");
  });

  it("tell a change of the dialog's view (no data to load) from any other change of address", () => {
    const url = (path: string) => new URL(path, "https://parkplay.example");
    expect(differsOnlyInSettingsView(url("/"), url("/?settings"))).toBe(true);
    expect(differsOnlyInSettingsView(url("/?settings=sources"), url("/?settings=services&add"))).toBe(true);
    expect(differsOnlyInSettingsView(url("/?settings=locale&saved=locale"), url("/"))).toBe(true);
    expect(differsOnlyInSettingsView(url("/"), url("/about?settings"))).toBe(false);
    expect(differsOnlyInSettingsView(url("/?index"), url("/"))).toBe(false);
    expect(differsOnlyInSettingsView(url("/?settings&x=1"), url("/?settings"))).toBe(false);
    expect(differsOnlyInSettingsView(url("/?settings=sources"), url("/?settings=sources"))).toBe(false);
  });
});
