import { MantineProvider } from "@mantine/core";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { CatalogueProvider } from "~/lib/catalogue/CatalogueProvider";
import { defaultLocale } from "~/lib/i18n/accept-language";
import { FrameLanguageProvider } from "~/lib/i18n/frame";
import { frameEn } from "~/generated/i18n/frame/en";
import { packCatalogue } from "~/lib/catalogue/catalogue";
import { catalogueFor, logoSpriteFor } from "~/lib/catalogue/catalogue.server";
import { theme } from "~/theme";

function MantineWrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <FrameLanguageProvider locale={defaultLocale} messages={frameEn}>
        <CatalogueProvider
          packedSources={packCatalogue(catalogueFor(defaultLocale.region))}
          logoSprite={logoSpriteFor(defaultLocale.region)}
        >
          {children}
        </CatalogueProvider>
      </FrameLanguageProvider>
    </MantineProvider>
  );
}

/** Renders a component the way the app does: inside Mantine's provider with the app theme, in English for the US. */
export function renderWithMantine(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: MantineWrapper, ...options });
}
