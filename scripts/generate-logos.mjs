// Writes logos served from our own origin (no third-party image requests) from simple-icons path data, in a fill reaching 3:1 on the card.
// Generated and committed, do not edit: public/logos/** and app/data/logo-fills.ts; re-run `node scripts/generate-logos.mjs` (deterministic).
import { build } from "esbuild";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as simpleIcons from "simple-icons";

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const logosDir = join(projectRoot, "public", "logos");
const calendarDir = join(logosDir, "calendar");
const logoFillsModule = join(projectRoot, "app", "data", "logo-fills.ts");
const minimumMarkContrast = 3;
const logoPixelSize = 64;

/** simple-icons slug for every source that has one; sources missing here get no logo file. */
const simpleIconSlugBySourceId = {
  youtube: "youtube",
  netflix: "netflix",
  max: "hbomax",
  appletv: "appletv",
  paramountplus: "paramountplus",
  rumble: "rumble",
  crunchyroll: "crunchyroll",
  vimeo: "vimeo",
  youtubetv: "youtubetv",
  fubotv: "fubo",
  tubi: "tubi",
  foxsports: "fox",
  mlbtv: "mlb",
  nbaleaguepass: "nba",
  f1tv: "f1",
  dazn: "dazn",
  plex: "plex",
  emby: "emby",
  stremio: "stremio",
  googledrive: "googledrive",
  dropbox: "dropbox",
  icloud: "icloud",
  box: "box",
  googlephotos: "googlephotos",
  twitch: "twitch",
  kick: "kick",
  facebookgaming: "facebookgaming",
  geforcenow: "nvidia",
  googlemaps: "googlemaps",
  waze: "waze",
  tesla: "tesla",
};

const calendarPageColor = "#ffffff";
const calendarAccentColor = "#1a73e8";
const calendarRingColor = "#e8eaed";

// The catalogue and contrast rules are TypeScript (with an enum), so bundle them in memory rather than duplicate them here.
async function loadCatalogue() {
  const result = await build({
    stdin: {
      contents: [
        'export { sources, sourceIdToken, calendarDayToken } from "./app/data/sources.ts";',
        'export { contrastRatio, lightTextColor, darkTextColor } from "./app/lib/contrast.ts";',
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

function svgDocument(title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${logoPixelSize}" height="${logoPixelSize}"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

function calendarSvg(dayOfMonth) {
  return svgDocument(
    `Google Calendar, day ${dayOfMonth}`,
    `<rect x="3" y="4" width="18" height="17.5" rx="2.5" fill="${calendarPageColor}"/>` +
      `<path fill="${calendarAccentColor}" d="M5.5 4h13A2.5 2.5 0 0 1 21 6.5V9H3V6.5A2.5 2.5 0 0 1 5.5 4z"/>` +
      `<rect x="7" y="2.25" width="2" height="4.5" rx="1" fill="${calendarRingColor}"/>` +
      `<rect x="15" y="2.25" width="2" height="4.5" rx="1" fill="${calendarRingColor}"/>` +
      `<text x="12" y="18.7" fill="${calendarAccentColor}" font-family="Arial,Helvetica,sans-serif" font-size="9.5" font-weight="700" text-anchor="middle">${dayOfMonth}</text>`,
  );
}

/** The single colour an embedded single-colour SVG mark is painted in. */
function dataUriMarkColor(id, uri) {
  const svg = decodeURIComponent(uri.slice(uri.indexOf(",") + 1));
  const colors = new Set([...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/gi)].map((match) => match[1].toLowerCase()));
  if (colors.size !== 1) throw new Error(`${id}: embedded logo must use exactly one colour, found ${[...colors].join(", ")}`);
  return [...colors][0];
}

/** The brand colour where it reads on the card; otherwise white, which users expect on saturated brand colours (4:1 on YouTube red). */
function markFill(brandHex, background) {
  if (contrastRatio(brandHex, background) >= minimumMarkContrast) return brandHex;
  if (contrastRatio(whiteMarkColor, background) >= minimumMarkContrast) return whiteMarkColor;
  return darkMarkColor;
}

const iconsBySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]));
const {
  sources,
  sourceIdToken,
  calendarDayToken,
  contrastRatio,
  lightTextColor: whiteMarkColor,
  darkTextColor: darkMarkColor,
} = await loadCatalogue();

rmSync(logosDir, { recursive: true, force: true });
mkdirSync(calendarDir, { recursive: true });

const fillById = [];
for (const [id, source] of Object.entries(sources)) {
  const logo = source.logos.dark;
  const background = source.colors.dark;
  const slug = simpleIconSlugBySourceId[id];
  let fill;

  if (logo === `/logos/${sourceIdToken}.svg`) {
    const icon = slug && iconsBySlug.get(slug);
    if (!icon) throw new Error(`${id}: no simple-icons icon for slug ${slug}`);
    const brandHex = `#${icon.hex.toLowerCase()}`;
    fill = markFill(brandHex, background);
    writeFileSync(join(logosDir, `${id}.svg`), svgDocument(source.name, `<path fill="${fill}" d="${icon.path}"/>`));
  } else if (logo === `/logos/calendar/${calendarDayToken}.svg`) {
    fill = calendarPageColor;
    for (let day = 1; day <= 31; day += 1) writeFileSync(join(calendarDir, `${day}.svg`), calendarSvg(day));
  } else if (logo?.startsWith("data:image/svg+xml,")) {
    fill = dataUriMarkColor(id, logo);
  } else if (logo !== null) {
    throw new Error(`${id}: unexpected logo URL ${logo}`);
  }
  if (slug && logo !== `/logos/${sourceIdToken}.svg`) throw new Error(`${id}: has a simple-icons slug but its logo is ${logo}`);

  if (fill) {
    const ratio = contrastRatio(fill, background);
    if (ratio < minimumMarkContrast) throw new Error(`${id}: logo ${fill} on ${background} is only ${ratio.toFixed(2)}:1`);
    fillById.push([id, fill]);
  }
}

const unknownIds = Object.keys(simpleIconSlugBySourceId).filter((id) => !(id in sources));
if (unknownIds.length > 0) throw new Error(`Slugs for unknown sources: ${unknownIds.join(", ")}`);

writeFileSync(
  logoFillsModule,
  [
    "// Generated by scripts/generate-logos.mjs; do not edit. The colour each logo mark is drawn in, for contrast checks.",
    'import type { SourceId } from "./sources";',
    "",
    "export const logoFills: Partial<Record<SourceId, string>> = {",
    ...fillById.map(([id, fill]) => `  ${id}: "${fill}",`),
    "};",
    "",
  ].join("\n"),
);

console.log(
  `Wrote ${fillById.length} logo fills, ${Object.keys(simpleIconSlugBySourceId).length} simple-icons logos and 31 calendar pages.`,
);
