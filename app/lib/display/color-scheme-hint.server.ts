// The Sec-CH-Prefers-Color-Scheme client hint: from the second request on, Chromium tells the worker the system's colour
// scheme, so an "auto" theme can be rendered as that scheme. The first request never waits for it (no Critical-CH).
import type { ColorScheme } from "~/lib/display/display";

export const colorSchemeHintHeader = "Sec-CH-Prefers-Color-Scheme";

/** Response headers of every document: ask for the hint, and keep caches from serving one scheme's page for the other. */
export const colorSchemeHintResponseHeaders = {
  acceptCh: colorSchemeHintHeader,
  vary: colorSchemeHintHeader,
} as const;

export type ReadColorSchemeHint = { scheme: ColorScheme | null; problem: "unknown_value" | null };

const hintValues: Readonly<Record<string, ColorScheme>> = { dark: "dark", light: "light", '"dark"': "dark", '"light"': "light" };

/**
 * The spec's examples quote the value as a structured-field string ("dark"); Chromium sends it as a token (dark). Either
 * is read; anything else counts as no hint.
 */
export function parseColorSchemeHint(header: string | null): ReadColorSchemeHint {
  if (header === null) return { scheme: null, problem: null };
  const scheme = Object.hasOwn(hintValues, header.trim()) ? hintValues[header.trim()] : undefined;
  return scheme === undefined ? { scheme: null, problem: "unknown_value" } : { scheme, problem: null };
}
