// @vitest-environment node
// Issue 23: every text of the frame, the dialog and the tip meets WCAG AA (4.5:1) in both themes. The colours are read from
// the stylesheets themselves (Mantine's variables, the app's overrides and rules), so a change there is checked here.
import { readFileSync } from "node:fs";
import postcss, { type Root } from "postcss";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "~/data/contrast";

type Scheme = "dark" | "light";

const mantineVariables = postcss.parse(readFileSync("node_modules/@mantine/core/styles/default-css-variables.css", "utf8"));
const stylesheets = Object.fromEntries(
  ["app", "dashboard", "settings", "settings-dialog", "custom-url-field", "save-failed"].map((name) => [
    name,
    postcss.parse(readFileSync(`app/styles/${name}.css`, "utf8")),
  ]),
) as Record<string, Root>;

/** Mantine's variables as a page in `scheme` has them: the defaults, then the scheme's, then the app's overrides for it. */
function variablesFor(scheme: Scheme): Map<string, string> {
  const variables = new Map<string, string>();
  const collect = (root: Root, matches: (selector: string) => boolean) =>
    root.walkRules((rule) => {
      if (!rule.selectors.some(matches)) return;
      rule.walkDecls(/^--/, (declaration) => void variables.set(declaration.prop, declaration.value));
    });
  collect(mantineVariables, (selector) => selector === ":root");
  collect(mantineVariables, (selector) => selector === `:root[data-mantine-color-scheme='${scheme}']`);
  collect(stylesheets.app ?? postcss.root(), (selector) => selector === `:root[data-mantine-color-scheme="${scheme}"]`);
  return variables;
}

/** `light-dark(a, b)` as `scheme` shows it, then every var() in turn, down to a #rrggbb colour. */
function resolve(value: string, scheme: Scheme, variables: Map<string, string>): string {
  const pair = /light-dark\((.*)\)$/.exec(value.trim());
  if (pair) {
    const inner = pair[1] ?? "";
    let depth = 0;
    for (let index = 0; index < inner.length; index++) {
      if (inner[index] === "(") depth++;
      else if (inner[index] === ")") depth--;
      else if (inner[index] === "," && depth === 0) {
        return resolve(scheme === "light" ? inner.slice(0, index) : inner.slice(index + 1), scheme, variables);
      }
    }
  }
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (reference) {
    const referenced = variables.get(reference[1] ?? "");
    if (referenced === undefined) throw new Error(`${reference[1]} is not defined for ${scheme}`);
    return resolve(referenced, scheme, variables);
  }
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value.trim());
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (!/^#[0-9a-f]{6}$/i.test(value.trim())) throw new Error(`not a plain colour: ${value}`);
  return value.trim();
}

/** A declaration's value in one of the app's stylesheets, by the rule's exact selector. */
function declared(sheet: string, selector: string, property: string): string {
  let found: string | undefined;
  stylesheets[sheet]?.walkRules((rule) => {
    if (!rule.selectors.includes(selector)) return;
    rule.walkDecls(property, (declaration) => {
      found = declaration.value;
    });
  });
  if (found === undefined) throw new Error(`${sheet}.css has no ${property} for ${selector}`);
  return found;
}

const variable = (name: string) => `var(${name})`;

/** Each text and the background it is read on. */
const pairs: readonly { name: string; text: string; background: string }[] = [
  { name: "page text", text: declared("app", "body", "color"), background: declared("app", "body", "background") },
  { name: "row titles", text: declared("dashboard", ".pp-category-title", "color"), background: declared("app", "body", "background") },
  { name: "wordmark", text: declared("app", ".pp-wordmark", "color"), background: declared("app", ".pp-toolbar", "background") },
  {
    name: "wordmark's Play",
    text: declared("app", ".pp-wordmark-play", "color"),
    background: declared("app", ".pp-toolbar", "background"),
  },
  {
    name: "toolbar's subtle grey buttons",
    text: variable("--mantine-color-gray-light-color"),
    background: declared("app", ".pp-toolbar", "background"),
  },
  {
    name: "navigation links in the toolbar",
    text: declared("app", ".pp-nav a", "color"),
    background: declared("app", ".pp-toolbar", "background"),
  },
  { name: "footer", text: declared("app", ".pp-footer", "color"), background: declared("app", ".pp-footer", "background") },
  { name: "footer links", text: declared("app", ".pp-footer a", "color"), background: declared("app", ".pp-footer", "background") },
  {
    name: "empty dashboard",
    text: declared("dashboard", ".pp-dashboard-empty", "color"),
    background: declared("app", "body", "background"),
  },
  {
    name: "settings tip",
    text: declared("settings", ".pp-settings-tip", "color"),
    background: declared("settings", ".pp-settings-tip", "background"),
  },
  {
    name: "save-failed notice",
    text: declared("save-failed", ".pp-save-failed", "color"),
    background: declared("save-failed", ".pp-save-failed", "background"),
  },
  {
    name: "dialog text",
    text: declared("settings-dialog", ".pp-dialog", "color"),
    background: declared("settings-dialog", ".pp-dialog", "background"),
  },
  { name: "dialog hints", text: variable("--mantine-color-dimmed"), background: declared("settings-dialog", ".pp-dialog", "background") },
  { name: "page hints", text: variable("--mantine-color-dimmed"), background: declared("app", "body", "background") },
  {
    name: "settings tabs",
    text: declared("settings-dialog", ".pp-settings-tab", "color"),
    background: declared("settings-dialog", ".pp-dialog", "background"),
  },
  {
    name: "the chosen settings tab",
    text: declared("settings-dialog", '.pp-settings-tab[aria-selected="true"]', "color"),
    background: declared("settings-dialog", ".pp-dialog", "background"),
  },
  { name: "subtle cyan buttons", text: variable("--mantine-color-cyan-light-color"), background: declared("app", "body", "background") },
  {
    name: "subtle red buttons in the dialog",
    text: variable("--mantine-color-red-light-color"),
    background: declared("settings-dialog", ".pp-dialog", "background"),
  },
  { name: "filled buttons", text: variable("--mantine-color-white"), background: variable("--mantine-color-cyan-filled") },
  { name: "default buttons", text: variable("--mantine-color-default-color"), background: variable("--mantine-color-default") },
  {
    name: "the custom URL's error",
    text: declared("custom-url-field", ".pp-custom-url-error", "color"),
    background: declared("custom-url-field", ".pp-custom-url-error", "background"),
  },
];

describe.each(["dark", "light"] as const)("the %s theme", (scheme) => {
  const variables = variablesFor(scheme);

  it.each(pairs)("$name reach 4.5:1", ({ text, background }) => {
    expect(contrastRatio(resolve(text, scheme, variables), resolve(background, scheme, variables))).toBeGreaterThanOrEqual(4.5);
  });

  it("is a theme of its own: the page is dark on light only in the light theme", () => {
    const page = resolve(declared("app", "body", "background"), scheme, variables);
    expect(contrastRatio(page, "#ffffff") < contrastRatio(page, "#000000")).toBe(scheme === "light");
  });
});
