// The browser's backup of the saved preferences in localStorage, in the keys and formats every release has used, so a
// car update that wipes the cookies loses nothing (restore-script.server.ts posts it back). Written after each save and on
// each load, from what the worker read from the cookies; the setup key's writer loads on demand (setup-backup.ts).
import { defaultCardSize, defaultTheme } from "~/lib/display/display";
import {
  encodeLaunchChoices,
  encodeRecentCards,
  serializeHiddenSources,
  storageKeys,
  storedTipDismissedValue,
} from "~/lib/preferences/stored/cookie-codecs";
import { writeBackupItem, type BackupStorage } from "~/lib/preferences/backup/backup-storage";
import type { Preferences } from "~/lib/preferences/preferences";

const loadSetupBackup = () => import("~/lib/preferences/backup/setup-backup");

export const browserBackupStorage: BackupStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
  warn: (line) => console.warn(line),
};

/** Mirrors the saved preferences into localStorage; one warning line when storage refuses (the cookies still hold them). */
export async function backUpPreferences(preferences: Preferences, storage: BackupStorage): Promise<void> {
  const written = [
    writeBackupItem(storage, storageKeys.hiddenSources, serializeHiddenSources(preferences.hiddenSourceIds)),
    writeBackupItem(storage, storageKeys.settingsTip, preferences.tipDismissed ? storedTipDismissedValue : null),
    writeBackupItem(storage, storageKeys.language, preferences.language),
    writeBackupItem(storage, storageKeys.region, preferences.region),
    // The cookies' own texts; absent while they hold the defaults, as the cookies are.
    writeBackupItem(storage, storageKeys.launchModes, encodeLaunchChoices(preferences.launch) || null),
    writeBackupItem(storage, storageKeys.recentlyOpened, encodeRecentCards(preferences.recent) || null),
    // The defaults are not stored, as in the cookies: an older release's backup holds none either.
    writeBackupItem(storage, storageKeys.theme, preferences.theme === defaultTheme ? null : preferences.theme),
    writeBackupItem(storage, storageKeys.cardSize, preferences.cardSize === defaultCardSize ? null : preferences.cardSize),
  ];
  // The setup's writer (its format and the complete catalogue) loads only for a driver with services or an order of their own.
  const setupWritten =
    preferences.services.length === 0 && preferences.order === null
      ? writeBackupItem(storage, storageKeys.setup, null)
      : await loadSetupBackup().then(
          ({ backUpSetup }) => backUpSetup(preferences, storage),
          () => false,
        );
  if (!written.every(Boolean) || !setupWritten) storage.warn("preferences_backup_failed");
}

/**
 * True when the backup holds anything but the empty hidden map: whatever the head's restore script would post back,
 * and also values too damaged for it to post. True as well when storage cannot be read, since it may hold a choice.
 */
export function backupHoldsChoices(storage: Pick<BackupStorage, "getItem">): boolean {
  const emptyHiddenMap = serializeHiddenSources([]);
  try {
    return Object.values(storageKeys).some((key) => {
      const value = storage.getItem(key);
      return value !== null && (key !== storageKeys.hiddenSources || value !== emptyHiddenMap);
    });
  } catch {
    return true;
  }
}

/**
 * The backup on a load that brought no preference cookie: one holding choices is the restore script's to post back
 * and is never overwritten; any other is written like on every load, so a first visit stores the empty hidden map.
 */
export async function backUpWithoutCookies(preferences: Preferences, storage: BackupStorage): Promise<void> {
  if (!backupHoldsChoices(storage)) await backUpPreferences(preferences, storage);
}
