// @vitest-environment node
import { describe, expect, it } from "vitest";
import { regions } from "../../app/data/regions.ts";
import { languages, mainRegions } from "../../app/lib/i18n/languages.ts";
import {
  budgetViolations,
  byteBudgets,
  findDocumentAssets,
  firstFlightBudgetFor,
  importedSpecifiers,
  localeVariants,
  maximalSetupName,
  type RouteBytes,
  withoutBuildStamps,
} from "../../test-support/byte-budgets.ts";

describe("importedSpecifiers", () => {
  const chunk =
    'import{a as b}from"/build/_shared/chunk-A.js";import"./side-effect.js";export{c}from"../c.js";const lazy=()=>import("/build/dialog.js");';

  it("finds static imports and re-exports, and dynamic imports only when asked", () => {
    expect(importedSpecifiers(chunk, false)).toEqual(["/build/_shared/chunk-A.js", "../c.js", "./side-effect.js"]);
    expect(importedSpecifiers(chunk, true)).toContain("/build/dialog.js");
  });

  it("ignores bare package names and words that only look like imports", () => {
    expect(importedSpecifiers('import React from "react"; const text = "taken from \'somewhere\'";', true)).toEqual([]);
  });
});

describe("findDocumentAssets", () => {
  const html = [
    '<html><head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/build/entry.client-A.js"/>',
    '<link rel="stylesheet" href="/build/app.css"/><link rel="stylesheet" href="/print.css" media="print"/>',
    "<style>a{color:red}</style></head><body>",
    '<script>window.__remixContext = {};</script><script src="/build/classic.js"></script>',
    '<script type="module" async="">import * as route0 from "/build/root-B.js"; import("/build/entry.client-A.js");</script>',
    "</body></html>",
  ].join("");

  it("collects modulepreloads, script sources and what inline module scripts import, each once", () => {
    expect(findDocumentAssets(html, "https://example.test/about").scriptUrls.sort()).toEqual([
      "https://example.test/build/classic.js",
      "https://example.test/build/entry.client-A.js",
      "https://example.test/build/root-B.js",
    ]);
  });

  it("counts render-blocking stylesheets but not print ones, and returns inlined styles", () => {
    const assets = findDocumentAssets(html, "https://example.test/");
    expect(assets.stylesheetUrls).toEqual(["https://example.test/build/app.css"]);
    expect(assets.inlineStyles).toEqual(["a{color:red}"]);
  });
});

function routeBytes(
  path: string,
  firstFlightGzipBytes: number,
  firstLoadJsGzipBytes: number,
  sentryFiles: string[] = [],
  setup: string | null = null,
  firstLoadJsGzip9Bytes: number = byteBudgets.dashboardFirstLoadJsGzip9Bytes,
): RouteBytes {
  const file = { url: `https://example.test${path}`, bytes: 0, gzipBytes: firstFlightGzipBytes };
  return {
    path,
    setup,
    html: file,
    inlineCss: { bytes: 0, gzipBytes: 0 },
    stylesheets: [],
    firstFlightGzipBytes,
    firstLoadJs: [],
    firstLoadJsGzipBytes,
    firstLoadJsGzip9Bytes,
    sentryFiles,
  };
}

describe("withoutBuildStamps", () => {
  const build = (hash: string, date: string, chunk: string, entry: string) => [
    `<a class="pp-footer-hash">${hash}</a><link rel="modulepreload" href="/build/_shared/chunk-${chunk}.js"><script src="/build/entry.client-${entry}.js">`,
    `var i={hash:"${hash}",date:"${date}",version:"0.0.0"};export{i as a};`,
    `import{a}from"./chunk-${chunk}.js";import{b}from"./chunk-${chunk}.js";`,
  ];

  it("measures two builds of the same code alike, whatever their commit, time and asset hashes", () => {
    const first = withoutBuildStamps(build("029d589", "2026-12-02T05:38:20.467Z", "4JSXQRJT", "3W5R4COK"));
    const second = withoutBuildStamps(build("a8c4407", "2026-12-03T11:02:09.001Z", "Q2ZJ7KXA", "B7D3EF2N"));
    expect(second).toEqual(first);
    expect(first.join("")).not.toMatch(/029d589|2026-12-02|4JSXQRJT|3W5R4COK/);
  });

  it("keeps each text's length, and tells distinct asset hashes apart while naming one hash alike everywhere", () => {
    const texts = build("029d589", "2026-12-02T05:38:20.467Z", "4JSXQRJT", "3W5R4COK");
    const stable = withoutBuildStamps(texts);
    expect(stable.map((text) => text.length)).toEqual(texts.map((text) => text.length));
    expect(stable[0]).toContain("chunk-00000000.js");
    expect(stable[0]).toContain("entry.client-00000001.js");
    expect(stable[2]).toBe('import{a}from"./chunk-00000000.js";import{b}from"./chunk-00000000.js";');
  });

  it("measures the manifest's version, its own hash in lower case, as the number of that hash", () => {
    const manifest = (hash: string) => [
      `<script src="/build/manifest-${hash}.js"></script>`,
      `window.__remixManifest={"version":"${hash.toLowerCase()}","url":"/build/manifest-${hash}.js"};`,
    ];
    const stable = withoutBuildStamps(manifest("894F7E28"));
    expect(withoutBuildStamps(manifest("83EB4026"))).toEqual(stable);
    expect(stable[1]).toBe('window.__remixManifest={"version":"00000000","url":"/build/manifest-00000000.js"};');
  });

  it('leaves "unknown", the stamp of a build without git, and code that only looks like a hash', () => {
    const [, info = "", code = ""] = withoutBuildStamps(["", 'var i={hash:"unknown",date:"x"};', 'throw "unknown";const c="deadbeef";']);
    expect(info).toBe('var i={hash:"unknown",date:"0"};');
    expect(code).toBe('throw "unknown";const c="deadbeef";');
  });
});

