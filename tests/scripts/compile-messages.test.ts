import { describe, expect, it } from "vitest";
import { compileArea, MessageError, pluralCategoriesOf } from "../../scripts/compile-messages";

function problemsOf(sources: Record<string, Record<string, unknown>>): readonly string[] {
  try {
    compileArea("toolbar", new Map(Object.entries(sources)), "en");
  } catch (error) {
    if (error instanceof MessageError) return error.problems;
    throw error;
  }
  return [];
}

const english = {
  title: "Settings",
  hidden: "{count, plural, one {# source hidden} other {# sources hidden}}",
  moved: "{name} moved to row {position}",
};

describe("compileArea", () => {
  it("compiles plain text to a string, placeholders to parts, and a plural to its forms", () => {
    const { messages, shapes } = compileArea(
      "toolbar",
      new Map([
        ["en", english],
        [
          "pl",
          {
            title: "Ustawienia",
            hidden: "{count, plural, one {# ukryte} few {# ukryte} many {# ukrytych} other {# ukrytego}}",
            moved: "{name}: rząd {position}",
          },
        ],
      ]),
      "en",
    );
    expect(messages.get("en")?.get("title")).toBe("Settings");
    expect(messages.get("en")?.get("moved")).toBe("{name} moved to row {position}");
    expect(messages.get("pl")?.get("hidden")).toEqual([
      ["count", { one: "{#} ukryte", few: "{#} ukryte", many: "{#} ukrytych", other: "{#} ukrytego" }],
    ]);
    expect([...(shapes.get("hidden") ?? [])]).toEqual([["count", "count"]]);
    expect([...(shapes.get("moved") ?? [])]).toEqual([
      ["name", "value"],
      ["position", "value"],
    ]);
  });

  it("folds a plural whose forms all read the same into the number alone", () => {
    const { messages } = compileArea("toolbar", new Map([["en", { hidden: "{count, plural, one {# Hidden} other {# Hidden}}" }]]), "en");
    expect(messages.get("en")?.get("hidden")).toBe("{count} Hidden");
  });

  it("keeps an exact-value form (=0) as a real plural", () => {
    const { messages } = compileArea(
      "toolbar",
      new Map([["en", { hidden: "{count, plural, =0 {None hidden} one {# hidden} other {# hidden}}" }]]),
      "en",
    );
    expect(messages.get("en")?.get("hidden")).toEqual([["count", { "=0": "None hidden", one: "{#} hidden", other: "{#} hidden" }]]);
  });

  it("lists every missing and extra key, by language", () => {
    expect(problemsOf({ en: english, de: { title: "Einstellungen", moved: "{name} in Reihe {position}", extra: "Zusatz" } })).toEqual([
      'toolbar/de: missing "hidden"',
      'toolbar/de: "extra" is not an English key',
    ]);
  });

  it("refuses a placeholder renamed, dropped or added, and a plural turned into a plain placeholder", () => {
    const problems = problemsOf({
      en: english,
      fr: { title: "Réglages {count}", hidden: "{count} masqués", moved: "{nom} déplacé" },
    });
    expect(problems).toEqual([
      'toolbar/fr: "title" has placeholders count, English has none',
      'toolbar/fr: "hidden" has placeholders count, English has count (plural)',
      'toolbar/fr: "moved" has placeholders nom, English has name, position',
    ]);
  });

  it("asks each language for exactly its own CLDR plural forms", () => {
    expect(pluralCategoriesOf("ar")).toEqual(["few", "many", "one", "other", "two", "zero"]);
    expect(pluralCategoriesOf("ja")).toEqual(["other"]);
    const problems = problemsOf({
      en: { hidden: english.hidden },
      ar: { hidden: "{count, plural, one {مصدر واحد مخفي} other {# مصادر مخفية}}" },
      ja: { hidden: "{count, plural, one {# 件} other {# 件非表示}}" },
    });
    expect(problems).toEqual([
      'toolbar/ar: "hidden" {count}: plural forms "one other", ar needs "few many one other two zero"',
      'toolbar/ja: "hidden" {count}: plural forms "one other", ja needs "other"',
    ]);
  });

  it("refuses broken syntax, empty messages and ICU features the runtime does not format", () => {
    const problems = problemsOf({
      en: { a: "A", b: "B", c: "C", d: "D", e: "E" },
      de: { a: "{unclosed", b: " ", c: "{kind, select, car {Auto} other {Sonst}}", d: "<b>D</b>", e: "'{'Klammer'}'" },
    });
    expect(problems[0]).toMatch(/^toolbar\/de: "a" does not parse as ICU MessageFormat/);
    expect(problems.slice(1)).toEqual([
      'toolbar/de: "b" is empty',
      'toolbar/de: "c" {kind}: only placeholders and plurals are supported',
      'toolbar/de: "d" <b>: only placeholders and plurals are supported',
      'toolbar/de: "e" has a literal brace, which the compiled form cannot tell from a placeholder',
    ]);
  });
});
