// @vitest-environment node
// The Sec-CH-Prefers-Color-Scheme client hint: "dark" or "light", quoted or not, as the browser fills it; anything else is no hint.
import { describe, expect, it } from "vitest";
import { parseColorSchemeHint } from "~/lib/display/color-scheme-hint.server";
import { documentColorScheme } from "~/lib/display/display";

describe("parseColorSchemeHint", () => {
  it("reads the two values as Chromium sends them (tokens) and as the spec quotes them, around optional whitespace", () => {
    expect(parseColorSchemeHint("dark")).toEqual({ scheme: "dark", problem: null });
    expect(parseColorSchemeHint("light")).toEqual({ scheme: "light", problem: null });
    expect(parseColorSchemeHint('"dark"')).toEqual({ scheme: "dark", problem: null });
    expect(parseColorSchemeHint(' "light" ')).toEqual({ scheme: "light", problem: null });
  });

  it("reads no header as no hint, without a problem", () => {
    expect(parseColorSchemeHint(null)).toEqual({ scheme: null, problem: null });
  });

  it("reads anything else as no hint, and reports it", () => {
    for (const header of [
      "'light'",
      '"Dark"',
      "no-preference",
      '"dark", "light"',
      "",
      "__proto__",
      "constructor",
      '"' + "x".repeat(10_000) + '"',
    ]) {
      expect(parseColorSchemeHint(header)).toEqual({ scheme: null, problem: "unknown_value" });
    }
  });
});

describe("documentColorScheme", () => {
  it("renders a chosen scheme whatever the hint says", () => {
    expect(documentColorScheme("dark", "light")).toBe("dark");
    expect(documentColorScheme("light", "dark")).toBe("light");
    expect(documentColorScheme("light", null)).toBe("light");
  });

  it("renders an automatic theme in the hinted scheme, and as 'auto' for the CSS to resolve without one", () => {
    expect(documentColorScheme("auto", "light")).toBe("light");
    expect(documentColorScheme("auto", "dark")).toBe("dark");
    expect(documentColorScheme("auto", null)).toBe("auto");
  });
});
