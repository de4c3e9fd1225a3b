// Bundles app/styles/critical.css into a server-only module, so the worker can inline it and the first paint needs no CSS request.
// Also bundles the sheets of pages that have their own (the diagnostics page) for the worker to inline on those pages.
// Colour families the app never names are dropped to fit the first flight, and so is the scheme a document does not show: the
// worker inlines the dark, the light or the automatic variant (issue 23). The automatic one holds both schemes at once: Mantine's
// per-scheme variables merged into light-dark() pairs, which the `color-scheme` of <html> resolves (`light dark` for
// data-mantine-color-scheme="auto" follows the system with no script), Mantine's per-scheme component colours merged the same way,
// and its other per-scheme rules repeated under prefers-color-scheme for "auto". It is also written as a stylesheet, which a page loads when its scheme changes after the first paint.
import { build } from "esbuild";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import { theme } from "../app/theme.ts";

const alwaysKeptColorFamilies = ["dark", "gray", "red"];
const mantineColorFamilies = [
  "dark",
  "gray",
  "red",
  "pink",
  "grape",
  "violet",
  "indigo",
  "blue",
  "cyan",
  "teal",
  "green",
  "lime",
  "yellow",
  "orange",
];
const schemes = ["dark", "light"];
const schemeSelector = (scheme) => new RegExp(`\\[data-mantine-color-scheme=["']?${scheme}["']?\\]`);
// Mantine's variable blocks: `:root[data-mantine-color-scheme='dark'], :host([data-mantine-color-scheme='dark'])`, and the app's own.
const schemeRootSelector = (scheme) => new RegExp(`^(?::root|:host\\()\\[data-mantine-color-scheme=["']?${scheme}["']?\\]\\)?$`);
// Mantine's per-scheme component rules, `:where([data-mantine-color-scheme='dark']) .m_…`, which weigh what the rule without it does.
const whereSchemePrefix = (scheme) => new RegExp(`^:where\\(\\[data-mantine-color-scheme=["']?${scheme}["']?\\]\\)\\s+`);
const colorProperties = new Set(["color", "background-color"]);
/** The value a document's <html> carries when its theme is automatic and the worker does not know the system's scheme. */
const automaticScheme = "auto";
// The theme's variables that differ from Mantine's static defaults. MantineProvider would write them into a style block in
// every page (142 B gzip); the critical CSS carries them instead (root.tsx turns the block off).
const themedVariable = /^--mantine-(?:primary-color-|color-anchor$)/;
const primaryColorShade = /^--mantine-primary-color-\d$/;
const colorPropUsage = /\b(?:color|c|primaryColor)\s*[=:]\s*\{?\s*["']([a-z]+)["']/g;

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

// The app's source files and sheets, read once for every question below.
const appSources = sourceFiles("app").map((path) => ({ path, text: readFileSync(path, "utf8") }));
const appComponents = appSources.filter(({ path }) => path.endsWith(".tsx")).map(({ text }) => text);

/** Colour families the app's own code names (color="cyan", primaryColor: "cyan", var(--mantine-color-cyan-4)). */
function colorFamiliesUsedByApp() {
  const used = new Set(alwaysKeptColorFamilies);
  for (const { text: source } of appSources) {
    for (const [, family] of source.matchAll(colorPropUsage)) used.add(family);
    for (const family of mantineColorFamilies) if (source.includes(`--mantine-color-${family}-`)) used.add(family);
  }
  return used;
}

// Mantine component modifiers, each set by one prop (truncate, lineClamp, variant="gradient", inherit, inline, fullWidth,
// grow); a modifier whose prop no component in app/ passes has dead rules in every document.
const modifierProps = [
  ["data-truncate", /\btruncate\b/],
  ["data-line-clamp", /\blineClamp\b/],
  ['data-variant="gradient"', /\bgradient\b/],
  ["data-inherit", /[\s{(]inherit(?:\s*=|\s*\/?>)/],
  ["data-inline", /[\s{(]inline(?:\s*=|\s*\/?>)/],
  ["data-block", /\bfullWidth\b/],
  ["data-grow", /\bgrow\b/],
];

/** The modifier attributes no component in app/ sets; a word that merely looks like the prop keeps its rules, to be safe. */
function modifiersUnusedByApp() {
  return modifierProps.filter(([, prop]) => !appComponents.some((source) => prop.test(source))).map(([attribute]) => attribute);
}

// Mantine component parts, each rendered by one compound component; a part no component in app/ renders has dead rules in every
// document (Button.css holds Button.Group's, 1.7 KB before minifying).
// Loader draws an oval unless given another type (Button's loading state keeps the default).
const componentParts = [
  { component: "Button", parts: ["group", "groupSection"], use: /\bButton\.Group/ },
  { component: "Loader", parts: ["barsLoader", "bar", "dotsLoader", "dot"], use: /\btype\s*[=:]\s*\{?\s*["'](?:bars|dots)["']/ },
];

/** The class selectors of component parts no component in app/ renders. */
async function componentPartsUnusedByApp() {
  const unused = componentParts.filter(({ use }) => !appComponents.some((source) => use.test(source)));
  // Each Mantine component publishes its class names as `Component.classes`.
  const mantine = await import("@mantine/core");
  return unused.flatMap(({ component, parts }) => parts.map((part) => `.${mantine[component].classes[part]}`));
}

/** Drops the rules every selector of which holds one of the tokens (a modifier attribute, a class). */
const dropUnusedSelectors = (unusedTokens) => ({
  postcssPlugin: "drop-unused-selectors",
  OnceExit(root) {
    const isUnused = (selector) => unusedTokens.some((token) => selector.includes(token));
    root.walkRules((rule) => {
      if (rule.selectors.every(isUnused)) rule.remove();
    });
  },
});

/** Drops the @keyframes no animation left names (those of the component parts dropped above). */
const dropUnusedKeyframes = {
  postcssPlugin: "drop-unused-keyframes",
  OnceExit(root) {
    const animations = [];
    root.walkDecls(/^animation(?:-name)?$/, (declaration) => animations.push(declaration.value));
    root.walkAtRules(/keyframes$/, (keyframes) => {
      const named = new RegExp(`(?:^|[\\s,])${keyframes.params}(?:$|[\\s,])`);
      if (!animations.some((animation) => named.test(animation))) keyframes.remove();
    });
  },
};

/** `light-dark(a, b)` as the one scheme shows it: a or b (each may hold commas and parentheses of its own). */
function resolveLightDark(value, shown) {
  const start = value.indexOf("light-dark(");
  if (start === -1) return value;
  let depth = 0;
  let comma = -1;
  for (let index = start + "light-dark(".length; index < value.length; index++) {
    const character = value[index];
    if (character === "(") depth++;
    else if (character === "," && depth === 0 && comma === -1) comma = index;
    else if (character === ")" && depth-- === 0) {
      const light = value.slice(start + "light-dark(".length, comma).trim();
      const dark = value.slice(comma + 1, index).trim();
      return resolveLightDark(value.slice(0, start) + (shown === "light" ? light : dark) + value.slice(index + 1), shown);
    }
  }
  throw new Error(`Unbalanced light-dark() in ${value}`);
}

/** One scheme only: the other scheme's rules go, and the app's light-dark() pairs become the shown scheme's colour. */
const keepOnlyScheme = (shown) => ({
  postcssPlugin: "keep-only-scheme",
  OnceExit(root) {
    const hidden = schemeSelector(schemes.find((scheme) => scheme !== shown));
    root.walkRules((rule) => {
      if (rule.selectors.every((selector) => hidden.test(selector))) rule.remove();
    });
    root.walkDecls((declaration) => {
      declaration.value = resolveLightDark(declaration.value, shown);
    });
  },
});

/** Both schemes: per-scheme variables become light-dark() pairs, per-scheme rules also apply to "auto" by the system's scheme. */
const mergeSchemes = {
  postcssPlugin: "merge-schemes",
  OnceExit(root) {
    const values = { dark: new Map(), light: new Map() };
    root.walkRules((rule) => {
      for (const scheme of schemes) {
        if (!rule.selectors.every((selector) => schemeRootSelector(scheme).test(selector))) continue;
        rule.walkDecls((declaration) => {
          if (declaration.prop !== "--mantine-color-scheme") values[scheme].set(declaration.prop, declaration.value);
        });
        rule.remove();
      }
    });
    const merged = postcss.rule({ selector: ":root" });
    for (const prop of new Set([...values.dark.keys(), ...values.light.keys()])) {
      // A variable one scheme leaves to Mantine's static default keeps that default in the other.
      const dark = values.dark.get(prop) ?? values.light.get(prop);
      const light = values.light.get(prop) ?? values.dark.get(prop);
      merged.append({ prop, value: dark === light ? dark : `light-dark(${light}, ${dark})` });
    }
    // A component's dark and light colours become one rule of light-dark() pairs, where the rule sets only colours.
    const pairs = new Map();
    root.walkRules((rule) => {
      for (const scheme of schemes) {
        if (!rule.selectors.every((selector) => whereSchemePrefix(scheme).test(selector))) continue;
        const base = rule.selectors.map((selector) => selector.replace(whereSchemePrefix(scheme), ""));
        const context = rule.parent.type === "atrule" ? `@${rule.parent.name} ${rule.parent.params}` : "";
        const key = `${context}|${base.join(",")}`;
        pairs.set(key, { ...pairs.get(key), [scheme]: rule, base });
      }
    });
    for (const { dark, light, base } of pairs.values()) {
      if (dark === undefined || light === undefined) continue;
      const props = (rule) => rule.nodes.filter((node) => node.type === "decl").map((declaration) => declaration.prop);
      const darkProps = props(dark);
      if (!darkProps.every((prop) => colorProperties.has(prop)) || darkProps.join() !== props(light).join()) continue;
      const merged = postcss.rule({ selectors: base });
      dark.walkDecls((declaration) => {
        let lightValue;
        light.walkDecls(declaration.prop, (match) => {
          lightValue = match.value;
        });
        merged.append({ prop: declaration.prop, value: `light-dark(${lightValue}, ${declaration.value})` });
      });
      dark.replaceWith(merged);
      light.remove();
    }
    const automatic = schemes.map((scheme) => {
      const media = postcss.atRule({ name: "media", params: `(prefers-color-scheme: ${scheme})` });
      root.walkRules(schemeSelector(scheme), (rule) => {
        const selectors = rule.selectors.filter((selector) => schemeSelector(scheme).test(selector));
        media.append(
          rule.clone({
            selectors: selectors.map((selector) =>
              selector.replace(schemeSelector(scheme), `[data-mantine-color-scheme="${automaticScheme}"]`),
            ),
          }),
        );
      });
      return media;
    });
    root.append(merged);
    // baseline.css sets `color-scheme: var(--mantine-color-scheme)` on :root, which picks each light-dark() pair.
    for (const scheme of [...schemes, automaticScheme]) {
      root.append(
        postcss.rule({ selector: `:root[data-mantine-color-scheme="${scheme}"]` }).append({
          prop: "--mantine-color-scheme",
          value: scheme === automaticScheme ? "light dark" : scheme,
        }),
      );
    }
    root.append(...automatic.filter((media) => media.nodes.length > 0));
  },
};

const dropUnusedMantineTheme = (keptFamilies) => ({
  postcssPlugin: "drop-unused-mantine-theme",
  OnceExit(root) {
    root.walkDecls(themedVariable, (declaration) => {
      // The primary colour's numbered shades serve color="primary.N" props, which the app never writes; no CSS reads them.
      if (primaryColorShade.test(declaration.prop)) declaration.remove();
      else declaration.value = declaration.value.replaceAll("--mantine-color-blue-", `--mantine-color-${theme.primaryColor}-`);
    });
    root.walkDecls("--mantine-cursor-type", (declaration) => {
      declaration.value = theme.cursorType ?? declaration.value;
    });
    const droppedFamily = new RegExp(
      `^--mantine-color-(?:${mantineColorFamilies.filter((family) => !keptFamilies.has(family)).join("|")})-`,
    );
    // Repeat until stable: a dropped variable may be the only user of another.
    for (let changed = true; changed;) {
      changed = false;
      const referenced = new Set(
        root
          .toString()
          .match(/var\(--[\w-]+/g)
          ?.map((reference) => reference.slice(4)),
      );
      root.walkDecls((declaration) => {
        if (droppedFamily.test(declaration.prop) && !referenced.has(declaration.prop)) {
          declaration.remove();
          changed = true;
        }
      });
    }
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
  },
});

// Custom properties Mantine's components name from a prop, in the inline styles they render (`--button-height-lg` from
// size="lg", `--mantine-h3-font-size` from order={3}, `--mantine-color-red-light-hover` from color="red" variant="light").
const sizeLadderVariable = /^--[\w-]+?-((?:compact-)?(?:xs|sm|md|lg|xl))$/;
const headingVariable = /^--mantine-h([1-6])-/;
const colorVariantVariable =
  /^--mantine-(?:color-([a-z]+)|primary-color)-(?:filled|filled-hover|light|light-hover|light-color|outline|outline-hover|text)$/;
const defaultVariantVariable = /^--mantine-color-default(?:-hover|-color|-border)?$/;
// The size each Mantine component the app renders takes when given none (Button's sm, CloseButton's, Text's and Group's md).
const mantineDefaultSizes = ["sm", "md"];
// Title's default order.
const mantineDefaultHeadingOrder = "1";
const sizePropUsage = /\b(?:size|gap|fz|lh|radius|spacing|[pm][xytblr]?)\s*[=:]\s*\{?\s*["']((?:compact-)?(?:xs|sm|md|lg|xl)|h[1-6])["']/g;
const headingOrderUsage = /\border\s*[=:]\s*\{?\s*([1-6])\b/g;
const rootSelector = /^(?::root|:host)(?:\[[^\]]+\]|\(\[[^\]]+\]\))?$/;
const variableReference = /var\((--[\w-]+)/g;

/** The sizes and heading orders the app's components are given, with Mantine's defaults for those given none. */
function propValuesUsedByApp() {
  const sizes = new Set(mantineDefaultSizes);
  const headingOrders = new Set([mantineDefaultHeadingOrder]);
  for (const source of appComponents) {
    for (const [, value] of source.matchAll(sizePropUsage)) {
      if (value.startsWith("h")) headingOrders.add(value.slice(1));
      else sizes.add(value);
    }
    for (const [, order] of source.matchAll(headingOrderUsage)) headingOrders.add(order);
  }
  return { sizes, headingOrders };
}

/** Whether a component given the app's props could name the variable in an inline style. */
const namedByAppProps =
  ({ sizes, headingOrders }, families) =>
  (name) => {
    const color = colorVariantVariable.exec(name);
    if (color) return color[1] === undefined || families.has(color[1]);
    if (defaultVariantVariable.test(name)) return true;
    const heading = headingVariable.exec(name);
    if (heading) return headingOrders.has(heading[1]);
    const size = sizeLadderVariable.exec(name);
    return size !== null && sizes.has(size[1]);
  };

/** The variables the app's sheets (app/styles among them), its code and the pages' own sheets read: the critical CSS must keep defining them. */
function variablesReadOutsideCriticalCss(pageSheetsCss) {
  return new Set(
    [...appSources.map(({ text }) => text), ...pageSheetsCss].flatMap((text) =>
      [...text.matchAll(variableReference)].map(([, name]) => name),
    ),
  );
}

/**
 * Drops the theme's variables nothing reads: no rule of the critical CSS, no other sheet, no code of the app, and no inline
 * style a Mantine component renders with the props the app gives it (breakpoints, z-indexes, unused sizes and shades). A
 * variable is a candidate where Mantine declares its theme (:root) or a component's size ladder; it stays if anything
 * left reads it, so one kept variable keeps those its value names.
 */
const dropUnreadVariables = (readElsewhere, namedByProps, dropped) => ({
  postcssPlugin: "drop-unread-variables",
  OnceExit(root) {
    const isCandidate = (declaration) =>
      declaration.prop.startsWith("--") &&
      (declaration.parent.selectors?.every((selector) => rootSelector.test(selector)) ||
        sizeLadderVariable.test(declaration.prop) ||
        headingVariable.test(declaration.prop));
    const read = new Set(readElsewhere);
    const candidates = [];
    root.walkDecls((declaration) => {
      if (isCandidate(declaration)) candidates.push(declaration);
      else for (const [, name] of declaration.value.matchAll(variableReference)) read.add(name);
    });
    const kept = new Set();
    for (let grew = true; grew;) {
      grew = false;
      for (const declaration of candidates) {
        if (kept.has(declaration) || !(read.has(declaration.prop) || namedByProps(declaration.prop))) continue;
        kept.add(declaration);
        grew = true;
        for (const [, name] of declaration.value.matchAll(variableReference)) read.add(name);
      }
    }
    for (const declaration of candidates) {
      if (kept.has(declaration)) continue;
      dropped.add(declaration.prop);
      declaration.remove();
    }
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
  },
});

// A page's own sheets, inlined where the worker renders that page: linked, they held its first paint back while the page's
// scripts shared the connection. A client-side navigation to the page links them instead (components/frame/PageStyles.tsx).
const pageSheets = { debug: ["@mantine/core/styles/Input.css", "./app/styles/debug.css"] };
const pageCss = {};
for (const [page, sheets] of Object.entries(pageSheets)) {
  const contents = sheets.map((sheet) => `@import "${sheet}";`).join("\n");
  const bundledPage = await build({
    stdin: { contents, loader: "css", resolveDir: "." },
    bundle: true,
    minify: true,
    write: false,
    logLevel: "warning",
  });
  pageCss[page] = bundledPage.outputFiles[0].text.trim();
}
const bundled = await build({ entryPoints: ["app/styles/critical.css"], bundle: true, write: false, logLevel: "warning" });
const keptFamilies = colorFamiliesUsedByApp();
const unusedSelectorTokens = [...modifiersUnusedByApp().map((attribute) => `[${attribute}`), ...(await componentPartsUnusedByApp())];
const readElsewhere = variablesReadOutsideCriticalCss(Object.values(pageCss));
const namedByProps = namedByAppProps(propValuesUsedByApp(), new Set([...keptFamilies, theme.primaryColor]));
const droppedVariables = { dark: new Set(), light: new Set(), auto: new Set() };

async function variant(scheme, schemePlugin) {
  const trimmed = await postcss([
    schemePlugin,
    dropUnusedSelectors(unusedSelectorTokens),
    dropUnusedKeyframes,
    dropUnusedMantineTheme(keptFamilies),
    dropUnreadVariables(readElsewhere, namedByProps, droppedVariables[scheme]),
  ]).process(bundled.outputFiles[0].text, {
    from: undefined,
  });
  const minified = await build({ stdin: { contents: trimmed.css, loader: "css" }, minify: true, write: false, logLevel: "warning" });
  return minified.outputFiles[0].text.trim();
}

const variants = {
  dark: await variant("dark", keepOnlyScheme("dark")),
  light: await variant("light", keepOnlyScheme("light")),
  auto: await variant(automaticScheme, mergeSchemes),
};

mkdirSync("app/generated", { recursive: true });
writeFileSync(
  "app/generated/critical-css.server.ts",
  `// Generated by scripts/build-critical-css.mjs; do not edit.\n/** The critical CSS for each value of <html data-mantine-color-scheme>. */\nexport const criticalCss = ${JSON.stringify(variants, null, 2)};\n`,
);

writeFileSync(
  "app/generated/dropped-css-variables.ts",
  `// Generated by scripts/build-critical-css.mjs; do not edit.\n/** For each critical CSS, the theme's variables it leaves out, as nothing the app renders reads them (e2e checks every page). */\nexport const droppedCssVariables: Record<"dark" | "light" | "auto", readonly string[]> = ${JSON.stringify(
    Object.fromEntries(Object.entries(droppedVariables).map(([scheme, names]) => [scheme, [...names].sort()])),
    null,
    2,
  )};\n`,
);
writeFileSync(
  "app/generated/page-css.server.ts",
  `// Generated by scripts/build-critical-css.mjs; do not edit.\nexport const pageCss = ${JSON.stringify(pageCss)} as const;\n`,
);
writeFileSync("app/generated/color-schemes.css", `/* Generated by scripts/build-critical-css.mjs; do not edit. */\n${variants.auto}\n`);
