// @vitest-environment node
// Every preferences form's schema against what a hostile client can post: prototype names, huge strings, script addresses,
// ids no region has and languages ParkPlay does not speak. A refusal names the field; nothing throws.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { Category } from "~/data/categories";
import { preferenceFormSchema } from "~/lib/preferences/forms/schemas";

const hundredKilobytes = "x".repeat(100 * 1024);

function form(fields: readonly (readonly [string, string])[]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

function parse(fields: readonly (readonly [string, string])[]) {
  return parseWithZod(form(fields), { schema: preferenceFormSchema });
}

/** What a valid form reads as. */
function read(fields: readonly (readonly [string, string])[]) {
  const submission = parse(fields);
  if (submission.status !== "success") throw new Error(`refused: ${JSON.stringify(submission.error)}`);
  return submission.value;
}

/** The fields a refused form names, in order. */
function refusedFields(fields: readonly (readonly [string, string])[]): string[] {
  const submission = parse(fields);
  if (submission.status === "success") throw new Error("the form was read, not refused");
  return Object.entries(submission.error ?? {})
    .filter(([, messages]) => messages !== null)
    .map(([name]) => name);
}

const service = [
  ["intent", "add-service"],
  ["name", "Home Plex"],
  ["url", "plex.example.com:32400/web"],
  ["category", String(Category.MyServices)],
  ["color", ""],
] as const;

function withField(fields: readonly (readonly [string, string])[], name: string, value: string) {
  return [...fields.filter(([field]) => field !== name), [name, value] as const];
}

describe("preference forms", () => {
  it("read a valid service: the name cleaned, the address normalised, the row a number, Automatic as no colour", () => {
    expect(read(withField(service, "name", "  Home \u202EPlex  "))).toEqual({
      intent: "add-service",
      name: "Home Plex",
      url: "http://plex.example.com:32400/web",
      category: Category.MyServices,
    });
  });

  it.each([
    ["a javascript: address", "url", "javascript:alert(1)"],
    ["a data: address", "url", "data:text/html,<script>alert(1)</script>"],
    ["an address of 100 KB", "url", `https://example.com/${hundredKilobytes}`],
    ["a name of 100 KB", "name", hundredKilobytes],
    ["a name of only control characters", "name", "\u0000\u202E\u0007"],
    ["a row no dashboard has", "category", "42"],
    ["a row that is not a number", "category", "__proto__"],
    ["a colour outside the palette", "color", "8"],
    ["a colour that is not a whole number", "color", "1.5"],
  ])("refuse %s, naming the field", (_name, field, value) => {
    expect(refusedFields(withField(service, field, value))).toEqual([field]);
  });

  it("refuses an own-service id of the wrong form, and an edit without one", () => {
    expect(refusedFields([...withField(service, "intent", "add-service"), ["id", "__proto__"]])).toEqual(["id"]);
    expect(refusedFields(withField(service, "intent", "edit-service"))).toEqual(["id"]);
    expect(
      refusedFields([
        ["intent", "remove-service"],
        ["id", "_ab12'; DROP"],
      ]),
    ).toEqual(["id"]);
  });

  it("reads the sources a form listed and those left checked, and refuses ids no region has", () => {
    const valid = read([
      ["intent", "sources"],
      ["listed", "youtube"],
      ["listed", "netflix"],
      ["shown", "netflix"],
    ]);
    expect(valid).toEqual({ intent: "sources", listed: ["youtube", "netflix"], shown: ["netflix"] });
    expect(
      refusedFields([
        ["intent", "sources"],
        ["listed", "youtube"],
        ["listed", "__proto__"],
      ]),
    ).toEqual(["listed[1]"]);
    expect(
      refusedFields([
        ["intent", "sources"],
        ["listed", "youtube"],
        ["shown", "myspace"],
      ]),
    ).toEqual(["shown[0]", "shown"]);
  });

  it("refuses a checked source the form did not list, and a list of 100 KB", () => {
    expect(
      refusedFields([
        ["intent", "sources"],
        ["listed", "youtube"],
        ["shown", "netflix"],
      ]),
    ).toEqual(["shown"]);
    expect(refusedFields([["intent", "sources"], ...Array.from({ length: 401 }, () => ["listed", "youtube"] as const)])).toEqual([
      "listed",
    ]);
    expect(
      refusedFields([
        ["intent", "sources"],
        ["listed", hundredKilobytes],
      ]),
    ).toEqual(["listed[0]"]);
  });

  it("reads a language and region, empty as Automatic, and refuses ones ParkPlay does not have", () => {
    const valid = read([
      ["intent", "locale"],
      ["language", "de"],
      ["region", ""],
    ]);
    expect(valid).toEqual({ intent: "locale", language: "de" });
    expect(
      refusedFields([
        ["intent", "locale"],
        ["language", "klingon"],
      ]),
    ).toEqual(["language"]);
    expect(
      refusedFields([
        ["intent", "locale"],
        ["language", "__proto__"],
      ]),
    ).toEqual(["language"]);
    expect(
      refusedFields([
        ["intent", "locale"],
        ["region", "mars"],
      ]),
    ).toEqual(["region"]);
    expect(
      refusedFields([
        ["intent", "locale"],
        ["language", hundredKilobytes],
      ]),
    ).toEqual(["language"]);
  });

  it("reads a theme and a card size, either alone, and refuses ones ParkPlay does not have", () => {
    expect(
      read([
        ["intent", "display"],
        ["theme", "auto"],
        ["cardSize", "large"],
      ]),
    ).toEqual({ intent: "display", theme: "auto", cardSize: "large" });
    expect(
      read([
        ["intent", "display"],
        ["cardSize", "compact"],
      ]),
    ).toEqual({ intent: "display", cardSize: "compact" });
    for (const [field, value] of [
      ["theme", "sepia"],
      ["theme", "__proto__"],
      ["theme", hundredKilobytes],
      ["cardSize", "huge"],
      ["cardSize", "Standard"],
    ] as const) {
      expect(
        refusedFields([
          ["intent", "display"],
          [field, value],
        ]),
      ).toEqual([field]);
    }
  });

  it("reads an order of rows and cards, and refuses an unknown card or row", () => {
    const valid = read([
      ["intent", "order"],
      ["rows", String(Category.Gaming)],
      ["cards", "netflix"],
      ["cards", "_hp01"],
    ]);
    expect(valid).toEqual({ intent: "order", rows: [Category.Gaming], cards: ["netflix", "_hp01"] });
    expect(
      refusedFields([
        ["intent", "order"],
        ["cards", "constructor"],
      ]),
    ).toEqual(["cards[0]"]);
    expect(
      refusedFields([
        ["intent", "order"],
        ["rows", "99"],
      ]),
    ).toEqual(["rows[0]"]);
  });

  it("takes a backup's stored texts as text, whatever they hold, up to their limits", () => {
    expect(
      read([
        ["intent", "restore"],
        ["hiddenSources", '{"__proto__":"","youtube":""}'],
        ["setup", "not json"],
        ["language", "klingon"],
      ]),
    ).toEqual({ intent: "restore", hiddenSources: '{"__proto__":"","youtube":""}', setup: "not json", language: "klingon" });
    expect(
      refusedFields([
        ["intent", "restore"],
        ["setup", hundredKilobytes],
      ]),
    ).toEqual(["setup"]);
    expect(
      refusedFields([
        ["intent", "restore"],
        ["hiddenSources", hundredKilobytes],
      ]),
    ).toEqual(["hiddenSources"]);
  });

  it("refuses an unknown intent and a form without one, and never lets a field name reach the prototype", () => {
    expect(refusedFields([["intent", "delete-everything"]])).toEqual(["intent"]);
    expect(refusedFields([["name", "x"]])).toEqual(["intent"]);
    const polluted = read([
      ["intent", "dismiss-tip"],
      ["__proto__.polluted", "yes"],
      ["constructor.prototype.polluted", "yes"],
      ["__proto__[polluted]", "yes"],
    ]);
    expect(polluted).toEqual({ intent: "dismiss-tip" });
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("knows where a post without JavaScript goes next, and nothing else", () => {
    expect(
      parse([
        ["intent", "dismiss-tip"],
        ["after", "dashboard"],
      ]).status,
    ).toBe("success");
    expect(
      refusedFields([
        ["intent", "dismiss-tip"],
        ["after", "https://evil.example/"],
      ]),
    ).toEqual(["after"]);
  });
});
