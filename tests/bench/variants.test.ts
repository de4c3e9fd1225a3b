// @vitest-environment node
import { describe, expect, it } from "vitest";
import { languageCookie, regionCookie } from "~/lib/preferences/stored/cookie-codecs";
import { benchLocales, localeCookieHeader, localeCookieNames } from "../../bench/locales.ts";
import { readBenchSettings } from "../../bench/settings.ts";
import { cellKeysOf } from "../../bench/results.ts";
import { benchCells, staticFloorsOf, variants, type Variant } from "../../bench/variants.ts";

const origin = "https://127.0.0.1:8443";
const variantNamed = (name: string): Variant => {
  const variant = variants.find((candidate) => candidate.name === name);
  if (!variant) throw new Error(`no variant ${name}`);
  return variant;
};

describe("the language variants (issue 31)", () => {
  it("measures the dashboard in Arabic for the Gulf and in Japanese for Japan", () => {
    expect(benchLocales).toEqual([
      { language: "ar", region: "gulf" },
      { language: "ja", region: "jp" },
    ]);
  });

  it("sets the preference cookies the app reads", () => {
    expect(localeCookieNames).toEqual({ language: languageCookie.name, region: regionCookie.name });
    expect(localeCookieHeader({ language: "ar", region: "gulf" })).toBe("pp_lang=ar; pp_region=gulf");
  });

  it.each([
    ["ar", "gulf"],
    ["ja", "jp"],
  ])("loads our dashboard in %s (%s) with JavaScript, judged against the floor of its own language", async (language, region) => {
    const app = variantNamed(`app-${language}`);
    expect(app).toMatchObject({
      routes: ["/"],
      javaScriptEnabled: true,
      judged: true,
      isStaticFloor: false,
      locale: { language, region },
      staticFloorVariant: `static-floor-${language}`,
    });
    expect(app.pagePath("/")).toBe("/");
    const state = await app.storageState?.(origin);
    expect(state?.cookies.map(({ name, value, domain, secure }) => ({ name, value, domain, secure }))).toEqual([
      { name: "pp_lang", value: language, domain: "127.0.0.1", secure: true },
      { name: "pp_region", value: region, domain: "127.0.0.1", secure: true },
    ]);
  });

  it.each([
    ["ar", "gulf"],
    ["ja", "jp"],
  ])("serves the %s floor from its own file, loaded with the same cookies and not judged", async (language, region) => {
    const floor = variantNamed(`static-floor-${language}`);
    const app = variantNamed(`app-${language}`);
    expect(floor).toMatchObject({
      routes: ["/"],
      judged: false,
      isStaticFloor: true,
      staticFloorVariant: null,
      locale: { language, region },
    });
    expect(floor.pagePath("/")).toBe(`/__bench/home-${language}-${region}`);
    expect(await floor.storageState?.(origin)).toEqual(await app.storageState?.(origin));
  });

  it("keeps the default page and its floor as they were: no cookies, English for the US, /__bench/home", async () => {
    expect(variantNamed("app")).toMatchObject({ locale: null, isStaticFloor: false, staticFloorVariant: "static-floor" });
    expect(variantNamed("static-floor")).toMatchObject({ locale: null, isStaticFloor: true, staticFloorVariant: null });
    expect(variantNamed("static-floor").pagePath("/about")).toBe("/__bench/about");
    expect(variantNamed("static-floor").storageState).toBeUndefined();
  });

  it("pairs every page with a floor of the same language on its routes, and only floors are static", () => {
    for (const variant of variants.filter((candidate) => candidate.staticFloorVariant !== null)) {
      const floor = variantNamed(variant.staticFloorVariant ?? "");
      expect(floor.isStaticFloor).toBe(true);
      expect(floor.locale).toEqual(variant.locale);
      expect(variant.routes.every((route) => floor.routes.includes(route))).toBe(true);
    }
    expect(variants.filter((variant) => variant.isStaticFloor).map((variant) => variant.name)).toEqual([
      "static-floor",
      "static-floor-ar",
      "static-floor-ja",
    ]);
    expect(new Set(variants.map((variant) => variant.name)).size).toBe(variants.length);
  });
});

describe("selecting the language variants", () => {
  const selection = readBenchSettings({
    BENCH_ROUTES: "/",
    BENCH_VARIANTS: "app,static-floor,app-ar,static-floor-ar,app-ja,static-floor-ja",
  });
  const cells = benchCells(selection);

  it("loads exactly the selected pages and floors", () => {
    expect(cells.map(({ route, variant }) => `${route} ${variant.name}`)).toEqual([
      "/ app",
      "/ static-floor",
      "/ app-ar",
      "/ static-floor-ar",
      "/ app-ja",
      "/ static-floor-ja",
    ]);
  });

  it("writes one floor per route and language, and only the selected ones", () => {
    expect(staticFloorsOf(cells)).toEqual([
      { route: "/", locale: null },
      { route: "/", locale: { language: "ar", region: "gulf" } },
      { route: "/", locale: { language: "ja", region: "jp" } },
    ]);
    const arabicOnly = benchCells(readBenchSettings({ BENCH_VARIANTS: "app-ar,static-floor-ar" }));
    expect(staticFloorsOf(arabicOnly)).toEqual([{ route: "/", locale: { language: "ar", region: "gulf" } }]);
    expect(staticFloorsOf(benchCells(readBenchSettings({ BENCH_VARIANTS: "app,app-ja" })))).toEqual([]);
    expect(staticFloorsOf(benchCells(readBenchSettings({ BENCH_VARIANTS: "static-floor" }))).map(({ route }) => route)).toEqual([
      "/",
      "/about",
      "/debug",
    ]);
  });

  it("keys every cell on every profile with its locale and the floor its LCP is divided by", () => {
    const keys = cellKeysOf(["slow-4g", "weak-cell"], cells);
    expect(keys).toHaveLength(12);
    expect(keys.filter((key) => key.profile === "slow-4g").map((key) => [key.variant, key.staticFloorVariant])).toEqual([
      ["app", "static-floor"],
      ["static-floor", null],
      ["app-ar", "static-floor-ar"],
      ["static-floor-ar", null],
      ["app-ja", "static-floor-ja"],
      ["static-floor-ja", null],
    ]);
    expect(keys.find((key) => key.variant === "app-ja" && key.profile === "weak-cell")).toMatchObject({
      judged: true,
      locale: { language: "ja", region: "jp" },
    });
  });
});
