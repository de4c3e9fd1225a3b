// How catalogue entries name their logos and how their cards show them (sources.ts, regional-sources.server.ts). Kept apart
// from source-model.ts, which the dashboard's first load needs for colours and logo URLs, so these reach only the bundles
// that hold the catalogue itself.
import { sourceIdToken, type SourceLogos } from "./source-model";

// Helpers return exact shapes (not SourceLogos), so code reading a known source's logo sees a string, not string | null.
export function logoFile(fileName: string) {
  const path = `/logos/${fileName}.svg`;
  return { dark: path, light: path, treatment: "mark" } as const satisfies SourceLogos;
}

/** The brand's mark (simple-icons) in the file scripts/generate-logos.mjs writes for the source: /logos/<source id>.svg. */
export const generatedLogo = logoFile(sourceIdToken);

/** An app-icon drawing (Arcticons) in the generated file, shown small with the service's name as a wordmark. */
export const generatedIcon = { ...generatedLogo, treatment: "icon-and-name" } as const satisfies SourceLogos;

export const noLogo = { dark: null, light: null, treatment: "name" } as const satisfies SourceLogos;
