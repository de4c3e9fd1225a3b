import { describe, expect, it } from "vitest";
import { completeCatalogueEntries } from "~/lib/catalogue/complete";
import { Category } from "~/data/categories";
import { sourceIds } from "~/data/sources";
import { moveRow, reorderRowCards } from "~/lib/preferences/setup/order";
import { defaultRows } from "~/lib/preferences/setup/rows";
import { maxServices } from "~/lib/preferences/setup/service-rules";
import type { CustomService } from "~/lib/preferences/setup/services";
import { defaultLaunchChoices } from "~/lib/links/launch-choices";
import {
  parseBackup,
  parseSetup,
  readSetupValue,
  serializeBackup,
  serializeSetup,
  automaticLocale,
  defaultBackupChoices,
  type ReadSetup,
  type Setup,
} from "~/lib/preferences/stored/setup-format";
import { emptySetup } from "../../../support/setups";

const plex: CustomService = { id: "_plx1", name: "Home Plex", url: "https://plex.example.com/web", category: Category.Personal, color: 2 };
const garage: CustomService = { id: "_gar2", name: "Garage Door", url: "http://192.168.1.20/", category: Category.MyServices, color: null };
const services = [plex, garage];

/** Rows moved and cards reordered, the way the arrange mode stores them. */
function rearranged(): Setup["order"] {
  const rows = moveRow(
    defaultRows(services, completeCatalogueEntries),
    Category.Utility,
    [Category.MyServices, Category.Streaming, Category.Utility],
    -1,
  );
  const personal = rows.find((row) => row.category === Category.Personal);
  if (personal === undefined) throw new Error("no Personal row");
  return reorderRowCards(rows, Category.Personal, [...personal.cardIds].reverse());
}

const setup: Setup = { hiddenSourceIds: ["netflix", "espn"], services, order: rearranged() };

function readOf(value: unknown): Extract<ReadSetup, { kind: "read" }> {
  const result = readSetupValue(value);
  if (result.kind !== "read") throw new Error(`refused as ${result.problem}`);
  return result;
}

/** A valid service tuple with one field replaced. */
function tuple(overrides: Partial<Record<"id" | "name" | "url", unknown>> = {}, id = "_abcd"): unknown[] {
  return [overrides.id ?? id, overrides.name ?? "Music", overrides.url ?? "https://music.example.com/", Category.MyServices, 1];
}

describe("serializeSetup and parseSetup", () => {
  it("round-trips a setup with its hidden sources", () => {
    const text = serializeSetup(setup, true);
    expect(JSON.parse(text)).toMatchObject({ v: 1, h: ["netflix", "espn"] });
    expect(parseSetup(text, 64 * 1024)).toEqual({ kind: "read", setup, problems: [] });
  });

  it("round-trips a setup without its hidden sources where they travel on their own", () => {
    const text = serializeSetup(setup, false);
    expect(JSON.parse(text)).not.toHaveProperty("h");
    expect(parseSetup(text, 64 * 1024)).toEqual({ kind: "read", setup: { ...setup, hiddenSourceIds: [] }, problems: [] });
  });

  it("stores an untouched dashboard as the version alone and reads it back as the empty setup", () => {
    expect(serializeSetup(emptySetup, true)).toBe('{"v":1}');
    expect(parseSetup('{"v":1}', 100)).toEqual({ kind: "read", setup: emptySetup, problems: [] });
  });

  it("keeps the release's order as null rather than a stored copy of it", () => {
    const text = serializeSetup({ ...setup, order: defaultRows(services, completeCatalogueEntries) }, true);
    expect(JSON.parse(text)).not.toHaveProperty("r");
    expect(JSON.parse(text)).not.toHaveProperty("o");
    expect(readOf(JSON.parse(text)).setup.order).toBeNull();
  });
});

describe("format version", () => {
  it("refuses a newer version", () => {
    expect(parseSetup('{"v":2,"h":["netflix"]}', 1000)).toEqual({ kind: "refused", problem: "newer_version" });
  });

  it.each([['{"v":0}'], ['{"h":["netflix"]}'], ['{"v":"1"}'], ['{"v":null}']])("refuses %s as not a setup", (text) => {
    expect(parseSetup(text, 1000)).toEqual({ kind: "refused", problem: "wrong_shape" });
  });
});

