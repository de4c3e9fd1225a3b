import type { MantineColorSchemeManager } from "@mantine/core";

/**
 * Mantine keeps its colour scheme in localStorage by default; ParkPlay's theme lives in its cookie, which the worker
 * reads for the first paint, so this manager stores nothing and always answers with the provider's default (the chosen theme).
 */
export const cookieColorSchemeManager: MantineColorSchemeManager = {
  get: (defaultValue) => defaultValue,
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};
