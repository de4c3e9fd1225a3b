// The user's dashboard preferences in the browser: localStorage is the source of truth, mirrored into cookies for the worker.
// Shaped for useSyncExternalStore, so hydration renders the worker's (cookie) view and only a real difference re-renders.
import { serializeCookie } from "~/lib/cookies/cookie";
import { isRegion } from "~/data/regions";
import { isLanguage } from "~/lib/i18n/languages";
import {
  hiddenSourcesCookie,
  isBundledSourceId,
  languageCookie,
  parseHiddenSources,
  parseStoredChoice,
  regionCookie,
  serializeHiddenSources,
  settingsTipCookie,
  storageKeys,
  storedTipDismissedValue,
} from "~/lib/preferences/format";
import type { PreferencePersistence } from "~/lib/preferences/persistence";
import type { LocaleChoice, Preferences } from "~/lib/preferences/preferences";
import type { Setup } from "~/lib/setup/wire";

const loadSetupPersistence = () => import("~/lib/setup/persistence");
// Every region's ids, for the rare stored hidden id that is not a bundled source's.
const loadCatalogueIds = () => import("~/lib/catalogue/complete");

export interface PreferencesSnapshot extends Preferences {
  /** True after a change the user made could not be written to localStorage; it still applies until the page closes. */
  saveFailed: boolean;
}

export const browserPersistence: PreferencePersistence = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
  writeCookie: (cookie) => {
    document.cookie = cookie;
  },
  isSecurePage: () => window.location.protocol === "https:",
  warn: (line) => console.warn(line),
};

function attempt(write: () => void): boolean {
  try {
    write();
    return true;
  } catch {
    return false;
  }
}

function readItem(persistence: PreferencePersistence, key: string): string | null {
  try {
    return persistence.getItem(key);
  } catch {
    return null;
  }
}

/** True when both choose the same language and region (or both leave them automatic). */
export function sameLocaleChoice(a: LocaleChoice, b: LocaleChoice): boolean {
  return a.language === b.language && a.region === b.region;
}

function sameSetup(a: Pick<Setup, "services" | "order">, b: Pick<Setup, "services" | "order">): boolean {
  return JSON.stringify([a.services, a.order]) === JSON.stringify([b.services, b.order]);
}