describe("bad input", () => {
  it.each([["{"], [""], ["undefined"], ["{'v':1}"], ["v=1"]])("refuses %j as not JSON", (text) => {
    expect(parseSetup(text, 1000)).toEqual({ kind: "refused", problem: "not_json" });
  });

  it.each([["[]"], ["[1]"], ['"v"'], ["1"], ["null"], ["true"]])("refuses %s, which is no object, as the wrong shape", (text) => {
    expect(parseSetup(text, 1000)).toEqual({ kind: "refused", problem: "wrong_shape" });
  });

  it("refuses a value over the length limit unread", () => {
    const huge = JSON.stringify({ v: 1, s: [tuple({ name: "x".repeat(100 * 1024) })] });
    expect(parseSetup(huge, 64 * 1024)).toEqual({ kind: "refused", problem: "too_long" });
    expect(parseSetup(" ".repeat(100 * 1024), 64 * 1024)).toEqual({ kind: "refused", problem: "too_long" });
  });

  it("keeps the other parts when one is a string or an object where a list belongs", () => {
    const result = readOf({ v: 1, h: "netflix", s: { 0: tuple() }, r: "6", o: 5 });
    expect(result.setup).toEqual(emptySetup);
    expect(result.problems).toEqual(["wrong_shape"]);

    const mixed = readOf({ v: 1, h: ["hulu"], s: "services" });
    expect(mixed.setup).toEqual({ ...emptySetup, hiddenSourceIds: ["hulu"] });
    expect(mixed.problems).toEqual(["wrong_shape"]);
  });

  it.each([
    ["four fields", ["_abcd", "Music", "https://music.example.com/", Category.MyServices]],
    ["six fields", [...tuple(), "extra"]],
    ["an object", { id: "_abcd", name: "Music", url: "https://music.example.com/", category: 6, color: 1 }],
    ["a string", "_abcd"],
  ])("drops a service given as %s", (_, entry) => {
    const result = readOf({ v: 1, s: [entry, tuple({}, "_efgh")] });
    expect(result.setup.services.map((service) => service.id)).toEqual(["_efgh"]);
    expect(result.problems).toContain("wrong_shape");
  });

  it("repairs an unknown category and colour without dropping the service", () => {
    const result = readOf({ v: 1, s: [["_abcd", "Music", "https://music.example.com/", 42, 99]] });
    expect(result.setup.services).toEqual([
      { id: "_abcd", name: "Music", url: "https://music.example.com/", category: Category.MyServices, color: null },
    ]);
    expect(result.problems).toEqual(["wrong_shape"]);
  });

  it("drops unknown source ids, rows and cards and keeps the known ones", () => {
    const result = readOf({ v: 1, h: ["netflix", "myspace", 7, "espn"], r: [5, 99, "x", 6], o: ["youtube", "nope", "_zzzz"] });
    expect(result.setup.hiddenSourceIds).toEqual(["netflix", "espn"]);
    expect(result.setup.order?.map((row) => row.category).slice(0, 2)).toEqual([Category.Utility, Category.MyServices]);
    expect(result.setup.order?.flatMap((row) => row.cardIds)).not.toContain("nope");
    expect(result.problems).toEqual(["unknown_ids"]);
  });

  it("takes no inherited name for an id, and pollutes nothing", () => {
    const text = `{"v":1,"__proto__":{"h":["netflix"]},"h":["__proto__","constructor","toString","hulu"],"s":[["__proto__","Evil","https://e.example.com/",6,1]],"o":["__proto__","hasOwnProperty"]}`;
    const result = parseSetup(text, 1000);
    expect(result).toEqual({ kind: "read", setup: { ...emptySetup, hiddenSourceIds: ["hulu"] }, problems: ["unknown_ids"] });
    expect(({} as Record<string, unknown>).h).toBeUndefined();
  });

  it("reads nothing from a __proto__ key that JSON.parse makes an own property", () => {
    expect(parseSetup('{"__proto__":{"v":1}}', 1000)).toEqual({ kind: "refused", problem: "wrong_shape" });
  });

  it.each([
    ["javascript:alert(1)"],
    ["JavaScript:alert(document.cookie)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["file:///etc/passwd"],
    ["ftp://files.example.com/"],
    ["not an address"],
    [""],
    [42],
    [`https://example.com/${"a".repeat(300)}`],
  ])("drops a service whose address is %j", (url) => {
    const result = readOf({ v: 1, s: [tuple({ url }), tuple({}, "_efgh")] });
    expect(result.setup.services.map((service) => service.id)).toEqual(["_efgh"]);
    expect(result.problems).toEqual(["bad_address"]);
  });

  it("keeps an address the normaliser rewrites, in its normal form", () => {
    const result = readOf({ v: 1, s: [tuple({ url: "HTTPS://Music.Example.com" })] });
    expect(result.setup.services[0]?.url).toBe("https://music.example.com/");
    expect(result.problems).toEqual(["bad_address"]);
  });

  it("keeps a name with HTML as plain text", () => {
    const name = '<img src=x onerror="alert(1)">';
    const result = readOf({ v: 1, s: [tuple({ name })] });
    expect(result.setup.services[0]?.name).toBe(name);
    expect(result.problems).toEqual([]);
  });

  it("strips bidi overrides and control characters from a name", () => {
    const result = readOf({ v: 1, s: [tuple({ name: "\u202eevil\u202c Plex\u0007" })] });
    expect(result.setup.services[0]?.name).toBe("evil Plex");
    expect(result.problems).toEqual(["bad_name"]);
  });

  it("drops a service whose name is empty once cleaned, or not a string", () => {
    const result = readOf({ v: 1, s: [tuple({ name: "\u202e\u2066 " }, "_aaaa"), tuple({ name: 5 }, "_bbbb"), tuple({}, "_cccc")] });
    expect(result.setup.services.map((service) => service.id)).toEqual(["_cccc"]);
    expect(result.problems).toEqual(["bad_name"]);
  });

  it("keeps the first 20 of more than 20 services", () => {
    const ids = Array.from({ length: 25 }, (_, index) => `_s${String(index).padStart(3, "0")}`);
    const result = readOf({ v: 1, s: ids.map((id) => tuple({}, id)) });
    expect(result.setup.services.map((service) => service.id)).toEqual(ids.slice(0, maxServices));
    expect(result.problems).toEqual(["too_many"]);
  });

  it("keeps the first of two services with the same id", () => {
    const result = readOf({ v: 1, s: [tuple({ name: "First" }), tuple({ name: "Second" })] });
    expect(result.setup.services.map((service) => service.name)).toEqual(["First"]);
    expect(result.problems).toEqual(["unknown_ids"]);
  });

  it("drops a service whose id is not an own-service id", () => {
    const result = readOf({ v: 1, s: [tuple({ id: "netflix" }), tuple({ id: "_ABCD" }), tuple({ id: 7 })] });
    expect(result.setup.services).toEqual([]);
    expect(result.problems).toEqual(["unknown_ids"]);
  });

  it("keeps every hidden id list in catalogue order, whatever order it came in", () => {
    const reversed = [...sourceIds].slice(0, 5).reverse();
    expect(readOf({ v: 1, h: reversed }).setup.hiddenSourceIds).toEqual(sourceIds.slice(0, 5));
  });
});

describe("launch modes in backups and setups sent from a phone (issue 22)", () => {
  const launch = { fullscreen: ["netflix", plex.id], outside: ["hulu"], everyCardFullscreen: true };

  it("travel as the optional field m, read back by parseBackup", () => {
    const text = serializeBackup(setup, { language: "de", region: null }, { ...defaultBackupChoices, launch });
    expect(JSON.parse(text)).toMatchObject({ m: `1~${plex.id}.netflix~hulu` });
    expect(parseBackup(text, 100_000)).toMatchObject({
      kind: "read",
      launch: { ...launch, fullscreen: [plex.id, "netflix"] },
      problems: [],
    });
  });

  it("are left out while every card is Automatic, and a reader from before them ignores them", () => {
    expect(JSON.parse(serializeBackup(setup, { language: null, region: null }, defaultBackupChoices))).not.toHaveProperty("m");
    const text = serializeBackup(setup, automaticLocale, { ...defaultBackupChoices, launch });
    expect(parseSetup(text, 100_000)).toEqual(parseSetup(serializeSetup(setup, true), 100_000));
  });

  it("drop unknown ids and a service the backup does not hold, and say so by kind", () => {
    const read = parseBackup(JSON.stringify({ v: 1, m: "0~netflix._zzzz.evil~hulu" }), 100_000);
    expect(read).toMatchObject({ kind: "read", launch: { fullscreen: ["netflix"], outside: ["hulu"], everyCardFullscreen: false } });
    expect(read.kind === "read" ? read.problems : []).toEqual(["launch_repaired"]);
    expect(parseBackup(JSON.stringify({ v: 1, m: { every: true } }), 100_000)).toMatchObject({
      launch: defaultLaunchChoices,
      problems: ["launch_repaired"],
    });
  });
});
