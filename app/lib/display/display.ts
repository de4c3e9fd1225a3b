// The driver's display choices (issue 23): the colour theme and the card size. Shared by the worker, which renders the
// first paint in them, and the browser, which offers them in Settings' Display tab.

/** Dark is the default, as ParkPlay always was; "auto" follows the system's light or dark setting. */
export const themes = ["dark", "light", "auto"] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = "dark";

/** Standard is today's size; compact fits at least six whole cards across 980 px, large at most three. */
export const cardSizes = ["compact", "standard", "large"] as const;
export type CardSize = (typeof cardSizes)[number];
export const defaultCardSize: CardSize = "standard";

export interface DisplayChoice {
  theme: Theme;
  cardSize: CardSize;
}

export const defaultDisplay: DisplayChoice = { theme: defaultTheme, cardSize: defaultCardSize };

/** A colour scheme Mantine renders: what a theme becomes once the system's setting is known. */
export type ColorScheme = "dark" | "light";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

export function isCardSize(value: unknown): value is CardSize {
  return typeof value === "string" && (cardSizes as readonly string[]).includes(value);
}

/**
 * The value of <html data-mantine-color-scheme>: the chosen scheme, or for "auto" the system's as the client hint told
 * it, else "auto", which the critical CSS resolves with prefers-color-scheme until Mantine's script takes over.
 */
export function documentColorScheme(theme: Theme, hintedScheme: ColorScheme | null): ColorScheme | "auto" {
  if (theme !== "auto") return theme;
  return hintedScheme ?? "auto";
}
