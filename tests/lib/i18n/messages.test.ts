/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { languages } from "~/lib/i18n/languages";

/** The placeholder names in a message template ("{count} hidden"), sorted: formatMessage fills each by its name. */
function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g)].map((match) => match[1] ?? ""))].sort();
}

// Every message module: app/lib/i18n/messages/<section>/<language>.ts exports <section in camelCase><Language>, e.g. frameDe.
const modules: Record<string, Record<string, unknown>> = import.meta.glob("../../../app/lib/i18n/messages/*/*.ts", { eager: true });

function camelCase(folder: string): string {
  return folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

interface SectionModule {
  section: string;
  language: string;
  messages: Record<string, unknown>;
}

const sectionModules: SectionModule[] = Object.entries(modules).flatMap(([path, exports]) => {
  // Language modules only: a section's load.ts sits beside them.
  const match = /\/messages\/([a-z-]+)\/([a-z]{2})\.ts$/.exec(path);
  if (match === null) return [];
  const [, section = "", language = ""] = match;
  const exportName = `${camelCase(section)}${language.charAt(0).toUpperCase()}${language.slice(1)}`;
  const messages = exports[exportName];
  if (typeof messages !== "object" || messages === null) throw new Error(`${path} does not export ${exportName}`);
  return [{ section, language, messages: { ...messages } }];
});

const sections = [...new Set(sectionModules.map((module) => module.section))];

function messagesOf(section: string, language: string): Record<string, unknown> | undefined {
  return sectionModules.find((module) => module.section === section && module.language === language)?.messages;
}

describe("message catalogues", () => {
  it("has the frame and every section in all eight languages, and no other language", () => {
    expect(sections).toContain("frame");
    for (const section of sections) {
      const found = sectionModules.filter((module) => module.section === section).map((module) => module.language);
      expect(found.sort(), section).toEqual([...languages].sort());
    }
  });

  describe.each(sections)("%s", (section) => {
    const english = messagesOf(section, "en") ?? {};

    it("has only non-empty string messages in English", () => {
      expect(Object.keys(english).length).toBeGreaterThan(0);
      for (const [key, value] of Object.entries(english)) expect(typeof value === "string" && value.trim() !== "", key).toBe(true);
    });

    it.each(languages.filter((language) => language !== "en"))(
      "has every English key in %s, no other, with the same placeholders",
      (language) => {
        const translated = messagesOf(section, language) ?? {};
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, template] of Object.entries(english)) {
          const value = translated[key];
          expect(typeof value === "string" && value.trim() !== "", `${language} ${key}`).toBe(true);
          expect(placeholdersOf(String(value)), `${language} ${key}`).toEqual(placeholdersOf(String(template)));
        }
      },
    );
  });
});