describe("budgetViolations", () => {
  const { firstFlightGzipBytes: flight, firstLoadJsGzipBytes: js } = byteBudgets;

  it("accepts routes exactly at the budgets", () => {
    expect(budgetViolations([routeBytes("/", flight, js), routeBytes("/about", flight, js)])).toEqual([]);
  });

  it("reports the dashboard's first flight and any route's first-load JS one byte over", () => {
    const violations = budgetViolations([routeBytes("/", flight + 1, js), routeBytes("/debug", flight, js + 1)]);
    expect(violations).toHaveLength(2);
    expect(violations[0]).toMatch(/^\/: HTML \+ render-blocking CSS/);
    expect(violations[1]).toMatch(/^\/debug: first-load JS/);
  });

  it("budgets the first flight of the dashboard only", () => {
    expect(budgetViolations([routeBytes("/about", flight + 1, js)])).toEqual([]);
  });

  it("budgets the dashboard's first flight with a setup against its own ratchet, naming the setup", () => {
    const setupFlight = byteBudgets.maximalSetupFirstFlightGzipBytes;
    expect(budgetViolations([routeBytes("/", setupFlight, js, [], "maximal")])).toEqual([]);
    expect(budgetViolations([routeBytes("/", setupFlight + 1, js, [], "maximal")])).toEqual([
      `/ with the maximal setup: HTML + render-blocking CSS is ${setupFlight + 1} B gzip, budget ${setupFlight} B`,
    ]);
  });

  it("allows the dashboard's first-load JS 1.5 KB for issue 31 over its size before it, measured without build stamps", () => {
    expect(js).toBe(124_298 + 1536);
  });

  it("holds the dashboard's first-load JS at gzip -9 to issue 41's ratchet on a first visit, and no other route to it", () => {
    const ratchet = byteBudgets.dashboardFirstLoadJsGzip9Bytes;
    expect(budgetViolations([routeBytes("/about", flight, js, [], null, ratchet + 1)])).toEqual([]);
    // A setup changes the document, never the scripts: one report, not one per setup.
    expect(budgetViolations([routeBytes("/", flight, js, [], maximalSetupName, ratchet + 1)])).toEqual([]);
    expect(budgetViolations([routeBytes("/", flight, js, [], null, ratchet + 1)])).toEqual([
      `/: first-load JS is ${ratchet + 1} B gzip -9, issue 41's ratchet ${ratchet} B`,
    ]);
  });

  it("reports every first-load file with Sentry code", () => {
    expect(budgetViolations([routeBytes("/", 1, 1, ["https://example.test/build/sentry.js"])])).toEqual([
      "/: first-load file https://example.test/build/sentry.js contains Sentry code",
    ]);
  });
});

describe("localeVariants", () => {
  it("measures every language with its main region and with the US, and every region in Arabic, each once, named by its cookie", () => {
    const names = localeVariants.map((variant) => variant.name);
    expect(new Set(names).size).toBe(names.length);
    for (const language of languages)
      expect(names).toEqual(expect.arrayContaining([`${language}+${mainRegions[language]}`, `${language}+us`]));
    for (const region of regions) expect(names).toContain(`ar+${region}`);
    for (const variant of localeVariants) {
      const [language, region] = variant.name.split("+");
      expect(variant.cookie).toBe(`pp_lang=${language}; pp_region=${region}`);
    }
  });

  it("holds each of them to the 14 KB first flight, not the maximal setup's ratchet", () => {
    expect(firstFlightBudgetFor({ setup: "de+anz" })).toBe(14 * 1024);
    expect(firstFlightBudgetFor({ setup: maximalSetupName })).toBe(17.5 * 1024);
  });
});
