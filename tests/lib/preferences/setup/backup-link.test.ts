import { defaultLaunchChoices } from "~/lib/links/launch-choices";
import { describe, expect, it } from "vitest";
import { Category } from "~/data/categories";
import { defaultDisplay } from "~/lib/display/display";
import { sourceIds } from "~/data/sources";
import { settingsDe } from "~/generated/i18n/settings/de";
import { settingsEn } from "~/generated/i18n/settings/en";
import { createTranslator } from "~/lib/i18n/translate";
import {
  createSetupLink,
  describeSetup,
  hasSetupLink,
  maxSetupLinkLength,
  readSetupLink,
  refusedLinkMessage,
  setupLinkLogLine,
} from "~/lib/preferences/backup/backup-link";
import { arrangeRows } from "~/lib/preferences/setup/order";
import { packText } from "~/lib/preferences/stored/setup-packing";
import type { CustomService } from "~/lib/preferences/setup/services";
import { automaticLocale, defaultBackupChoices, parseSetup, type Setup } from "~/lib/preferences/stored/setup-format";
import { emptySetup } from "../../../support/setups";

const origin = "https://parkplay.example.com";
const t = createTranslator(settingsEn, "en");

function service(id: string, name: string): CustomService {
  return { id, name, url: `https://${id.slice(1)}.example.com/`, category: Category.MyServices, color: null };
}

const services = [service("_aaaa", "Home Plex"), service("_bbbb", "Garage"), service("_cccc", "Radio"), service("_dddd", "Cams")];

const setup: Setup = {
  hiddenSourceIds: sourceIds.slice(0, 12),
  services,
  order: arrangeRows({ rows: [Category.Utility], cards: ["_dddd", "_cccc"] }, services),
};

async function fragmentOf(json: string): Promise<string> {
  return `#setup=${await packText(json)}`;
}

