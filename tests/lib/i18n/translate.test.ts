import { describe, expect, it } from "vitest";
import { frameAr } from "~/generated/i18n/frame/ar";
import { frameEn } from "~/generated/i18n/frame/en";
import { framePl } from "~/generated/i18n/frame/pl";
import { settingsAr } from "~/generated/i18n/settings/ar";
import { frameCatalogue } from "~/generated/i18n/frame/catalogue.server";
import { languages } from "~/lib/i18n/languages";
import { createTranslator, formatMessage } from "~/lib/i18n/translate";

describe("formatMessage", () => {
  it("gives each of Arabic's six plural forms its own words: 0, 1, 2, 3, 11 and 100", () => {
    const t = createTranslator(frameAr, "ar");
    const hidden = [0, 1, 2, 3, 11, 100].map((count) => t("toolbar.hiddenCount", { count }));
    // Six counts, six different sentences: zero, one, two, few (3–10), many (11–99), other (100…).
    expect(new Set(hidden).size).toBe(6);
    // Western digits in every language, so the worker's and the car browser's text always agree.
    expect(hidden[3]).toContain("3");
    expect(hidden[4]).toContain("11");
    expect(hidden[5]).toContain("100");
    const summary = createTranslator(settingsAr, "ar");
    expect(new Set([0, 1, 2, 3, 11, 100].map((count) => summary("summary.hidden", { count }))).size).toBe(6);
  });

  it("reads '3 Hidden' right in Polish: one, few and many take different endings", () => {
    const t = createTranslator(framePl, "pl");
    const [one, few, many] = [1, 3, 5].map((count) => t("toolbar.hiddenCount", { count }));
    expect(one).toMatch(/^1 /);
    expect(few).toMatch(/^3 /);
    expect(many).toMatch(/^5 /);
    expect(new Set([few?.slice(2), many?.slice(2)]).size).toBe(2);
  });

  it("writes numbers the language's way, with Western digits", () => {
    expect(formatMessage("{count}", { count: 12345 }, "de")).toBe("12.345");
    expect(formatMessage("{count}", { count: 12345 }, "ar")).toMatch(/^12.345$/u);
  });

  it("isolates a name inside a right-to-left sentence, and leaves left-to-right ones alone", () => {
    expect(formatMessage("نقل {name}", { name: "Disney+" }, "ar")).toBe("نقل \u2068Disney+\u2069");
    expect(formatMessage("Move {name}", { name: "Disney+" }, "en")).toBe("Move Disney+");
  });

  it("prefers an exact form (=0) to the category, and shows a missing value as its placeholder", () => {
    const message = [["count", { "=0": "None hidden", one: "{#} hidden", other: "{#} hidden" }]] as const;
    expect(formatMessage(message, { count: 0 }, "en")).toBe("None hidden");
    expect(formatMessage(message, { count: 1 }, "en")).toBe("1 hidden");
    expect(formatMessage("Build {hash}", {}, "en")).toBe("Build {hash}");
  });

  it("has the frame in all sixteen languages, each turning a count into words", () => {
    expect(Object.keys(frameCatalogue).sort()).toEqual([...languages].sort());
    for (const language of languages) {
      const t = createTranslator(frameCatalogue[language], language);
      expect(t("toolbar.hiddenCount", { count: 3 }), language).toContain("3");
      expect(t("toolbar.hiddenCount", { count: 3 }), language).not.toContain("{");
    }
    expect(createTranslator(frameEn, "en")("toolbar.hiddenCount", { count: 3 })).toBe("3 Hidden");
  });
});
