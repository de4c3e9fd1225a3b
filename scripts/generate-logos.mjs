// Writes logos served from our own origin (no third-party image requests), each in one fill reaching 3:1 on its card, from simple-icons
// or, for brands it lacks, Iconify's arcticons set, as scripts/logo-marks.mjs lists them with how each card shows its drawing;
// and records where each logo comes from and under what licence.
// A region's logos are one file, its sprite (/logos/<region>.<content hash>.svg): a page requests all its cards' drawings at
// once, and a changed sprite has a new name, so it may be cached for good.
// Generated and committed, do not edit: public/logos/** (with LICENSES.md), app/data/logo-fills.ts, app/data/logo-credits.ts
// and app/data/logo-sprites.server.ts; re-run `node scripts/generate-logos.mjs` (deterministic).
import { icons as arcticons, info as arcticonsInfo } from "@iconify-json/arcticons";
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import * as simpleIcons from "simple-icons";
import { logoMarks } from "./logo-marks.mjs";

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const logosDir = join(projectRoot, "public", "logos");
const licensesFile = join(logosDir, "LICENSES.md");
const logoFillsModule = join(projectRoot, "app", "data", "logo-fills.ts");
const logoCreditsModule = join(projectRoot, "app", "data", "logo-credits.ts");
const logoSpritesModule = join(projectRoot, "app", "data", "logo-sprites.server.ts");
const minimumMarkContrast = 3;
const logoPixelSize = 64;
/** Arcticons draws 1-unit outlines on a 48-unit grid, under 2 px on a card; half as wide again reads from the driver's seat. */
const arcticonsStrokeWidth = 1.5;

const simpleIconsPackage = JSON.parse(readFileSync(new URL("package.json", import.meta.resolve("simple-icons")), "utf8"));
if (simpleIconsPackage.license !== "CC0-1.0") throw new Error(`simple-icons is now ${simpleIconsPackage.license}; update its credit`);

/** Who made each icon set and under what licence, with what we change in its icons (CC BY-SA requires saying so). */
const logoIconSets = {
  "simple-icons": {
    name: "Simple Icons",
    url: simpleIconsPackage.homepage,
    author: simpleIconsPackage.author,
    license: simpleIconsPackage.license,
    licenseTitle: "CC0 1.0",
    licenseUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
    changes: "Drawn in the brand's colour, or in white or near-black where that colour would not stand out on the card.",
  },
  arcticons: {
    name: arcticonsInfo.name,
    url: arcticonsInfo.author.url,
    author: arcticonsInfo.author.name,
    license: arcticonsInfo.license.spdx,
    licenseTitle: arcticonsInfo.license.title,
    licenseUrl: arcticonsInfo.license.url,
    changes:
      `Recoloured to white or near-black, whichever stands out on the card, and drawn with strokes ${arcticonsStrokeWidth} times as wide; ` +
      "each card shows its icon small, above the service's name. " +
      `These adapted logos are shared under ${arcticonsInfo.license.title} as well.`,
  },
};

const calendarPageColor = "#ffffff";
const calendarAccentColor = "#1a73e8";
const calendarRingColor = "#e8eaed";