describe("createSetupLink and readSetupLink", () => {
  it("makes a link to the dashboard that carries the setup in its fragment, and reads it back whole", async () => {
    const link = await createSetupLink(origin, setup, automaticLocale);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe(`${origin}/`);
    expect(url.hash).toMatch(/^#setup=[A-Za-z0-9_-]+$/);
    expect(await readSetupLink(url.hash)).toEqual({
      kind: "read",
      setup,
      locale: automaticLocale,
      launch: defaultLaunchChoices,
      display: defaultDisplay,
      problems: [],
    });
  });

  it("carries the empty setup too", async () => {
    const link = await createSetupLink(origin, emptySetup, automaticLocale);
    expect(await readSetupLink(new URL(link).hash)).toEqual({
      kind: "read",
      setup: emptySetup,
      locale: automaticLocale,
      launch: defaultLaunchChoices,
      display: defaultDisplay,
      problems: [],
    });
  });

  it("carries the chosen language and region, which a reader from before them ignores", async () => {
    const locale = { language: "de", region: "uk" } as const;
    const hash = new URL(await createSetupLink(origin, setup, locale)).hash;
    expect(await readSetupLink(hash)).toEqual({
      kind: "read",
      setup,
      locale,
      launch: defaultLaunchChoices,
      display: defaultDisplay,
      problems: [],
    });
    expect(parseSetup('{"v":1,"h":["netflix"],"l":"de","g":"uk"}', 1000)).toEqual({
      kind: "read",
      setup: { ...emptySetup, hiddenSourceIds: ["netflix"] },
      problems: [],
    });
  });

  it("reads an unknown language or region as automatic, keeps the rest, and reports it without the value", async () => {
    const result = await readSetupLink(await fragmentOf('{"v":1,"h":["netflix"],"l":"xx-secret","g":{"region":"uk"}}'));
    expect(result).toEqual({
      kind: "read",
      setup: { ...emptySetup, hiddenSourceIds: ["netflix"] },
      locale: automaticLocale,
      launch: defaultLaunchChoices,
      display: defaultDisplay,
      problems: ["unknown_locale"],
    });
    expect(setupLinkLogLine(result)).toBe('setup_link_repaired {"problems":["unknown_locale"]}');
    const onlyRegion = await readSetupLink(await fragmentOf('{"v":1,"l":"sv","g":"mars"}'));
    expect(onlyRegion).toMatchObject({ kind: "read", locale: { language: "sv", region: null }, problems: ["unknown_locale"] });
  });

  it("carries a theme and card size other than the defaults, which a reader from before them ignores", async () => {
    const display = { theme: "light", cardSize: "large" } as const;
    const hash = new URL(await createSetupLink(origin, setup, automaticLocale, { launch: defaultLaunchChoices, display })).hash;
    expect(await readSetupLink(hash)).toEqual({
      kind: "read",
      setup,
      locale: automaticLocale,
      launch: defaultLaunchChoices,
      display,
      problems: [],
    });
    expect(parseSetup('{"v":1,"h":["netflix"],"t":"auto","z":"compact"}', 1000)).toEqual({
      kind: "read",
      setup: { ...emptySetup, hiddenSourceIds: ["netflix"] },
      problems: [],
    });
    // The defaults are left out, so a driver who never chose keeps links as short as before.
    const defaults = new URL(await createSetupLink(origin, emptySetup, automaticLocale, defaultBackupChoices)).hash;
    expect(defaults).toBe(new URL(await createSetupLink(origin, emptySetup, automaticLocale)).hash);
  });

  it("reads an unknown theme or card size as the default, keeps the rest, and reports it without the value", async () => {
    const result = await readSetupLink(await fragmentOf('{"v":1,"h":["netflix"],"t":"sepia-secret","z":"large"}'));
    expect(result).toEqual({
      kind: "read",
      setup: { ...emptySetup, hiddenSourceIds: ["netflix"] },
      locale: automaticLocale,
      launch: defaultLaunchChoices,
      display: { theme: "dark", cardSize: "large" },
      problems: ["unknown_display"],
    });
    expect(setupLinkLogLine(result)).toBe('setup_link_repaired {"problems":["unknown_display"]}');
  });

  it("refuses a fragment over 16 KB unread, even one that would inflate to a valid setup", async () => {
    const padded = `${await fragmentOf('{"v":1}')}${"A".repeat(maxSetupLinkLength)}`;
    expect(await readSetupLink(padded)).toEqual({ kind: "refused", problem: "too_long" });
    expect(await readSetupLink(`#setup=${"A".repeat(maxSetupLinkLength - 7)}`)).toEqual({ kind: "refused", problem: "damaged" });
  });

  it("refuses a truncated link as damaged", async () => {
    const hash = new URL(await createSetupLink(origin, setup, automaticLocale)).hash;
    for (const cut of [1, 2, 5, 20, Math.floor(hash.length / 2)]) {
      expect(await readSetupLink(hash.slice(0, -cut))).toEqual({ kind: "refused", problem: "damaged" });
    }
  });

  it.each([["#setup="], ["#setup=%20abc"], ["#setup=abc+def"], ["#setup=abcd&x=1"], ["#setup=bm90IGRlZmxhdGU"]])(
    "refuses %j as damaged",
    async (hash) => {
      expect(await readSetupLink(hash)).toEqual({ kind: "refused", problem: "damaged" });
    },
  );

  it("refuses an inflation bomb as damaged", async () => {
    const bomb = await fragmentOf(`{"v":1,"h":["${"a".repeat(1_000_000)}"]}`);
    expect(bomb.length).toBeLessThan(maxSetupLinkLength);
    expect(await readSetupLink(bomb)).toEqual({ kind: "refused", problem: "damaged" });
  });

  it("refuses what is not JSON, not a setup, or from a newer version", async () => {
    expect(await readSetupLink(await fragmentOf("<html>"))).toEqual({ kind: "refused", problem: "not_json" });
    expect(await readSetupLink(await fragmentOf('[{"v":1}]'))).toEqual({ kind: "refused", problem: "wrong_shape" });
    expect(await readSetupLink(await fragmentOf('{"v":2,"h":["netflix"]}'))).toEqual({ kind: "refused", problem: "newer_version" });
  });

  it("refuses a fragment that is no setup link at all", async () => {
    expect(await readSetupLink("#pp-category-2")).toEqual({ kind: "refused", problem: "wrong_shape" });
  });

  it("keeps every valid part of a link with hostile content, and says parts were left out", async () => {
    const hostile = {
      v: 1,
      h: ["netflix", "__proto__", "nope"],
      s: [
        ["_aaaa", "<script>alert(1)</script>", "https://a.example.com/", 6, 1],
        ["_bbbb", "\u202eevil", "https://b.example.com/", 6, null],
        ["_cccc", "Bad", "javascript:alert(1)", 6, null],
        ["_dddd", "Data", "data:text/html,hi", 6, null],
        ["_eeee", "File", "file:///etc/passwd", 6, null],
        ["__proto__", "Proto", "https://p.example.com/", 6, null],
        ...Array.from({ length: 20 }, (_, index) => [
          `_x${String(index).padStart(3, "0")}`,
          `S${index}`,
          "https://s.example.com/",
          6,
          null,
        ]),
      ],
    };
    const result = await readSetupLink(await fragmentOf(JSON.stringify(hostile)));
    if (result.kind !== "read") throw new Error(`refused as ${result.problem}`);
    expect(result.setup.hiddenSourceIds).toEqual(["netflix"]);
    expect(result.setup.services.map((kept) => kept.name)).toEqual([
      "<script>alert(1)</script>",
      "evil",
      ...Array.from({ length: 14 }, (_, index) => `S${index}`),
    ]);
    expect([...result.problems].sort()).toEqual(["bad_address", "bad_name", "too_many", "unknown_ids"]);
  });
});

describe("hasSetupLink", () => {
  it("finds only the setup fragment", () => {
    expect(hasSetupLink("#setup=abc")).toBe(true);
    expect(hasSetupLink("")).toBe(false);
    expect(hasSetupLink("#pp-category-2")).toBe(false);
    expect(hasSetupLink("#Setup=abc")).toBe(false);
  });
});

describe("setupLinkLogLine", () => {
  it("names the problem of a refused link and nothing it held", async () => {
    const result = await readSetupLink(await fragmentOf('{"v":9,"s":[["_aaaa","Secret Garage","https://secret.example.com/",6,1]]}'));
    const line = setupLinkLogLine(result);
    expect(line).toBe('setup_link_refused {"problem":"newer_version"}');
  });

  it("lists what was left out of a repaired link without its values", async () => {
    const result = await readSetupLink(await fragmentOf('{"v":1,"s":[["_aaaa","Secret","javascript:alert(1)",6,1]]}'));
    const line = setupLinkLogLine(result);
    expect(line).toBe('setup_link_repaired {"problems":["bad_address"]}');
    expect(line).not.toContain("Secret");
  });

  it("stays quiet for a clean link", async () => {
    expect(setupLinkLogLine(await readSetupLink(new URL(await createSetupLink(origin, setup, automaticLocale)).hash))).toBeNull();
  });
});

describe("refusedLinkMessage", () => {
  it("tells the driver what to do about a backup from a newer version", () => {
    expect(refusedLinkMessage("newer_version", t)).toBe(
      "This backup was made by a newer version of ParkPlay. Update the app where you opened it, or make a new backup.",
    );
  });

  it("has its own words for each way a link is refused", () => {
    const problems = ["too_long", "damaged", "not_json", "wrong_shape", "newer_version"] as const;
    const messages = problems.map((problem) => refusedLinkMessage(problem, t));
    expect(new Set(messages).size).toBe(messages.length);
    expect(refusedLinkMessage("too_long", createTranslator(settingsDe, "de"))).toBe(settingsDe["refused.tooLong"]);
  });
});

describe("describeSetup", () => {
  it("counts services and hidden sources and says whose order it is", () => {
    expect(describeSetup(setup, automaticLocale, t)).toBe("4 of your services, 12 hidden, your order");
  });

  it("says when there is nothing of the driver's own", () => {
    expect(describeSetup(emptySetup, automaticLocale, t)).toBe("no services of your own, nothing hidden, the standard order");
  });

  it("speaks of one service in the singular", () => {
    expect(describeSetup({ hiddenSourceIds: ["netflix"], services: [service("_aaaa", "Plex")], order: null }, automaticLocale, t)).toBe(
      "1 of your services, 1 hidden, the standard order",
    );
  });

  it("names a chosen language in its own words and a chosen region in the page's language", () => {
    expect(describeSetup(emptySetup, { language: "nb", region: "uk" }, t)).toBe(
      "no services of your own, nothing hidden, the standard order, language: Norsk bokmål, region: United Kingdom",
    );
    expect(describeSetup(setup, { language: null, region: "dach" }, createTranslator(settingsDe, "de"))).toBe(
      "4 eigene Dienste, 12 ausgeblendet, Ihre Reihenfolge, Region: Deutschland, Österreich, Schweiz",
    );
  });

  it("names a theme and card size other than the defaults, in the page's language", () => {
    expect(describeSetup(emptySetup, automaticLocale, t, { theme: "auto", cardSize: "compact" })).toBe(
      "no services of your own, nothing hidden, the standard order, theme: Automatic, card size: Compact",
    );
    expect(describeSetup(emptySetup, automaticLocale, t, defaultDisplay)).toBe(describeSetup(emptySetup, automaticLocale, t));
  });
});
