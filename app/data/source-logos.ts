// How catalogue entries name their logos and how their cards show them (sources.ts, regional-sources.server.ts). Kept apart
// from source-model.ts, which the dashboard's first load needs for colours and logo URLs, so these reach only the bundles
// that hold the catalogue itself.
import { calendarLogoTemplate, generatedLogoTemplate, type SourceLogos } from "./source-model";

/** The brand's mark (simple-icons, or our own drawing), in the sprites scripts/generate-logos.mjs writes. */
export const generatedLogo = {
  dark: generatedLogoTemplate,
  light: generatedLogoTemplate,
  treatment: "mark",
} as const satisfies SourceLogos;

/** An app-icon drawing (Arcticons) in the sprites, shown small with the service's name as a wordmark. */
export const generatedIcon = { ...generatedLogo, treatment: "icon-and-name" } as const satisfies SourceLogos;

/** Google Calendar's mark: the page of the day. */
export const calendarLogo = { dark: calendarLogoTemplate, light: calendarLogoTemplate, treatment: "mark" } as const satisfies SourceLogos;

export const noLogo = { dark: null, light: null, treatment: "name" } as const satisfies SourceLogos;
