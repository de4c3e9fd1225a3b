import type { Region } from "~/data/regions";
import { regionalSources } from "~/data/regional-sources.server";
import { sourceIdToken } from "~/data/sources";
import type { RegionalSourceData } from "~/lib/catalogue/catalogue";

const entries = Object.entries(regionalSources);

/** The region's pack as the root loader sends it, in display order. */
export function regionalSourcesFor(region: Region): RegionalSourceData[] {
  return entries
    .filter(([, source]) => source.regions.includes(region))
    .map(([id, source]) => [
      id,
      source.name,
      source.category,
      source.url,
      source.colors.dark,
      source.logos.dark?.includes(sourceIdToken) === true,
    ]);
}
