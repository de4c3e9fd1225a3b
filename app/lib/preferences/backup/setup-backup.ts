// The setup key of the localStorage backup (services and order; hidden sources keep their own key), loaded on demand.
import { storageKeys } from "~/lib/preferences/stored/cookie-codecs";
import { writeBackupItem, type BackupStorage } from "~/lib/preferences/backup/backup-storage";
import { serializeSetup, setupFormatVersion, type Setup } from "~/lib/preferences/stored/setup-format";

/** True when the stored setup was written by a newer release: going back a version must not overwrite it. */
function isNewerSetup(stored: string | null): boolean {
  if (stored === null) return false;
  try {
    const value: unknown = JSON.parse(stored);
    return typeof value === "object" && value !== null && "v" in value && typeof value.v === "number" && value.v > setupFormatVersion;
  } catch {
    return false;
  }
}

export function backUpSetup(setup: Setup, storage: BackupStorage): boolean {
  try {
    if (isNewerSetup(storage.getItem(storageKeys.setup))) return true;
  } catch {
    return false;
  }
  return writeBackupItem(storage, storageKeys.setup, serializeSetup(setup, false));
}
