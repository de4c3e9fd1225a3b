// The critical CSS the worker inlines is the only place the theme's variables are declared: it may leave out only those
// nothing reads (scripts/build-critical-css.mjs), so the sheets a page loads later must find every variable they read in it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Loader } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { criticalCss } from "~/generated/critical-css.server";
import { droppedCssVariables } from "~/generated/dropped-css-variables";
import { pageCss } from "~/generated/page-css.server";

const variableReference = /var\((--[\w-]+)/g;
const declaredVariable = /(--[\w-]+):/g;
const themeVariable = /^--mantine-/;

const laterSheets = [
  ...readdirSync("app/styles")
    .filter((name) => name !== "critical.css")
    .map((name) => ({ name, css: readFileSync(join("app/styles", name), "utf8") })),
  ...Object.entries(pageCss).map(([page, css]) => ({ name: `${page} page`, css })),
];
const namesIn = (css: string, pattern: RegExp) => new Set([...css.matchAll(pattern)].flatMap(([, name]) => name ?? []));
const readBy = (css: string) => namesIn(css, variableReference);
const declaredBy = (css: string) => namesIn(css, declaredVariable);

describe("the critical CSS's theme variables", () => {
  for (const scheme of ["dark", "light", "auto"] as const) {
    const css = criticalCss[scheme];
    const declared = declaredBy(css);

    it(`in the ${scheme} variant, declares every theme variable the sheets loaded later read`, () => {
      for (const sheet of laterSheets) {
        const missing = [...readBy(sheet.css)].filter((name) => themeVariable.test(name) && !declared.has(name));
        expect(missing, sheet.name).toEqual([]);
      }
    });

    it(`in the ${scheme} variant, declares every theme variable its own rules read`, () => {
      expect([...readBy(css)].filter((name) => themeVariable.test(name) && !declared.has(name))).toEqual([]);
    });

    it(`in the ${scheme} variant, leaves out only variables no sheet reads, and no longer declares them`, () => {
      const dropped = droppedCssVariables[scheme];
      expect(dropped.length).toBeGreaterThan(0);
      const readAnywhere = new Set([...laterSheets.flatMap((sheet) => [...readBy(sheet.css)]), ...readBy(css)]);
      expect(dropped.filter((name) => readAnywhere.has(name) || declared.has(name))).toEqual([]);
    });
  }
});

describe("the critical CSS's animations", () => {
  const animationName = /animation(?:-name)?:([^;}]+)/g;
  const keyframesName = /@keyframes ([\w-]+)/g;

  for (const scheme of ["dark", "light", "auto"] as const) {
    const css = criticalCss[scheme];

    it(`in the ${scheme} variant, every animation has its keyframes, and every keyframes an animation`, () => {
      const keyframes = namesIn(css, keyframesName);
      const animated = [...css.matchAll(animationName)].map(([, value]) => value ?? "").filter((value) => value !== "none");
      expect(animated.length).toBeGreaterThan(0);
      for (const value of animated)
        expect(
          [...keyframes].filter((name) => value.includes(name)),
          value,
        ).toHaveLength(1);
      for (const name of keyframes)
        expect(
          animated.some((value) => value.includes(name)),
          name,
        ).toBe(true);
    });

    it(`in the ${scheme} variant, draws a loading Button's oval loader, and no other kind`, () => {
      expect(css).toContain(`.${Loader.classes.ovalLoader}:after{`);
      expect(css).not.toContain(`.${Loader.classes.barsLoader}`);
      expect(css).not.toContain(`.${Loader.classes.dotsLoader}`);
    });
  }
});