// The catalogue and contrast rules are TypeScript (with an enum), so bundle them in memory rather than duplicate them here.
async function loadCatalogue() {
  const result = await build({
    stdin: {
      contents: [
        'import { sources as bundledSources } from "./app/data/sources.ts";',
        'import { regionalSources } from "./app/data/regional-sources.server.ts";',
        "export const sources = { ...bundledSources, ...regionalSources };",
        'export { regions } from "./app/data/regions.ts";',
        'export { generatedLogoTemplate, calendarLogoTemplate, calendarDrawingId } from "./app/data/source-model.ts";',
        'export { contrastRatio, lightTextColor, darkTextColor } from "./app/data/contrast.ts";',
      ].join("\n"),
      resolveDir: projectRoot,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  return import(`data:text/javascript;base64,${Buffer.from(output.text).toString("base64")}`);
}

function escapeXml(text) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** A brand's mark fills this share of its card's height (of a 9:5 card, a little over a third of its width). */
const markShareOfCardHeight = 0.64;

/**
 * A brand's mark drawn on its card: the card's colour around the drawing, out to any card's edges. The page stretches the
 * image over the whole card; the viewBox keeps the drawing square and centred, and what lies outside the viewBox fills the
 * card's width. So a painted mark covers the name the card shows beneath it, and until it has painted, the name shows.
 */
function markOnCard(viewBox, body, cardColor) {
  const [left, top, size, height] = viewBox.split(" ").map(Number);
  if (size !== height) throw new Error(`A mark's viewBox must be square, not ${viewBox}`);
  const margin = (size * (1 / markShareOfCardHeight - 1)) / 2;
  const backdropReach = size * 20;
  return {
    viewBox: [left - margin, top - margin, size + 2 * margin, size + 2 * margin].join(" "),
    body:
      `<rect x="${left - backdropReach}" y="${top - backdropReach}" width="${2 * backdropReach + size}" ` +
      `height="${2 * backdropReach + size}" fill="${cardColor}"/>${body}`,
  };
}

/** One drawing in a sprite: a card draws it by reference (`<use href="/logos/<sprite>.svg#<id>">`), stretched over its box. */
function spriteDrawing(id, title, viewBox, body, rootAttributes = "") {
  return `<svg id="${id}" viewBox="${viewBox}" width="${logoPixelSize}" height="${logoPixelSize}"${rootAttributes}><title>${escapeXml(title)}</title>${body}</svg>`;
}

const routePlannerMarkColor = "#ffffff";

/** Simple Icons has no A Better Route Planner icon: our own drawing of a dotted route ending in a charging pin. */
function routePlannerSvg(cardColor) {
  const { viewBox, body } = markOnCard(
    "0 0 24 24",
    `<circle cx="4" cy="19.5" r="2.25" fill="${routePlannerMarkColor}"/>` +
      `<path d="M7 18.4c1.7-.9 3.2.4 4.9.8 1.6.4 2.9 0 4.1.8" fill="none" stroke="${routePlannerMarkColor}" stroke-width="1.6" stroke-linecap="round" stroke-dasharray="0 2.6"/>` +
      `<path fill="${routePlannerMarkColor}" fill-rule="evenodd" d="M16 20c-2.4-2.9-6-6.5-6-10.6a6 6 0 0 1 12 0c0 4.1-3.6 7.7-6 10.6zM17.25 4.9l-3.85 5.5h2.5l-1.15 3.5 3.9-5.5h-2.5z"/>`,
    cardColor,
  );
  return spriteDrawing("abrp", "A Better Route Planner", viewBox, body);
}

function calendarSvg(dayOfMonth, cardColor) {
  const { viewBox, body } = markOnCard(
    "0 0 24 24",
    `<rect x="3" y="4" width="18" height="17.5" rx="2.5" fill="${calendarPageColor}"/>` +
      `<path fill="${calendarAccentColor}" d="M5.5 4h13A2.5 2.5 0 0 1 21 6.5V9H3V6.5A2.5 2.5 0 0 1 5.5 4z"/>` +
      `<rect x="7" y="2.25" width="2" height="4.5" rx="1" fill="${calendarRingColor}"/>` +
      `<rect x="15" y="2.25" width="2" height="4.5" rx="1" fill="${calendarRingColor}"/>` +
      `<text x="12" y="18.7" fill="${calendarAccentColor}" font-family="Arial,Helvetica,sans-serif" font-size="9.5" font-weight="700" text-anchor="middle">${dayOfMonth}</text>`,
    cardColor,
  );
  return spriteDrawing(calendarDrawingId(dayOfMonth), `Google Calendar, day ${dayOfMonth}`, viewBox, body);
}

/** The brand colour where the icon set knows it and it reads on the card; otherwise white, which users expect on saturated brand colours (4:1 on YouTube red). */
function markFill(brandHex, background) {
  if (brandHex && contrastRatio(brandHex, background) >= minimumMarkContrast) return brandHex;
  if (contrastRatio(whiteMarkColor, background) >= minimumMarkContrast) return whiteMarkColor;
  return darkMarkColor;
}

const iconsBySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]));

/** A simple-icons mark: one filled path on a 24-unit grid, in the brand colour simple-icons records. */
function simpleIconsMark(slug) {
  const icon = iconsBySlug.get(slug);
  if (!icon) throw new Error(`No simple-icons icon ${slug}`);
  if (icon.license) throw new Error(`simple-icons ${slug} has its own licence (${icon.license.type}); credit it before using it`);
  return {
    viewBox: "0 0 24 24",
    brandHex: `#${icon.hex.toLowerCase()}`,
    rootAttributes: "",
    draw: (fill) => `<path fill="${fill}" d="${icon.path}"/>`,
  };
}

