/**
 * localStorage as the preferences backup uses it; any call may throw (quota, private mode, storage disabled), so each
 * caller guards each call.
 */
export interface BackupStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** One line for the people who run the service (the console, which Sentry keeps as a breadcrumb); never a stored value. */
  warn(line: string): void;
}

/** Writes `value` under `key` (null removes it) unless it is already there; false when storage refused. */
export function writeBackupItem(storage: BackupStorage, key: string, value: string | null): boolean {
  try {
    if (storage.getItem(key) === value) return true;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
