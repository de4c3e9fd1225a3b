import type { MantineColorScheme, MantineColorSchemeManager } from "@mantine/core";
import type { Theme } from "~/lib/display/display";

/** Mantine's own scheme setter, once its provider has subscribed in the browser. */
let applyColorScheme: ((colorScheme: MantineColorScheme) => void) | null = null;

/**
 * Mantine keeps its colour scheme in localStorage by default; ParkPlay's theme lives in its cookie, which the worker reads
 * for the first paint, so this manager stores nothing and answers with the provider's default, the chosen theme (read once,
 * as the page hydrates, so a chosen theme never shows the system's scheme for a frame).
 */
export const cookieColorSchemeManager: MantineColorSchemeManager = {
  get: (defaultValue) => defaultValue,
  set: () => undefined,
  subscribe: (onUpdate) => {
    applyColorScheme = onUpdate;
  },
  unsubscribe: () => {
    applyColorScheme = null;
  },
  clear: () => undefined,
};

/** Hands Mantine a theme chosen after hydration; "auto" then follows the system's scheme as it changes. */
export function followTheme(theme: Theme): void {
  applyColorScheme?.(theme);
}