/** An arcticons mark: outlines drawn in currentColor (IconifyJSON: set-wide dimensions unless the icon has its own), painted in one fill. */
function arcticonsMark(name) {
  const icon = arcticons.icons[name];
  if (!icon) throw new Error(`No arcticons icon ${name}`);
  const {
    left = arcticons.left ?? 0,
    top = arcticons.top ?? 0,
    width = arcticons.width ?? 16,
    height = arcticons.height ?? 16,
    body,
  } = icon;
  if (width !== height || icon.rotate || icon.hFlip || icon.vFlip) throw new Error(`arcticons ${name} is not square and upright`);
  // Cards need a monochrome mark in our fill and our stroke width, so every colour must be currentColor and no width may be set.
  const colors = new Set([...body.matchAll(/\b(?:fill|stroke)="([^"]*)"/g)].map((match) => match[1]));
  if (/style|stroke-width|url\(/.test(body) || [...colors].some((color) => color !== "currentColor" && color !== "none")) {
    throw new Error(`arcticons ${name} is not drawn in currentColor alone`);
  }
  return {
    viewBox: `${left} ${top} ${width} ${height}`,
    brandHex: null,
    rootAttributes: ` stroke-width="${arcticonsStrokeWidth}"`,
    draw: (fill) => body.replaceAll("currentColor", fill),
  };
}

const markBySet = { "simple-icons": simpleIconsMark, arcticons: arcticonsMark };

const {
  sources,
  regions,
  generatedLogoTemplate,
  calendarLogoTemplate,
  calendarDrawingId,
  contrastRatio,
  lightTextColor: whiteMarkColor,
  darkTextColor: darkMarkColor,
} = await loadCatalogue();

rmSync(logosDir, { recursive: true, force: true });
mkdirSync(logosDir, { recursive: true });

const fillById = [];
const creditById = [];
/** Each source's drawings, for the sprites of the regions it is offered in. */
const drawingsById = new Map();
for (const [id, source] of Object.entries(sources)) {
  const logo = source.logos.dark;
  const background = source.colors.dark;
  const mark = logoMarks[id];
  if (!mark) throw new Error(`${id}: scripts/logo-marks.mjs does not say how its card is drawn`);
  if (mark.treatment !== source.logos.treatment) {
    throw new Error(`${id}: logo-marks.mjs says ${mark.treatment}, the catalogue ${source.logos.treatment}`);
  }
  let fill;

  if (mark.set === "simple-icons" || mark.set === "arcticons") {
    if (logo !== generatedLogoTemplate) throw new Error(`${id}: logo-marks.mjs names an icon, but its logo is ${logo}`);
    const drawing = markBySet[mark.set](mark.icon);
    fill = markFill(drawing.brandHex, background);
    const { viewBox, body } =
      mark.treatment === "mark"
        ? markOnCard(drawing.viewBox, drawing.draw(fill), background)
        : { viewBox: drawing.viewBox, body: drawing.draw(fill) };
    drawingsById.set(id, [spriteDrawing(id, source.name, viewBox, body, drawing.rootAttributes)]);
    creditById.push([id, { set: mark.set, icon: mark.icon, license: logoIconSets[mark.set].license }]);
  } else if (mark.set === "own" && logo === calendarLogoTemplate) {
    fill = calendarPageColor;
    drawingsById.set(
      id,
      Array.from({ length: 31 }, (_, index) => calendarSvg(index + 1, background)),
    );
  } else if (mark.set === "own" && id === "abrp" && logo === generatedLogoTemplate) {
    fill = routePlannerMarkColor;
    drawingsById.set(id, [routePlannerSvg(background)]);
  } else if (mark.set === "own" || logo !== null) {
    throw new Error(`${id}: logo-marks.mjs says ${mark.set}, but its logo is ${logo}; only ABRP and the calendar are our own drawings`);
  }

  if (fill) {
    const ratio = contrastRatio(fill, background);
    if (ratio < minimumMarkContrast) throw new Error(`${id}: logo ${fill} on ${background} is only ${ratio.toFixed(2)}:1`);
    fillById.push([id, fill]);
  }
}

const unknownIds = Object.keys(logoMarks).filter((id) => !(id in sources));
if (unknownIds.length > 0) throw new Error(`Marks for unknown sources: ${unknownIds.join(", ")}`);

/** Each region's sprite: every drawing its catalogue's cards show, named by a hash of its text. */
const spritePathByRegion = regions.map((region) => {
  const drawings = Object.entries(sources)
    .filter(([id, source]) => source.regions.includes(region) && drawingsById.has(id))
    .flatMap(([id]) => drawingsById.get(id));
  const text = `<svg xmlns="http://www.w3.org/2000/svg"><defs>${drawings.join("")}</defs></svg>\n`;
  const fileName = `${region}.${createHash("sha256").update(text).digest("hex").slice(0, 8)}.svg`;
  writeFileSync(join(logosDir, fileName), text);
  return [region, `/logos/${fileName}`];
});

writeFileSync(
  logoSpritesModule,
  [
    "// Generated by scripts/generate-logos.mjs; do not edit. The file holding each region's logos, which the root loader names.",
    'import type { Region } from "./regions";',
    "",
    "export const logoSprites: Readonly<Record<Region, string>> = {",
    ...spritePathByRegion.map(([region, path]) => `  ${region}: "${path}",`),
    "};",
    "",
  ].join("\n"),
);

writeFileSync(
  logoFillsModule,
  [
    "// Generated by scripts/generate-logos.mjs; do not edit. The colour each logo mark is drawn in, for contrast checks.",
    "",
    "/** By source id, for every region's sources. */",
    "export const logoFills: Partial<Record<string, string>> = {",
    ...fillById.map(([id, fill]) => `  ${id}: "${fill}",`),
    "};",
    "",
  ].join("\n"),
);

// The About page shows each set's services; importing sources.ts there would re-split the chunks every page loads.
const logoIconSetsWithServices = Object.fromEntries(
  Object.entries(logoIconSets).map(([setId, set]) => [
    setId,
    { ...set, services: creditById.filter(([, credit]) => credit.set === setId).map(([id]) => sources[id].name) },
  ]),
);

const creditsSource = `// Generated by scripts/generate-logos.mjs; do not edit. Which icon set and icon each logo drawing is from, and its licence.
// Only the About page, tests and scripts may import this: the dashboard's first load has no bytes to spare for credits.

export interface LogoIconSet {
  name: string;
  /** Where the set is published. */
  url: string;
  author: string;
  /** SPDX identifier. */
  license: string;
  licenseTitle: string;
  licenseUrl: string;
  /** What we change in the set's icons; CC BY-SA requires saying so. */
  changes: string;
  /** Names of the services whose logos it draws, in catalogue order (copied, so the About page need not import the catalogue). */
  services: string[];
}

export const logoIconSets = ${JSON.stringify(logoIconSetsWithServices)} satisfies Record<string, LogoIconSet>;

export type LogoIconSetId = keyof typeof logoIconSets;

export interface LogoCredit {
  set: LogoIconSetId;
  /** The icon's name in its set. */
  icon: string;
  /** SPDX identifier. */
  license: string;
}

/** Every source whose logo is drawn from an icon set (in the sprites, /logos/<region>.<hash>.svg), in catalogue order. */
export const logoCredits: Partial<Record<string, LogoCredit>> = ${JSON.stringify(Object.fromEntries(creditById))};
`;
writeFileSync(logoCreditsModule, await format(creditsSource, { ...(await resolveConfig(logoCreditsModule)), filepath: logoCreditsModule }));

function markdownCell(text) {
  return text.replaceAll("|", "\\|");
}

writeFileSync(
  licensesFile,
  [
    "# Logo licences",
    "",
    "Generated by scripts/generate-logos.mjs; do not edit. That script draws each service's logo from an open icon set, in one colour that",
    "stands out on its card, and draws the calendar pages itself. The brands' names and logos belong to their owners; ParkPlay is not",
    "affiliated with them.",
    "",
    "## Icon sets",
    "",
    ...Object.values(logoIconSets).map(
      (set) => `- **${set.name}** (${set.url}) by ${set.author}, licensed under ${set.licenseTitle} (${set.licenseUrl}). ${set.changes}`,
    ),
    "",
    "## Drawings",
    "",
    "Each region's drawings are one file, `<region>.<hash>.svg`; a card shows one by its id (`…svg#<id>`).",
    "",
    "| Drawing id | Service | Icon set | Icon | Licence | Author |",
    "| --- | --- | --- | --- | --- | --- |",
    ...creditById
      .map(([id, { set, icon, license }]) =>
        [id, sources[id].name, logoIconSets[set].name, icon, license, logoIconSets[set].author].map(markdownCell).join(" | "),
      )
      .map((row) => `| ${row} |`),
    "| abrp | A Better Route Planner | none: drawn by scripts/generate-logos.mjs | a dotted route ending in a charging pin | ParkPlay's own | ParkPlay |",
    `| ${calendarDrawingId(1)} … ${calendarDrawingId(31)} | Google Calendar | none: drawn by scripts/generate-logos.mjs | a page showing the day | ParkPlay's own | ParkPlay |`,
    "",
  ].join("\n"),
);

console.log(
  `Wrote ${fillById.length} logo fills, ${creditById.length} icon logos (${Object.keys(logoIconSets)
    .map((set) => `${creditById.filter(([, credit]) => credit.set === set).length} ${set}`)
    .join(", ")}), 31 calendar pages, ${spritePathByRegion.length} regional sprites and their credits.`,
);
