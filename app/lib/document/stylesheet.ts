// Stylesheets for code loaded on demand (the settings dialog, arrange mode), so their CSS stays out of the first flight.
// Only lazily loaded modules import this; a component suspends until its sheet has loaded, so it never shows unstyled.

const stylesheets = new Map<string, { loaded: boolean; ready: Promise<void> }>();

/** Starts fetching a stylesheet once per page; a sheet that fails to load counts as loaded, as unstyled beats unusable. */
export function preloadStylesheet(href: string) {
  let sheet = stylesheets.get(href);
  if (sheet === undefined) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    const entry = { loaded: false, ready: Promise.resolve() };
    entry.ready = new Promise<void>((resolve) => {
      const settle = () => {
        entry.loaded = true;
        resolve();
      };
      link.addEventListener("load", settle);
      link.addEventListener("error", settle);
    });
    document.head.appendChild(link);
    sheet = entry;
    stylesheets.set(href, sheet);
  }
  return sheet;
}

/**
 * Suspends the calling component (inside a Suspense boundary) until the stylesheet has loaded. The worker cannot wait
 * for a sheet, so a component it renders also renders its sheets' <link> elements (see SettingsDialog).
 */
export function useStylesheet(href: string) {
  if (typeof document === "undefined") return;
  const sheet = preloadStylesheet(href);
  if (!sheet.loaded) throw sheet.ready;
}
