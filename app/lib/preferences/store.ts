// The user's dashboard preferences in the browser: localStorage is the source of truth, mirrored into cookies for the worker.
// Shaped for useSyncExternalStore, so hydration renders the worker's (cookie) view and only a real difference re-renders.
import type { SourceId } from "~/data/sources";
import { serializeCookie } from "~/lib/cookies/cookie";
import {
  canonicalHiddenSources,
  hiddenSourcesCookie,
  parseHiddenSources,
  sameHiddenSources,
  serializeHiddenSources,
  settingsTipCookie,
  storageKeys,
  storedTipDismissedValue,
  type Preferences,
} from "~/lib/preferences/format";

export interface PreferencesSnapshot extends Preferences {
  /** True after a change the user made could not be written to localStorage; it still applies until the page closes. */
  saveFailed: boolean;
}

/** Browser storage as the store uses it; any call may throw (quota, private mode, storage disabled), so the store guards each. */
export interface PreferencePersistence {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  writeCookie(cookie: string): void;
  isSecurePage(): boolean;
}

export const browserPersistence: PreferencePersistence = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
  writeCookie: (cookie) => {
    document.cookie = cookie;
  },
  isSecurePage: () => window.location.protocol === "https:",
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

function sameSnapshot(a: PreferencesSnapshot, b: PreferencesSnapshot): boolean {
  return a.tipDismissed === b.tipDismissed && a.saveFailed === b.saveFailed && sameHiddenSources(a.hiddenSourceIds, b.hiddenSourceIds);
}

export function createPreferencesStore(serverPreferences: Preferences, persistence: PreferencePersistence) {
  const serverSnapshot: PreferencesSnapshot = { ...serverPreferences, saveFailed: false };
  const listeners = new Set<() => void>();
  let current: PreferencesSnapshot | null = null;

  // A stored value, even a corrupt one, wins over the cookie; with nothing stored (or storage unreadable) the cookie's
  // choices are kept rather than lost, and written back to localStorage by the next sync.
  function load(): PreferencesSnapshot {
    const storedHidden = readItem(persistence, storageKeys.hiddenSources);
    const storedTip = readItem(persistence, storageKeys.settingsTip);
    const loaded: PreferencesSnapshot = {
      hiddenSourceIds: storedHidden === null ? serverSnapshot.hiddenSourceIds : parseHiddenSources(storedHidden).hidden,
      tipDismissed: storedTip === null ? serverSnapshot.tipDismissed : storedTip === storedTipDismissedValue,
      saveFailed: false,
    };
    return sameSnapshot(loaded, serverSnapshot) ? serverSnapshot : loaded;
  }

  function getSnapshot(): PreferencesSnapshot {
    current ??= load();
    return current;
  }

  /** Writes localStorage and both cookies; true when localStorage took the values. */
  function persist({ hiddenSourceIds, tipDismissed }: Preferences): boolean {
    const stored =
      attempt(() => persistence.setItem(storageKeys.hiddenSources, serializeHiddenSources(hiddenSourceIds))) &&
      attempt(() =>
        tipDismissed
          ? persistence.setItem(storageKeys.settingsTip, storedTipDismissedValue)
          : persistence.removeItem(storageKeys.settingsTip),
      );
    attempt(() => {
      const attributes = { secure: persistence.isSecurePage() };
      persistence.writeCookie(serializeCookie(hiddenSourcesCookie, hiddenSourceIds, attributes));
      persistence.writeCookie(serializeCookie(settingsTipCookie, tipDismissed, attributes));
    });
    return stored;
  }

  function update(change: Partial<Preferences>) {
    const next = { ...getSnapshot(), ...change };
    current = { ...next, saveFailed: !persist(next) };
    for (const listener of listeners) listener();
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
    },
    setHiddenSources(hiddenSourceIds: Iterable<SourceId>) {
      update({ hiddenSourceIds: canonicalHiddenSources(hiddenSourceIds) });
    },
    dismissTip() {
      if (!getSnapshot().tipDismissed) update({ tipDismissed: true });
    },
    acknowledgeSaveFailure() {
      const snapshot = getSnapshot();
      if (!snapshot.saveFailed) return;
      current = { ...snapshot, saveFailed: false };
      for (const listener of listeners) listener();
    },
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
