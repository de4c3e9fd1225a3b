import { describe, expect, it, vi } from "vitest";
import { canonicalHiddenSources, storageKeys } from "~/lib/preferences/format";
import type { Preferences } from "~/lib/preferences/preferences";
import type { PreferencePersistence } from "~/lib/preferences/persistence";
import { createPreferencesStore } from "~/lib/preferences/store";
import { setupChunkCookies } from "~/lib/setup/cookies";
import { serializeSetup, emptySetup } from "~/lib/setup/wire";
import { homePlex, radio } from "../../support/services";

const nothingSaved: Preferences = { hiddenSourceIds: [], tipDismissed: false, services: [], order: null, language: null, region: null };

interface FakeStorageOptions {
  failReads?: boolean;
  failWrites?: boolean;
  secure?: boolean;
}

/** localStorage and document.cookie as plain maps, with switches to make storage throw like a full or disabled store. */
function fakePersistence(
  stored: Record<string, string>,
  { failReads = false, failWrites = false, secure = false }: FakeStorageOptions = {},
) {
  const items = new Map(Object.entries(stored));
  const cookies: string[] = [];
  const warnings: string[] = [];
  const persistence: PreferencePersistence = {
    getItem: (key) => {
      if (failReads) throw new DOMException("denied", "SecurityError");
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (failWrites) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key) => {
      if (failWrites) throw new DOMException("full", "QuotaExceededError");
      items.delete(key);
    },
    writeCookie: (cookie) => cookies.push(cookie),
    isSecurePage: () => secure,
    warn: (line) => warnings.push(line),
  };
  return { persistence, items, cookies, warnings };
}

