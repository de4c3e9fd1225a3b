import { describe, expect, it } from "vitest";
import { backUpPreferences, backUpWithoutCookies } from "~/lib/preferences/backup/backup";
import { storageKeys } from "~/lib/preferences/stored/cookie-codecs";
import type { BackupStorage } from "~/lib/preferences/backup/backup-storage";
import { homePlex } from "../../support/services";
import { nothingSaved } from "../../support/nothing-saved";

function memoryStorage(stored: Record<string, string> = {}, { failWrites = false } = {}) {
  const items = new Map(Object.entries(stored));
  const warnings: string[] = [];
  const writes: string[] = [];
  const storage: BackupStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites) throw new DOMException("full", "QuotaExceededError");
      writes.push(key);
      items.set(key, value);
    },
    removeItem: (key) => {
      if (failWrites) throw new DOMException("full", "QuotaExceededError");
      writes.push(key);
      items.delete(key);
    },
    warn: (line) => warnings.push(line),
  };
  return { storage, items, warnings, writes };
}

describe("the localStorage backup", () => {
  it("holds the saved preferences in the keys and formats every release has used", async () => {
    const { storage, items, warnings } = memoryStorage();
    await backUpPreferences(
      {
        ...nothingSaved,
        hiddenSourceIds: ["youtube", "espn"],
        tipDismissed: true,
        services: [homePlex],
        language: "de",
        region: "uk",
        theme: "light",
        cardSize: "large",
      },
      storage,
    );
    expect(Object.fromEntries(items)).toEqual({
      [storageKeys.hiddenSources]: '{"youtube":"","espn":""}',
      [storageKeys.settingsTip]: "true",
      [storageKeys.language]: "de",
      [storageKeys.region]: "uk",
      [storageKeys.theme]: "light",
      [storageKeys.cardSize]: "large",
      [storageKeys.setup]: JSON.stringify({ v: 1, s: [[homePlex.id, homePlex.name, homePlex.url, homePlex.category, null]] }),
    });
    expect(warnings).toEqual([]);
  });

  it("holds the launch modes and recent cards in their cookies' texts, and nothing while they are the defaults (issue 22)", async () => {
    const { storage, items } = memoryStorage();
    const chosen = {
      ...nothingSaved,
      launch: { fullscreen: ["netflix"], outside: ["hulu"], everyCardFullscreen: true },
      recent: { enabled: true, ids: ["espn", "netflix"] },
    };
    await backUpPreferences(chosen, storage);
    expect(items.get(storageKeys.launchModes)).toBe("1~netflix~hulu");
    expect(items.get(storageKeys.recentlyOpened)).toBe("espn.netflix");
    await backUpPreferences({ ...chosen, recent: { enabled: false, ids: [] } }, storage);
    expect(items.get(storageKeys.recentlyOpened)).toBe("-");
    await backUpPreferences(nothingSaved, storage);
    expect(items.has(storageKeys.launchModes)).toBe(false);
    expect(items.has(storageKeys.recentlyOpened)).toBe(false);
  });

  it("removes what is back to its default, and writes nothing that is already there", async () => {
    const { storage, items, writes } = memoryStorage({
      [storageKeys.hiddenSources]: "{}",
      [storageKeys.language]: "fr",
      [storageKeys.setup]: '{"v":1}',
    });
    await backUpPreferences(nothingSaved, storage);
    expect(Object.fromEntries(items)).toEqual({ [storageKeys.hiddenSources]: "{}" });
    expect(writes).toEqual([storageKeys.language, storageKeys.setup]);
  });

  it("leaves a setup from a newer release alone, so going back a version does not overwrite it", async () => {
    const newer = '{"v":2,"s":[]}';
    const { storage, items } = memoryStorage({ [storageKeys.setup]: newer });
    await backUpPreferences({ ...nothingSaved, services: [homePlex] }, storage);
    expect(items.get(storageKeys.setup)).toBe(newer);
  });

  it("logs one line, never a value, when the browser refuses to store it (the cookies still hold everything)", async () => {
    const { storage, warnings } = memoryStorage({}, { failWrites: true });
    await backUpPreferences({ ...nothingSaved, hiddenSourceIds: ["youtube"], services: [homePlex] }, storage);
    expect(warnings).toEqual(["preferences_backup_failed"]);
  });
});

// The specification's page-load rule (issue 28): every load stores the hidden map, `{}` when nothing is hidden.
describe("the backup on a load without preference cookies", () => {
  it("stores the empty hidden map on a first visit, and nothing else", async () => {
    const { storage, items, warnings } = memoryStorage();
    await backUpWithoutCookies(nothingSaved, storage);
    expect(Object.fromEntries(items)).toEqual({ [storageKeys.hiddenSources]: "{}" });
    expect(warnings).toEqual([]);
  });

  it("leaves a hidden map too damaged to restore as it is, rather than guess", async () => {
    const damaged = { [storageKeys.hiddenSources]: "y".repeat(100_000) };
    const { storage, items } = memoryStorage(damaged);
    await backUpWithoutCookies(nothingSaved, storage);
    expect(Object.fromEntries(items)).toEqual(damaged);
  });

  it.each([
    ["hidden sources", { [storageKeys.hiddenSources]: '{"youtube":""}' }],
    ["the dismissed tip", { [storageKeys.settingsTip]: "true" }],
    ["a setup", { [storageKeys.hiddenSources]: "{}", [storageKeys.setup]: '{"v":1,"s":[]}' }],
    ["a language", { [storageKeys.language]: "de" }],
  ])("leaves a backup holding %s untouched, for the restore script to post back", async (_name, stored) => {
    const { storage, items, writes } = memoryStorage(stored);
    await backUpWithoutCookies(nothingSaved, storage);
    expect(Object.fromEntries(items)).toEqual(stored);
    expect(writes).toEqual([]);
  });
});

describe("the stored tip", () => {
  it("is 'true' once the tip is dismissed, in the key every release has used", async () => {
    const { storage, items } = memoryStorage();
    await backUpPreferences({ ...nothingSaved, tipDismissed: true }, storage);
    expect(items.get("hide-settings-tip")).toBe("true");
  });

  it("is absent while the tip still shows", async () => {
    const { storage, items } = memoryStorage({ "hide-settings-tip": "true" });
    await backUpPreferences(nothingSaved, storage);
    expect(items.has("hide-settings-tip")).toBe(false);
  });
});
