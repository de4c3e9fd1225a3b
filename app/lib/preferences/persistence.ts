/**
 * Browser storage as the preferences store and the setup's on-demand saver use it; any call may throw (quota, private
 * mode, storage disabled), so each caller guards each call.
 */
export interface PreferencePersistence {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  writeCookie(cookie: string): void;
  isSecurePage(): boolean;
  /** One line for the people who run the service (the console, which Sentry keeps as a breadcrumb); never a stored value. */
  warn(line: string): void;
}
