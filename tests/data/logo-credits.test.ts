import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { icons as arcticons, info as arcticonsInfo } from "@iconify-json/arcticons";
import * as simpleIcons from "simple-icons";
import { describe, expect, it } from "vitest";
import { logoCredits, logoIconSets, type LogoCredit } from "../../app/data/logo-credits";
import { regionalSources } from "../../app/data/regional-sources.server";
import { regions } from "../../app/data/regions";
import { generatedLogoTemplate, type Source } from "../../app/data/source-model";
import { sources as bundledSources } from "../../app/data/sources";
import { logoMarks } from "../../scripts/logo-marks.mjs";
import { logoSpriteFor } from "~/lib/catalogue/catalogue.server";

const logosDir = resolve(process.cwd(), "public", "logos");
/** Every region's sources: the credits cover the regional packs' logos too. */
const sources: Record<string, Source> = { ...bundledSources, ...regionalSources };
const sourceIds = Object.keys(sources);
const drawingIds = sourceIds.filter((id) => sources[id]?.logos.dark === generatedLogoTemplate);
/** Drawings from an icon set; the rest are our own drawings (scripts/logo-marks.mjs), credited to ParkPlay. */
const isOwnDrawing = (id: string) => {
  const mark = logoMarks[id];
  return mark !== undefined && "set" in mark && mark.set === "own";
};
const generatedIds = drawingIds.filter((id) => !isOwnDrawing(id));
const ownDrawingIds = drawingIds.filter(isOwnDrawing);
const credits = generatedIds.map((id) => [id, logoCredits[id]] as const);

function creditOf(id: string, credit: LogoCredit | undefined): LogoCredit {
  if (!credit) throw new Error(`${id} has a generated logo but no credit; re-run scripts/generate-logos.mjs`);
  return credit;
}

