// A region's catalogue as the browser builds it from the root loader's data, for tests that need what a page of that region shows.
import type { Region } from "../app/data/regions";
import { buildCatalogue, type Catalogue } from "../app/lib/catalogue/catalogue";
import { catalogueFor, logoSpriteFor } from "../app/lib/catalogue/catalogue.server";

export function regionCatalogue(region: Region): Catalogue {
  return buildCatalogue(catalogueFor(region), logoSpriteFor(region));
}
