import { createContext, useContext, useMemo, type ReactNode } from "react";
import { buildCatalogue, unpackCatalogue, type Catalogue } from "~/lib/catalogue/catalogue";

const CatalogueContext = createContext<Catalogue | null>(null);

interface CatalogueProviderProps {
  /** The region's catalogue from the root loader, packed (lib/catalogue/catalogue.ts). */
  packedSources: string;
  /** The region's sprite, which holds every drawing its cards show (scripts/generate-logos.mjs). */
  logoSprite: string;
  children: ReactNode;
}

export function CatalogueProvider({ packedSources, logoSprite, children }: CatalogueProviderProps) {
  const catalogue = useMemo(() => buildCatalogue(unpackCatalogue(packedSources), logoSprite), [packedSources, logoSprite]);
  return <CatalogueContext.Provider value={catalogue}>{children}</CatalogueContext.Provider>;
}

/** The page region's sources in display order, and each by id. */
export function useCatalogue(): Catalogue {
  const catalogue = useContext(CatalogueContext);
  if (catalogue === null) throw new Error("useCatalogue must be used inside CatalogueProvider, which the app frame renders");
  return catalogue;
}