describe("preferences store", () => {
  it("hydrates with the worker's view, then reports localStorage's", () => {
    const { persistence } = fakePersistence({ [storageKeys.hiddenSources]: '{"youtube":"","espn":""}', [storageKeys.settingsTip]: "true" });
    const store = createPreferencesStore(
      { hiddenSourceIds: ["plex"], tipDismissed: false, services: [], order: null, language: null, region: null },
      persistence,
    );
    expect(store.getServerSnapshot()).toEqual({
      hiddenSourceIds: ["plex"],
      tipDismissed: false,
      saveFailed: false,
      services: [],
      order: null,
      language: null,
      region: null,
    });
    expect(store.getSnapshot()).toEqual({
      hiddenSourceIds: ["youtube", "espn"],
      tipDismissed: true,
      saveFailed: false,
      services: [],
      order: null,
      language: null,
      region: null,
    });
  });

  it("returns the server snapshot object itself when storage agrees, so hydration does not re-render", () => {
    const { persistence } = fakePersistence({ [storageKeys.hiddenSources]: '{"youtube":""}', [storageKeys.settingsTip]: "true" });
    const store = createPreferencesStore(
      { hiddenSourceIds: ["youtube"], tipDismissed: true, services: [], order: null, language: null, region: null },
      persistence,
    );
    expect(store.getSnapshot()).toBe(store.getServerSnapshot());
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it("keeps the cookie's choices when localStorage holds nothing, and saves them there on sync", () => {
    const { persistence, items } = fakePersistence({});
    const store = createPreferencesStore(
      { hiddenSourceIds: ["hulu"], tipDismissed: true, services: [], order: null, language: null, region: null },
      persistence,
    );
    expect(store.getSnapshot()).toMatchObject({
      hiddenSourceIds: ["hulu"],
      tipDismissed: true,
      services: [],
      order: null,
      language: null,
      region: null,
    });
    store.sync();
    expect(items.get(storageKeys.hiddenSources)).toBe('{"hulu":""}');
    expect(items.get(storageKeys.settingsTip)).toBe("true");
  });

  it("lets a corrupt stored value win over the cookie as nothing hidden, and repairs it on sync", () => {
    const { persistence, items, cookies } = fakePersistence({ [storageKeys.hiddenSources]: '["youtube"]' });
    const store = createPreferencesStore(
      { hiddenSourceIds: ["youtube"], tipDismissed: false, services: [], order: null, language: null, region: null },
      persistence,
    );
    expect(store.getSnapshot().hiddenSourceIds).toEqual([]);
    store.sync();
    expect(items.get(storageKeys.hiddenSources)).toBe("{}");
    expect(cookies[0]).toMatch(/^pp_hidden=; .*Max-Age=0/);
  });

  it("keeps valid ids from a partly corrupt value and rewrites it canonically", () => {
    const { persistence, items, cookies } = fakePersistence({
      [storageKeys.hiddenSources]: '{"__proto__":"","twitch":"","Bogus!":"","espn":1}',
    });
    const store = createPreferencesStore(nothingSaved, persistence);
    store.sync();
    expect(store.getSnapshot().hiddenSourceIds).toEqual(["espn", "twitch"]);
    expect(items.get(storageKeys.hiddenSources)).toBe('{"espn":"","twitch":""}');
    expect(cookies[0]).toMatch(/^pp_hidden=espn\.twitch; /);
  });

  it("saves a new selection to localStorage and both cookies and notifies subscribers", () => {
    const { persistence, items, cookies } = fakePersistence({}, { secure: true });
    const store = createPreferencesStore(nothingSaved, persistence);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.changeSetup({ hiddenSourceIds: canonicalHiddenSources(["plex", "youtube", "plex"]) });
    expect(store.getSnapshot()).toEqual({
      hiddenSourceIds: ["youtube", "plex"],
      tipDismissed: false,
      saveFailed: false,
      services: [],
      order: null,
      language: null,
      region: null,
    });
    expect(JSON.parse(items.get(storageKeys.hiddenSources) ?? "null")).toEqual({ youtube: "", plex: "" });
    expect(cookies).toEqual([
      expect.stringMatching(/^pp_hidden=youtube\.plex; .*; Secure(;|$)/),
      expect.stringMatching(/^pp_tip=; .*Max-Age=0/),
      expect.stringMatching(/^pp_lang=; .*Max-Age=0/),
      expect.stringMatching(/^pp_region=; .*Max-Age=0/),
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.changeSetup({ hiddenSourceIds: canonicalHiddenSources([]) });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("dismisses the tip once, in localStorage and the cookie", () => {
    const { persistence, items, cookies } = fakePersistence({});
    const store = createPreferencesStore(nothingSaved, persistence);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismissTip();
    store.dismissTip();
    expect(store.getSnapshot().tipDismissed).toBe(true);
    expect(items.get(storageKeys.settingsTip)).toBe("true");
    expect(cookies).toContainEqual(expect.stringMatching(/^pp_tip=1; /));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("treats any stored tip value other than 'true' as not dismissed", () => {
    const { persistence } = fakePersistence({ [storageKeys.settingsTip]: "yes" });
    expect(
      createPreferencesStore(
        { hiddenSourceIds: [], tipDismissed: true, services: [], order: null, language: null, region: null },
        persistence,
      ).getSnapshot().tipDismissed,
    ).toBe(false);
  });

  it("keeps working in memory when storage cannot be read or written, and says the save failed", () => {
    const { persistence, cookies } = fakePersistence({}, { failReads: true, failWrites: true });
    const store = createPreferencesStore(
      { hiddenSourceIds: ["espn"], tipDismissed: false, services: [], order: null, language: null, region: null },
      persistence,
    );
    expect(store.getSnapshot().hiddenSourceIds).toEqual(["espn"]);
    expect(() => store.sync()).not.toThrow();
    expect(store.getSnapshot().saveFailed).toBe(false);

    store.changeSetup({ hiddenSourceIds: canonicalHiddenSources(["espn", "hulu"]) });
    expect(store.getSnapshot()).toEqual({
      hiddenSourceIds: ["hulu", "espn"],
      tipDismissed: false,
      saveFailed: true,
      services: [],
      order: null,
      language: null,
      region: null,
    });
    expect(cookies).toContainEqual(expect.stringMatching(/^pp_hidden=hulu\.espn; /));

    store.acknowledgeSaveFailure();
    expect(store.getSnapshot()).toEqual({
      hiddenSourceIds: ["hulu", "espn"],
      tipDismissed: false,
      saveFailed: false,
      services: [],
      order: null,
      language: null,
      region: null,
    });
  });

  it("keeps the hidden sources when the stored setup loads, whose JSON holds none of them", async () => {
    const { persistence } = fakePersistence({
      [storageKeys.hiddenSources]: '{"netflix":"","espn":""}',
      [storageKeys.setup]: '{"v":1,"s":[["_mine","My Music","https://music.example.com/",6,4]]}',
    });
    const store = createPreferencesStore(nothingSaved, persistence);
    store.sync();
    await store.setupSaved();
    expect(store.getSnapshot()).toMatchObject({
      hiddenSourceIds: ["netflix", "espn"],
      services: [{ id: "_mine", name: "My Music", url: "https://music.example.com/", category: 6, color: 4 }],
    });
  });

  it("survives a cookie write that throws", () => {
    const { persistence, items } = fakePersistence({});
    const store = createPreferencesStore(nothingSaved, {
      ...persistence,
      writeCookie: () => {
        throw new DOMException("sandboxed", "SecurityError");
      },
    });
    store.changeSetup({ hiddenSourceIds: canonicalHiddenSources(["youtube"]) });
    expect(store.getSnapshot()).toMatchObject({ hiddenSourceIds: ["youtube"], saveFailed: false });
    expect(items.get(storageKeys.hiddenSources)).toBe('{"youtube":""}');
  });

  describe("the setup (own services and order)", () => {
    const storedSetup = serializeSetup({ ...emptySetup, services: [homePlex, radio] }, false);

    function setupCookie(cookies: readonly string[], index: number): string | undefined {
      const name = setupChunkCookies[index]?.name;
      return cookies.findLast((cookie) => cookie.startsWith(`${name}=`));
    }

    it("loads nothing and writes no setup when neither localStorage nor the cookies hold one", async () => {
      const { persistence, items, cookies } = fakePersistence({});
      const store = createPreferencesStore(nothingSaved, persistence);
      store.sync();
      await store.setupSaved();
      expect(items.has(storageKeys.setup)).toBe(false);
      expect(cookies.some((cookie) => cookie.startsWith("pp_setup"))).toBe(false);
    });

    it("hydrates with the cookie's services, then takes localStorage's where they differ and mirrors them", async () => {
      const { persistence, cookies } = fakePersistence({ [storageKeys.setup]: storedSetup });
      const store = createPreferencesStore({ ...nothingSaved, services: [homePlex] }, persistence);
      expect(store.getSnapshot().services).toEqual([homePlex]);
      const listener = vi.fn();
      store.subscribe(listener);
      store.sync();
      await store.setupSaved();
      expect(store.getSnapshot().services).toEqual([homePlex, radio]);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(setupCookie(cookies, 0)).toMatch(/^pp_setup=[A-Za-z0-9_-]+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
      expect(setupCookie(cookies, 1)).toMatch(/^pp_setup1=; Max-Age=0/);
    });

    it("keeps the cookie's copy and writes it back when localStorage was wiped", async () => {
      const { persistence, items } = fakePersistence({});
      const store = createPreferencesStore({ ...nothingSaved, services: [homePlex, radio] }, persistence);
      store.sync();
      await store.setupSaved();
      expect(store.getSnapshot().services).toEqual([homePlex, radio]);
      expect(items.get(storageKeys.setup)).toBe(storedSetup);
    });

    it("keeps the cookie's copy when the stored setup is unreadable, and logs one line without the value", async () => {
      const secret = '{"v":1,"s":[["_hp01","secret-name","https://secret.example/"';
      const { persistence, warnings, items } = fakePersistence({ [storageKeys.setup]: secret });
      const store = createPreferencesStore({ ...nothingSaved, services: [homePlex] }, persistence);
      store.sync();
      await store.setupSaved();
      expect(store.getSnapshot().services).toEqual([homePlex]);
      expect(warnings).toEqual(['setup_repaired {"key":"setup","problems":["not_json"]}']);
      expect(warnings.join()).not.toContain("secret");
      expect(items.get(storageKeys.setup)).toBe(serializeSetup({ ...emptySetup, services: [homePlex] }, false));
    });

    it("leaves a newer release's stored setup untouched, showing the cookie's copy meanwhile", async () => {
      const newer = '{"v":2,"services":"whatever comes next"}';
      const { persistence, items, warnings } = fakePersistence({ [storageKeys.setup]: newer });
      const store = createPreferencesStore({ ...nothingSaved, services: [homePlex] }, persistence);
      store.sync();
      await store.setupSaved();
      expect(store.getSnapshot().services).toEqual([homePlex]);
      expect(items.get(storageKeys.setup)).toBe(newer);
      expect(warnings).toEqual(['setup_repaired {"key":"setup","problems":["newer_version"]}']);
    });

    it("keeps the valid services of a partly hostile stored setup", async () => {
      const hostile = JSON.stringify({
        v: 1,
        s: [
          ["_hp01", "Home Plex", "https://plex.example.net/web", 6, null],
          ["_bad1", "Evil", "javascript:alert(1)", 6, null],
          ["__proto__", "Proto", "https://example.com/", 6, null],
        ],
      });
      const { persistence, warnings } = fakePersistence({ [storageKeys.setup]: hostile });
      const store = createPreferencesStore(nothingSaved, persistence);
      store.sync();
      await store.setupSaved();
      expect(store.getSnapshot().services).toEqual([homePlex]);
      expect(warnings).toEqual(['setup_repaired {"key":"setup","problems":["bad_address","unknown_ids"]}']);
    });

    it("saves a change to localStorage and the cookies, and removes both when the setup is back to the default", async () => {
      const { persistence, items, cookies } = fakePersistence({});
      const store = createPreferencesStore(nothingSaved, persistence);
      store.changeSetup({ services: [radio] });
      expect(store.getSnapshot().services).toEqual([radio]);
      await store.setupSaved();
      expect(items.get(storageKeys.setup)).toBe(serializeSetup({ ...emptySetup, services: [radio] }, false));
      expect(setupCookie(cookies, 0)).toMatch(/^pp_setup=[A-Za-z0-9_-]+;/);

      store.changeSetup({ services: [], order: null });
      await store.setupSaved();
      expect(items.has(storageKeys.setup)).toBe(false);
      expect(setupCookie(cookies, 0)).toMatch(/^pp_setup=; Max-Age=0/);
    });

    it("writes only the last of several quick changes into the cookies", async () => {
      const { persistence, cookies } = fakePersistence({});
      const store = createPreferencesStore(nothingSaved, persistence);
      store.changeSetup({ services: [homePlex] });
      store.changeSetup({ services: [homePlex, radio] });
      await store.setupSaved();
      expect(cookies.filter((cookie) => cookie.startsWith("pp_setup="))).toHaveLength(1);
    });

    it("says the save failed when localStorage refuses the setup, and keeps it in memory", async () => {
      const { persistence } = fakePersistence({}, { failWrites: true });
      const store = createPreferencesStore(nothingSaved, persistence);
      store.changeSetup({ services: [radio] });
      await store.setupSaved();
      expect(store.getSnapshot()).toMatchObject({ services: [radio], saveFailed: true });
    });
  });
});

describe("language and region choices", () => {
  it("reads a corrupt stored language or region as automatic, warns once without the value, and repairs storage and cookies", () => {
    const { persistence, items, cookies, warnings } = fakePersistence({
      [storageKeys.language]: "xx",
      [storageKeys.region]: "<script>",
    });
    const store = createPreferencesStore({ ...nothingSaved, language: "de", region: "dach" }, persistence);
    expect(store.getSnapshot()).toMatchObject({ language: null, region: null });
    expect(warnings).toEqual(["stored_locale_invalid"]);
    store.sync();
    expect(items.has(storageKeys.language)).toBe(false);
    expect(items.has(storageKeys.region)).toBe(false);
    expect(cookies.filter((cookie) => /^pp_(lang|region)=/.test(cookie))).toEqual([
      "pp_lang=; Max-Age=0; Path=/; SameSite=Lax",
      "pp_region=; Max-Age=0; Path=/; SameSite=Lax",
    ]);
    expect(warnings).toEqual(["stored_locale_invalid"]);
  });

  it("lets a stored choice win over the cookie's, keeping a valid one beside a corrupt one", () => {
    const { persistence, warnings } = fakePersistence({ [storageKeys.language]: "sv", [storageKeys.region]: "atlantis" });
    const store = createPreferencesStore({ ...nothingSaved, region: "uk" }, persistence);
    expect(store.getSnapshot()).toMatchObject({ language: "sv", region: null });
    expect(warnings).toEqual(["stored_locale_invalid"]);
  });

  it("stores a choice in localStorage and its cookie, and forgets it again for Automatic", () => {
    const { persistence, items, cookies } = fakePersistence({}, { secure: true });
    const store = createPreferencesStore(nothingSaved, persistence);
    store.chooseLocale({ language: "de" });
    store.chooseLocale({ region: "uk" });
    expect(store.getSnapshot()).toMatchObject({ language: "de", region: "uk", saveFailed: false });
    expect(items.get(storageKeys.language)).toBe("de");
    expect(items.get(storageKeys.region)).toBe("uk");
    expect(cookies).toContain("pp_lang=de; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
    expect(cookies).toContain("pp_region=uk; Max-Age=31536000; Path=/; Secure; SameSite=Lax");

    store.chooseLocale({ language: null });
    expect(store.getSnapshot()).toMatchObject({ language: null, region: "uk" });
    expect(items.has(storageKeys.language)).toBe(false);
    expect(cookies.at(-2)).toBe("pp_lang=; Max-Age=0; Path=/; Secure; SameSite=Lax");
  });

  describe("hidden ids of other regions", () => {
    it("keeps another region's pack id and drops an id no region has, once every region's ids have loaded", async () => {
      const stored = JSON.stringify({ youtube: "", bbciplayer: "", bogus: "" });
      const { persistence, items, warnings } = fakePersistence({ [storageKeys.hiddenSources]: stored });
      const store = createPreferencesStore(nothingSaved, persistence);
      store.sync();
      expect(store.getSnapshot().hiddenSourceIds).toEqual(["youtube", "bbciplayer", "bogus"]);
      await vi.waitFor(() => expect(store.getSnapshot().hiddenSourceIds).toEqual(["youtube", "bbciplayer"]));
      expect(JSON.parse(items.get(storageKeys.hiddenSources) ?? "null")).toEqual({ youtube: "", bbciplayer: "" });
      expect(warnings).toEqual(["stored_hidden_unknown_ids"]);
    });

    it("leaves bundled ids alone without loading anything", () => {
      const { persistence, warnings } = fakePersistence({ [storageKeys.hiddenSources]: JSON.stringify({ plex: "" }) });
      const store = createPreferencesStore(nothingSaved, persistence);
      store.sync();
      expect(store.getSnapshot().hiddenSourceIds).toEqual(["plex"]);
      expect(warnings).toEqual([]);
    });
  });
});
