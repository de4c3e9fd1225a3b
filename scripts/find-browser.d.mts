// Types for scripts/find-browser.mjs, which stays plain JavaScript so it runs before anything is built.
export const debianChromiumPath: string;
export const missingBrowserLine: string;
export function locateBrowser(env?: Record<string, string | undefined>): string | null;
