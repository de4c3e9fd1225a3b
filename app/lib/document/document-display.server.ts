// What <html> says of the driver's display choices, worked out by the worker for the root loader, so the browser's first
// load never needs lib/display (it would be a chunk of its own).
import { defaultCardSize, documentColorScheme, type ColorScheme } from "~/lib/display/display";
import type { DocumentDisplay } from "~/lib/document/root-data";
import type { Preferences } from "~/lib/preferences/preferences";

export function documentDisplayOf({ theme, cardSize }: Pick<Preferences, "theme" | "cardSize">, hint: ColorScheme | null): DocumentDisplay {
  return { colorScheme: documentColorScheme(theme, hint), cardSize: cardSize === defaultCardSize ? null : cardSize };
}
