// Issue 31's languages as the server sends them: Settings in each language's own words at the address the settings
// button links to, the CJK languages' system fonts, and the right-to-left pages' markup in reading order (the browser keeps
// what is painted, mirrored and laid out, in Arabic and Japanese: e2e/right-to-left-and-cjk.spec.ts).
import { firstRowOf } from "../../test-support/first-row";
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { frameCatalogue } from "../../app/generated/i18n/frame/catalogue.server";
import { settingsImports } from "../../app/generated/i18n/settings/imports";
import { directionOf, systemFontsOf, type Language } from "../../app/lib/i18n/languages";
import { settingsTabs } from "../../app/lib/preferences/settings-tabs";
import { acceptLanguageFor } from "../../test-support/car-locales";
import { workerClient } from "./support/worker";

/** The languages issue 31 added. */
const newLanguages = ["ja", "ko", "zh-Hant", "tr", "pl", "he", "ar", "pt"] as const satisfies readonly Language[];
const rightToLeft = ["ar", "he"] as const satisfies readonly Language[];

async function openAs(language: Language, path: string) {
  const response = await workerClient({ "accept-language": acceptLanguageFor(language) }).get(path);
  expect(response.status).toBe(200);
  return { response, document: response.document() };
}

describe("Settings in each new language at the address the settings button links to, without JavaScript", () => {
  test.each(newLanguages)("%s: the address the settings button links to renders the dialog in the car's language", async (language) => {
    const messages = await settingsImports[language]();
    const { response, document } = await openAs(language, "/?settings");
    expect(response.headers.get("content-language")).toBe(language);
    expect(document.documentElement.getAttribute("lang")).toBe(language);
    expect(document.documentElement.getAttribute("dir")).toBe(directionOf(language));
    const body = within(document.body);
    const settingsLink = within(body.getByRole("banner")).getByRole("link", { name: frameCatalogue[language]["toolbar.settings"] });
    expect(settingsLink.getAttribute("href")).toBe("/?settings");

    const dialogElement = body.getByRole("dialog", { name: messages["dialog.title"] });
    const dialog = within(dialogElement);
    expect(dialog.getByRole("heading", { level: 2, name: messages["dialog.title"] })).toBeTruthy();
    const tabs = within(dialog.getByRole("tablist", { name: messages["tabs.label"] })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(settingsTabs.map((tab) => messages[`tab.${tab}`]));
    expect(dialog.getByRole("tab", { name: messages["tab.sources"], selected: true })).toBeTruthy();
    const panel = within(dialog.getByRole("tabpanel"));
    expect(panel.getByRole("heading", { level: 3, name: messages["visibility.title"] })).toBeTruthy();
    expect(panel.getByRole("button", { name: messages["visibility.save"] })).toBeTruthy();
    expect(dialog.getByRole("link", { name: messages["dialog.close"] })).toBeTruthy();
    // The first category's sources are listed under its title in the page's language.
    const { title, names } = firstRowOf(language);
    const [firstName] = names;
    if (firstName === undefined) throw new Error(`${title} has no sources`);
    expect(within(panel.getByRole("group", { name: title })).getByRole("checkbox", { name: firstName, checked: true })).toBeTruthy();
  });

  test.each(newLanguages)(
    "%s: Chinese, Japanese and Korean name their system fonts first; Korean keeps its words whole",
    async (language) => {
      const { document } = await openAs(language, "/?settings");
      const styles = [...document.head.querySelectorAll("style")].map((style) => style.textContent ?? "");
      const systemFonts = systemFontsOf(language);
      const fontRule = styles.find((css) => css.startsWith(":root{--mantine-font-family:"));
      if (systemFonts === null) expect(fontRule).toBeUndefined();
      else expect(fontRule).toBe(`:root{--mantine-font-family:${systemFonts};--mantine-font-family-headings:${systemFonts}}`);
      expect(styles.join("")).toContain(":lang(ko){word-break:keep-all}");
    },
  );
});

describe("right to left, in the markup", () => {
  test.each(rightToLeft)(
    "%s: the page is marked right to left, and its toolbar, wordmark and first row come in reading order",
    async (language) => {
      const frame = frameCatalogue[language];
      const { document } = await openAs(language, "/");
      expect(document.documentElement.getAttribute("dir")).toBe("rtl");
      const body = within(document.body);
      const toolbar = within(body.getByRole("banner"));
      // Custom URL comes first in the toolbar's markup, so the direction puts it at the start (the right), Settings at the end.
      const customUrl = toolbar.getByRole("button", { name: frame["toolbar.customUrl"] });
      const settings = toolbar.getByRole("link", { name: frame["toolbar.settings"] });
      expect(customUrl.compareDocumentPosition(settings) & 4 /* Node.DOCUMENT_POSITION_FOLLOWING */).toBe(4);
      // The wordmark is two Latin parts in their own order, which a right-to-left page must not swap.
      const wordmark = [...toolbar.getByRole("link", { name: frame["toolbar.home"] }).querySelectorAll("span span")];
      expect(wordmark.map((part) => part.textContent)).toEqual(["Park", "Play"]);
      // The first row's cards in catalogue order, under its title; the page's direction lays them from the right.
      const { title, names } = firstRowOf(language);
      const row = within(body.getByRole("region", { name: title }));
      expect(row.getByRole("heading", { level: 2, name: title })).toBeTruthy();
      expect(
        within(row.getByRole("list"))
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(names);
      expect(body.getByRole("note", { name: frame["tip.label"] })).toBeTruthy();
    },
  );
});