describe("logo credits", () => {
  it("credit every drawing from an icon set with its set and licence, and nothing else", () => {
    expect(Object.keys(logoCredits)).toEqual(generatedIds);
    for (const [id, credit] of credits) {
      const { set, icon, license } = creditOf(id, credit);
      expect(icon, id).not.toBe("");
      expect(license, id).toBe(logoIconSets[set].license);
    }
  });

  it("leave no file in public/logos but the regional sprites and their licences, and no drawing without a credit", () => {
    const files = readdirSync(logosDir);
    expect(files.sort()).toEqual(["LICENSES.md", ...regions.map((region) => logoSpriteFor(region).replace("/logos/", ""))].sort());
    const spriteIds = new Set(
      regions.flatMap((region) =>
        [...readFileSync(resolve(logosDir, `.${logoSpriteFor(region).replace("/logos", "")}`), "utf8").matchAll(/<svg id="([^"]+)"/g)].map(
          (match) => match[1],
        ),
      ),
    );
    const calendarIds = [...spriteIds].filter((id) => id?.startsWith("calendar-"));
    expect(calendarIds).toHaveLength(31);
    expect([...spriteIds].filter((id) => !id?.startsWith("calendar-")).sort()).toEqual([...drawingIds].sort());
    expect(ownDrawingIds).toEqual(["abrp"]);
    const licenses = readFileSync(resolve(logosDir, "LICENSES.md"), "utf8");
    for (const id of ownDrawingIds)
      expect(licenses).toMatch(new RegExp(`^\\| ${id} \\| ${sources[id]?.name} \\| none: .* \\| ParkPlay's own \\| ParkPlay \\|$`, "m"));
    expect(licenses).toMatch(/^\| calendar-1 … calendar-31 \| Google Calendar \| none: .* \| ParkPlay's own \| ParkPlay \|$/m);
  });

  it("name icons that exist in the installed icon sets", () => {
    const simpleIconSlugs = new Set(Object.values(simpleIcons).map((icon) => icon.slug));
    for (const [id, credit] of credits) {
      const { set, icon } = creditOf(id, credit);
      const exists = set === "simple-icons" ? simpleIconSlugs.has(icon) : icon in arcticons.icons;
      expect(exists, `${id}: ${set} ${icon}`).toBe(true);
    }
  });

  it("draw no card with an icon that shows another brand or thing than the card's (issue 31)", () => {
    // Arcticons: "kan" is a single line, "mako" a frog, "coupang" the shopping app's starburst, "nhk-plus" the retired NHK+
    // brand, "starz" the US STARZ mark, "jiotv" a generic television, "friday-night-funkin" a game, "anghami" a music app,
    // "viu-1" a bare play button; simple-icons: "now" is Sky's NOW, "starz", "jio" and "sony" are not STARZPLAY, JioHotstar or Sony LIV.
    const misleading = {
      arcticons: ["kan", "mako", "coupang", "nhk-plus", "starz", "jiotv", "friday-night-funkin", "anghami", "viu-1"],
      "simple-icons": ["starz", "jio", "sony"],
    } as const;
    for (const [id, credit] of Object.entries(logoCredits)) {
      if (credit === undefined) continue;
      expect(misleading[credit.set] as readonly string[], `${id}: ${credit.set} ${credit.icon}`).not.toContain(credit.icon);
    }
    const skyNow = Object.entries(logoCredits).filter(([, credit]) => credit?.set === "simple-icons" && credit.icon === "now");
    expect(skyNow.map(([id]) => id)).toEqual(["nowuk", "nowit"]);
  });

  it("credit the app icons of issue 31's cards, and show the others by name", () => {
    expect(
      Object.fromEntries(
        ["tver", "abema", "unext", "hulujp", "tving", "iqiyi", "viu", "jiohotstar", "sonyliv", "tod", "shahid", "playerpl", "cda"].map(
          (id) => [id, logoCredits[id]?.icon],
        ),
      ),
    ).toEqual({
      tver: "tver",
      abema: "abema-tv",
      unext: "u-next",
      hulujp: "hulu",
      tving: "tving",
      iqiyi: "iqiyi",
      viu: "viu",
      jiohotstar: "jiohotstar",
      sonyliv: "sony-liv",
      tod: "tod-turkiye",
      shahid: "shahid",
      playerpl: "player",
      cda: "cdapl",
    });
    for (const id of ["nhkone", "coupangplay", "kan", "mako", "nowtvhk", "starzplay", "lemino", "wavve", "friday"]) {
      expect(logoCredits[id], id).toBeUndefined();
      expect(sources[id]?.logos.treatment, id).toBe("name");
    }
  });

  it("take each set's author and licence from its package", () => {
    const simpleIconsPackage = JSON.parse(readFileSync(resolve("node_modules", "simple-icons", "package.json"), "utf8"));
    expect(logoIconSets["simple-icons"]).toMatchObject({ author: simpleIconsPackage.author, license: simpleIconsPackage.license });
    expect(logoIconSets.arcticons).toMatchObject({
      author: arcticonsInfo.author.name,
      url: arcticonsInfo.author.url,
      license: arcticonsInfo.license.spdx,
      licenseTitle: arcticonsInfo.license.title,
      licenseUrl: arcticonsInfo.license.url,
    });
  });

  it("say, for CC BY-SA, that the marks were changed and are shared alike", () => {
    expect(logoIconSets.arcticons.changes).toMatch(/^Recoloured .* shared under CC BY-SA 4\.0 as well\.$/);
  });

  it("list, per set, the services it draws, in catalogue order", () => {
    for (const [setId, set] of Object.entries(logoIconSets)) {
      const names = credits.filter(([, credit]) => credit?.set === setId).map(([id]) => sources[id]?.name);
      expect(set.services, setId).toEqual(names);
    }
  });

  it("are written out drawing by drawing in public/logos/LICENSES.md", () => {
    const licenses = readFileSync(resolve(logosDir, "LICENSES.md"), "utf8");
    for (const set of Object.values(logoIconSets)) {
      expect(licenses).toContain(`**${set.name}** (${set.url}) by ${set.author}, licensed under ${set.licenseTitle} (${set.licenseUrl}).`);
    }
    for (const [id, credit] of credits) {
      const { set, icon, license } = creditOf(id, credit);
      const { name, author } = logoIconSets[set];
      expect(licenses).toContain(`| ${id} | ${sources[id]?.name} | ${name} | ${icon} | ${license} | ${author} |`);
    }
  });

  it("reach the browser only as the About loader's data, so no page's scripts carry them", () => {
    const appDir = resolve("app");
    const imports = readdirSync(appDir, { recursive: true, encoding: "utf8" })
      .filter((path) => /\.tsx?$/.test(path))
      .flatMap((path) =>
        (readFileSync(resolve(appDir, path), "utf8").match(/^import .* from "(?:~\/data|\.)\/logo-credits";$/gm) ?? []).map((line) => [
          path,
          line,
        ]),
      )
      .sort();
    expect(imports).toEqual([
      ["components/about/LogoCredits.tsx", 'import type { LogoIconSet } from "~/data/logo-credits";'],
      ["routes/about.tsx", 'import { logoIconSets } from "~/data/logo-credits";'],
    ]);
  });
});