export function createPreferencesStore(serverPreferences: Preferences, persistence: PreferencePersistence) {
  const serverSnapshot: PreferencesSnapshot = { ...serverPreferences, saveFailed: false };
  const listeners = new Set<() => void>();
  let current: PreferencesSnapshot | null = null;

  // Services and order start as the cookie's copy, which the worker rendered; the stored setup (the source of truth) is
  // read by sync() once its module has loaded, and replaces it only where it differs.
  function load(): PreferencesSnapshot {
    const storedHidden = readItem(persistence, storageKeys.hiddenSources);
    const storedTip = readItem(persistence, storageKeys.settingsTip);
    const storedLanguage = readItem(persistence, storageKeys.language);
    const storedRegion = readItem(persistence, storageKeys.region);
    const loaded: PreferencesSnapshot = {
      ...serverSnapshot,
      hiddenSourceIds: storedHidden === null ? serverSnapshot.hiddenSourceIds : parseHiddenSources(storedHidden).hidden,
      tipDismissed: storedTip === null ? serverSnapshot.tipDismissed : storedTip === storedTipDismissedValue,
      // Browser storage is the source of truth; a value that is not a known language or region means "automatic" again.
      language: storedLanguage === null ? serverSnapshot.language : parseStoredChoice(storedLanguage, isLanguage).value,
      region: storedRegion === null ? serverSnapshot.region : parseStoredChoice(storedRegion, isRegion).value,
    };
    if (parseStoredChoice(storedLanguage, isLanguage).repaired || parseStoredChoice(storedRegion, isRegion).repaired)
      persistence.warn("stored_locale_invalid");
    // Only these are read here, so only they can differ; an equal snapshot is the server's own object (no re-render).
    const same =
      loaded.tipDismissed === serverSnapshot.tipDismissed &&
      loaded.hiddenSourceIds.join() === serverSnapshot.hiddenSourceIds.join() &&
      sameLocaleChoice(loaded, serverSnapshot);
    return same ? serverSnapshot : loaded;
  }

  function getSnapshot(): PreferencesSnapshot {
    current ??= load();
    return current;
  }

  function publish(next: PreferencesSnapshot) {
    current = next;
    for (const listener of listeners) listener();
  }

  let setupWrites = 0;
  let setupSaved: Promise<void> = Promise.resolve();
  // A failed download of the on-demand module, or a packing error; the setup module guards storage itself.
  const reportSetupSyncFailure = () => persistence.warn("setup_sync_failed");

  function persistSetup(setup: Setup) {
    const write = ++setupWrites;
    setupSaved = loadSetupPersistence()
      .then(({ saveSetup }) => saveSetup(setup, persistence, () => write === setupWrites))
      .then((stored) => {
        if (!stored) publish({ ...getSnapshot(), saveFailed: true });
      })
      .catch(reportSetupSyncFailure);
  }

  /** Writes localStorage and the cookies; true when localStorage took the hidden sources and the tip. */
  function persist(preferences: Preferences): boolean {
    const { hiddenSourceIds, tipDismissed, language, region } = preferences;
    const storeChoice = (key: string, value: string | null) =>
      attempt(() => (value === null ? persistence.removeItem(key) : persistence.setItem(key, value)));
    const stored =
      attempt(() => persistence.setItem(storageKeys.hiddenSources, serializeHiddenSources(hiddenSourceIds))) &&
      attempt(() =>
        tipDismissed
          ? persistence.setItem(storageKeys.settingsTip, storedTipDismissedValue)
          : persistence.removeItem(storageKeys.settingsTip),
      ) &&
      storeChoice(storageKeys.language, language) &&
      storeChoice(storageKeys.region, region);
    attempt(() => {
      const attributes = { secure: persistence.isSecurePage() };
      persistence.writeCookie(serializeCookie(hiddenSourcesCookie, hiddenSourceIds, attributes));
      persistence.writeCookie(serializeCookie(settingsTipCookie, tipDismissed, attributes));
      persistence.writeCookie(serializeCookie(languageCookie, language, attributes));
      persistence.writeCookie(serializeCookie(regionCookie, region, attributes));
    });
    return stored;
  }

  function update(change: Partial<Preferences>) {
    const next = { ...getSnapshot(), ...change };
    publish({ ...next, saveFailed: !persist(next) });
    if (change.services !== undefined || change.order !== undefined) persistSetup(next);
  }

  // The validator and packer load only for a driver with a setup of their own (stored, or mirrored in the cookies);
  // a mirror nothing could be read from is deleted by the worker.
  function syncSetup() {
    if (readItem(persistence, storageKeys.setup) === null && serverSnapshot.services.length === 0 && serverSnapshot.order === null) return;
    setupSaved = loadSetupPersistence()
      .then(({ loadStoredSetup }) => {
        const stored = loadStoredSetup(persistence);
        // A newer release's setup stays as it is, so going back a version never overwrites it.
        if (stored.kind === "newer") return;
        if (stored.kind === "read" && !sameSetup(stored.setup, getSnapshot())) publish({ ...getSnapshot(), ...stored.setup });
        persistSetup(getSnapshot());
        return setupSaved;
      })
      .catch(reportSetupSyncFailure);
  }

  // Hidden ids of other regions' packs have the form of an id; one that is no region's (typed into storage, left by a
  // removed service) is dropped here, so the cookie the worker checks stays clean.
  function dropUnknownHiddenIds() {
    if (getSnapshot().hiddenSourceIds.every(isBundledSourceId)) return;
    loadCatalogueIds()
      .then(({ isCatalogueId }) => {
        const { hiddenSourceIds } = getSnapshot();
        const known = hiddenSourceIds.filter(isCatalogueId);
        if (known.length === hiddenSourceIds.length) return;
        persistence.warn("stored_hidden_unknown_ids");
        update({ hiddenSourceIds: known });
      })
      .catch(reportSetupSyncFailure);
  }

  return {
    getSnapshot,
    getServerSnapshot: () => serverSnapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Saves the loaded preferences again (repairing corrupt values) and re-syncs the cookies; run once per page load. */
    sync() {
      persist(getSnapshot());
      dropUnknownHiddenIds();
      syncSetup();
    },
    /** Applies any part of the setup, already canonical: hidden ids in catalogue order, the order merged with the services. */
    changeSetup: (change: Partial<Setup>) => update(change),
    /** Settles once the latest setup is loaded and saved; for tests, and for pages that navigate right after a change. */
    setupSaved: () => setupSaved,
    /** Chooses a language or region (null: from the car's settings again); the page must then be rendered again in it. */
    chooseLocale: (change: Partial<LocaleChoice>) => update(change),
    dismissTip() {
      if (!getSnapshot().tipDismissed) update({ tipDismissed: true });
    },
    acknowledgeSaveFailure() {
      const snapshot = getSnapshot();
      if (snapshot.saveFailed) publish({ ...snapshot, saveFailed: false });
    },
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
