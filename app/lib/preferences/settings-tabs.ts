// The settings dialog's tabs, named in the address (`/?settings=<tab>`) so the dialog opens on one with or without JavaScript.

export const settingsTabs = ["sources", "services", "arrange", "launch", "locale", "display", "backup"] as const;

export type SettingsTab = (typeof settingsTabs)[number];

/** The default tab: hiding sources is the dialog's first job. */
export const defaultSettingsTab: SettingsTab = "sources";

/** The search parameter that opens the dialog; its value names the tab. */
export const settingsParam = "settings";

/** Other parameters that only change what the open dialog shows, never the data behind it. */
export const settingsViewParams = [settingsParam, "saved", "edit", "add", "reset"] as const;

/** The tab an address names: a known tab, or Sources for anything else ("/?settings", "/?settings=junk"); null when the dialog is closed. */
export function settingsTabOf(searchParams: URLSearchParams): SettingsTab | null {
  const value = searchParams.get(settingsParam);
  if (value === null) return null;
  return settingsTabs.find((tab) => tab === value) ?? defaultSettingsTab;
}

/** The query that opens the dialog on `tab`, with any of the other view parameters. */
export function settingsTabQuery(tab: SettingsTab, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ [settingsParam]: tab, ...extra }).toString();
}

export function settingsTabPath(tab: SettingsTab, extra: Record<string, string> = {}): string {
  return `/?${settingsTabQuery(tab, extra)}`;
}

/**
 * True when two addresses differ, and only in what the settings dialog shows, so the page's data need not be loaded
 * again. The same address twice is a reload of the data (a revalidation the page asks for), never skipped.
 */
export function differsOnlyInSettingsView(a: URL, b: URL): boolean {
  if (a.pathname !== b.pathname || a.search === b.search) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of settingsViewParams) params.delete(name);
    params.sort();
    return params.toString();
  };
  return rest(a) === rest(b);
}
