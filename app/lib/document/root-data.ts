import { useRouteLoaderData } from "@remix-run/react";
import type { CardSize, ColorScheme } from "~/lib/display/display";
import type { PublicEnv } from "~/lib/edge/public-env";
import type { Locale } from "~/lib/i18n/accept-language";
import type { FrameMessages } from "~/generated/i18n/frame/en";
import type { Translation } from "~/lib/message-format/compiled-message";
import type { Preferences } from "~/lib/preferences/preferences";

/** The attribute on <html> that picks the card size in CSS (dashboard.css). */
export const cardSizeAttribute = "data-pp-card-size";

export interface DocumentDisplay {
  /** The value of <html data-mantine-color-scheme>, whose critical CSS the worker inlined. */
  colorScheme: ColorScheme | "auto";
  /** The value of the card-size attribute, or null for the standard size, which needs no rule. */
  cardSize: CardSize | null;
}

/** What the root loader gives every screen; declared here so components read it without importing the root route. */
export interface RootData {
  publicEnv: PublicEnv;
  externalLinks: { issueTracker: string; creator: string };
  copyrightYear: number;
  fullscreen: boolean;
  preferences: Preferences;
  /** No preference cookie came with the request; the head then runs the backup restore script. */
  noPreferencesStored: boolean;
  /** The id of the last of this session's background saves that the preference cookies hold (`pp_saved`), or null. */
  savedChange: string | null;
  /** The language and region this page is rendered in: the driver's choice, else the car's Accept-Language. */
  locale: Locale;
  /** The system's colour scheme as its client hint told the worker, or null; an automatic theme renders in it. */
  colorSchemeHint: ColorScheme | null;
  /** What <html> says of the display choices, worked out by the worker (the browser's first load never needs lib/display). */
  documentDisplay: DocumentDisplay;
  /** The region's catalogue in display order, packed (lib/catalogue/catalogue.ts). */
  catalogue: string;
  /** The region's sprite: the one file holding every drawing its cards show (lib/catalogue/catalogue.server.ts). */
  logoSprite: string;
  /** The frame's strings in `locale.language` only. */
  messages: Translation<FrameMessages>;
}

/** The root loader's data, or null while the error boundary renders a document whose root loader failed. */
export function useOptionalRootData(): RootData | null {
  return useRouteLoaderData<RootData>("root") ?? null;
}

/** The root loader's data, for components that render only inside the app frame, where it always exists. */
export function useRootData(): RootData {
  const rootData = useOptionalRootData();
  if (rootData === null) throw new Error("useRootData is for the app frame, which renders only when the root loader succeeded");
  return rootData;
}
