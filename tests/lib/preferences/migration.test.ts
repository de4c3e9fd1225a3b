// @vitest-environment node
// Issue 21's promise: nothing a driver saved before the rebuild is lost. Every cookie and localStorage format docs/settings-and-storage.md
// documents, as earlier releases wrote them, is read by the new code: the cookies by the worker on every request, the
// localStorage backup by the preferences action when a browser posts it back after a car update wiped its cookies.
import { describe, expect, it } from "vitest";
import { Category } from "~/data/categories";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { applyPreferenceForm } from "~/lib/preferences/forms/apply-form";
import { readPreferenceCookies } from "~/lib/preferences/server/cookies.server";
import { preferenceIntents } from "~/lib/preferences/forms/intents";
import { packText } from "~/lib/preferences/stored/setup-packing";
import { homePlex, radio } from "../../support/services";
import { nothingSaved } from "../../support/nothing-saved";

/** A setup as releases 13 to 15 stored it: version 1, hidden sources apart, services as tuples, the order as moved rows and cards. */
const storedSetup = JSON.stringify({
  v: 1,
  s: [
    [homePlex.id, homePlex.name, homePlex.url, homePlex.category, homePlex.color],
    [radio.id, radio.name, radio.url, radio.category, radio.color],
  ],
  r: [Category.Gaming, Category.Streaming],
});

function restore(backup: Record<string, string>) {
  const applied = applyPreferenceForm(nothingSaved, { intent: preferenceIntents.restore, ...backup });
  if (applied.kind !== "saved") throw new Error("the backup was refused");
  return applied;
}

describe("today's cookies, read by the worker", () => {
  it("reads every preference cookie as the browser wrote them before the rebuild (not HttpOnly, same values)", async () => {
    const [setupChunk] = [await packText(storedSetup)];
    const header = `pp_hidden=youtube.espn; pp_tip=1; pp_lang=de; pp_region=uk; pp_setup=${setupChunk}`;
    const { preferences, unreadable, noneStored } = await readPreferenceCookies(new RequestCookies(header));
    expect(preferences).toMatchObject({ hiddenSourceIds: ["youtube", "espn"], tipDismissed: true, language: "de", region: "uk" });
    expect(preferences.services).toEqual([homePlex, radio]);
    expect(preferences.order?.map((row) => row.category).slice(0, 2)).toEqual([Category.MyServices, Category.Gaming]);
    expect(unreadable).toEqual([]);
    expect(noneStored).toBe(false);
  });

  it("tells a request with no preference cookie apart, so the page asks the browser for its backup", async () => {
    expect((await readPreferenceCookies(new RequestCookies("pp_fullscreen=1; other=1"))).noneStored).toBe(true);
    expect((await readPreferenceCookies(new RequestCookies("pp_tip=1"))).noneStored).toBe(false);
  });
});

describe("today's localStorage, posted back as a backup", () => {
  it('reads hiddenSources as the first release stored it (id → ""), in any order, with other values too', () => {
    expect(restore({ hiddenSources: '{"espn":"","youtube":""}' }).preferences.hiddenSourceIds).toEqual(["youtube", "espn"]);
    expect(restore({ hiddenSources: '{"youtube":true,"hulu":1}' }).preferences.hiddenSourceIds).toEqual(["youtube", "hulu"]);
  });

  it("keeps the hidden sources of other regions' packs, and drops ids no region has", () => {
    const applied = restore({ hiddenSources: '{"bbciplayer":"","myspace":"","__proto__":""}' });
    expect(applied.preferences.hiddenSourceIds).toEqual(["bbciplayer"]);
    expect(applied.restoreProblems).toEqual(["hidden_repaired"]);
  });

  it("reads hide-settings-tip 'true', the setup key's services and order, and the language and region", () => {
    const applied = restore({ "hide-settings-tip": "true", setup: storedSetup, language: "sv", region: "nordics" });
    expect(applied.preferences).toMatchObject({ tipDismissed: true, services: [homePlex, radio], language: "sv", region: "nordics" });
    expect(applied.preferences.order?.map((row) => row.category).slice(0, 2)).toEqual([Category.MyServices, Category.Gaming]);
    expect(applied.restoreProblems).toEqual([]);
  });

  it("treats an unknown language or region as Automatic, and reports it", () => {
    const applied = restore({ language: "tlh", region: "moon" });
    expect(applied.preferences).toMatchObject({ language: null, region: null, theme: "dark", cardSize: "standard" });
    expect(applied.restoreProblems).toEqual(["unknown_locale"]);
  });

  it("keeps every valid part of a damaged setup, and reports what it left out", () => {
    const damaged = JSON.stringify({
      v: 1,
      s: [
        [homePlex.id, homePlex.name, homePlex.url, homePlex.category, null],
        ["bad", "x"],
      ],
      o: ["constructor"],
    });
    const applied = restore({ setup: damaged });
    expect(applied.preferences.services).toEqual([homePlex]);
    expect(applied.restoreProblems).toEqual(expect.arrayContaining(["wrong_shape", "unknown_ids"]));
  });

  it("leaves services and order alone when the setup is not one (not JSON, or from a newer release)", () => {
    expect(restore({ setup: "{" }).restoreProblems).toEqual(["not_json"]);
    const newer = restore({ setup: JSON.stringify({ v: 2, s: [] }), hiddenSources: '{"youtube":""}' });
    expect(newer.preferences).toMatchObject({ services: [], order: null, hiddenSourceIds: ["youtube"] });
    expect(newer.restoreProblems).toEqual(["newer_version"]);
  });

  it("reads a backup link's setup, whose hidden sources travel inside it", () => {
    const link = JSON.stringify({ v: 1, h: ["netflix"], s: [[radio.id, radio.name, radio.url, radio.category, radio.color]] });
    expect(restore({ setup: link, language: "it" }).preferences).toMatchObject({
      hiddenSourceIds: ["netflix"],
      services: [radio],
      language: "it",
    });
  });
});
