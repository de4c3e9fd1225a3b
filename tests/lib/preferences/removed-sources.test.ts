// @vitest-environment node
// Issue 23 removed Crackle, Bentkey and Facebook Gaming. A driver's stored choice naming one was valid when saved: every
// reader drops it quietly (no problem reported, so no log line on every load), and keeps everything beside it.
import { describe, expect, it } from "vitest";
import { Category } from "~/data/categories";
import { removedSourceIds } from "~/data/removed-source-ids";
import { isCatalogueId } from "~/lib/catalogue/complete";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { applyPreferenceForm } from "~/lib/preferences/forms/apply-form";
import { readPreferenceCookies } from "~/lib/preferences/server/cookies.server";
import { defaultLaunchChoices } from "~/lib/links/launch-choices";
import { decodeLaunchChoices, decodeRecentCards, hiddenSourcesCookieFor, parseHiddenSources } from "~/lib/preferences/stored/cookie-codecs";
import { preferenceIntents } from "~/lib/preferences/forms/intents";
import { packText } from "~/lib/preferences/stored/setup-packing";
import { readSetupValue } from "~/lib/preferences/stored/setup-format";
import { nothingSaved } from "../../support/nothing-saved";

describe("a removed service's stored id", () => {
  it("is no longer a catalogue id", () => {
    expect(removedSourceIds).toEqual(["crackle", "bentkey", "facebookgaming"]);
    for (const id of removedSourceIds) expect(isCatalogueId(id), id).toBe(false);
  });

  it("leaves the hidden-sources cookie quietly, keeping the ids beside it", () => {
    const { decode } = hiddenSourcesCookieFor(isCatalogueId);
    expect(decode("youtube.crackle.bentkey.espn.facebookgaming")).toEqual({ value: ["youtube", "espn"], problem: null });
    expect(decode("crackle")).toEqual({ value: [], problem: null });
    // Other damage beside it is still reported.
    expect(decode("crackle.myspace.hulu")).toEqual({ value: ["hulu"], problem: "unknown_ids" });
    expect(decode("crackle.hulu.youtube")).toEqual({ value: ["youtube", "hulu"], problem: "not_canonical" });
  });

  it("leaves the launch modes and the recent cards quietly, keeping the ids beside them", () => {
    expect(decodeLaunchChoices("1~crackle.netflix~bentkey.hulu", isCatalogueId)).toEqual({
      value: { everyCardFullscreen: true, fullscreen: ["netflix"], outside: ["hulu"] },
      problem: null,
    });
    expect(decodeLaunchChoices("0~facebookgaming", isCatalogueId)).toEqual({ value: defaultLaunchChoices, problem: null });
    expect(decodeLaunchChoices("0~crackle.netflix~myspace", isCatalogueId).problem).toBe("unknown_ids");
    expect(decodeRecentCards("crackle.netflix.bentkey.hulu", isCatalogueId)).toEqual({
      value: { enabled: true, ids: ["netflix", "hulu"] },
      problem: null,
    });
    expect(decodeRecentCards("crackle.netflix.myspace", isCatalogueId).problem).toBe("unknown_ids");
  });

  it("is read from the cookies on every load without a cookie_invalid report, and the cookie is not deleted", async () => {
    const cookies = new RequestCookies("pp_hidden=netflix.crackle.bentkey; pp_launch=0~crackle.hulu; pp_recent=bentkey.espn");
    const read = await readPreferenceCookies(cookies);
    expect(read.preferences.hiddenSourceIds).toEqual(["netflix"]);
    expect(read.preferences.launch.fullscreen).toEqual(["hulu"]);
    expect(read.preferences.recent.ids).toEqual(["espn"]);
    expect(read.unreadable).toEqual([]);
    expect(cookies.problems).toEqual([]);
  });

  it("leaves the setup's hidden ids and card order quietly", () => {
    const read = readSetupValue({ v: 1, h: ["bentkey", "hulu"], r: [Category.Gaming], o: ["facebookgaming", "kick", "crackle", "twitch"] });
    if (read.kind !== "read") throw new Error(`refused as ${read.problem}`);
    expect(read.problems).toEqual([]);
    expect(read.setup.hiddenSourceIds).toEqual(["hulu"]);
    const cards = read.setup.order?.flatMap((row) => row.cardIds) ?? [];
    expect(cards.indexOf("kick")).toBeLessThan(cards.indexOf("twitch"));
    for (const id of removedSourceIds) expect(cards, id).not.toContain(id);
  });

  it("leaves the setup cookies quietly", async () => {
    const packed = await packText(JSON.stringify({ v: 1, o: ["crackle", "netflix", "youtube"] }));
    const cookies = new RequestCookies(`pp_setup=${packed}`);
    const read = await readPreferenceCookies(cookies);
    const cards = read.preferences.order?.flatMap((row) => row.cardIds) ?? [];
    expect(cards.indexOf("netflix")).toBeLessThan(cards.indexOf("youtube"));
    expect(cards).not.toContain("crackle");
    expect(cookies.problems).toEqual([]);
  });

  it("leaves the localStorage backup quietly: restoring it reports no repair", () => {
    expect(parseHiddenSources('{"youtube":"","crackle":""}')).toEqual({ hidden: ["youtube"], repaired: false });
    const applied = applyPreferenceForm(nothingSaved, {
      intent: preferenceIntents.restore,
      hiddenSources: '{"crackle":"","espn":"","facebookgaming":""}',
      setup: JSON.stringify({ v: 1, h: ["bentkey"], o: ["bentkey", "youtube"] }),
    });
    if (applied.kind !== "saved") throw new Error("the backup was refused");
    expect(applied.preferences.hiddenSourceIds).toEqual(["espn"]);
    expect(applied.restoreProblems).toEqual([]);
  });
});
