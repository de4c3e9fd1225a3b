import { DirectionProvider, MantineProvider } from "@mantine/core";
import type { LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  type ClientActionFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { EarlyErrorScript } from "~/components/frame/EarlyErrorScript";
import { ErrorScreen } from "~/components/frame/ErrorScreen";
import { PageLayout } from "~/components/frame/PageLayout";
import { CatalogueProvider } from "~/lib/catalogue/CatalogueProvider";
import { logoSpriteFor, packedCatalogueFor } from "~/lib/catalogue/catalogue.server";
import { toPublicEnv } from "~/lib/edge/config.server";
import { criticalStyleElementId, restoreScriptElementId, useDocumentParts } from "~/lib/document/document-context";
import { cardSizeAttribute, useOptionalRootData, type RootData } from "~/lib/document/root-data";
import { cookieColorSchemeManager, followTheme } from "~/lib/display/color-scheme-manager";
import { documentDisplayOf } from "~/lib/document/document-display.server";
import { FrameLanguageProvider } from "~/lib/i18n/frame";
import { defaultLanguage, directionOf, systemFontsOf } from "~/lib/i18n/languages";
import { frameCatalogue } from "~/generated/i18n/frame/catalogue.server";
import { PreferencesProvider } from "~/lib/preferences/browser/PreferencesProvider";
import { sendPreferenceSave } from "~/lib/preferences/browser/send-save";
import { differsOnlyInSettingsView } from "~/lib/preferences/settings-tabs";
import { theme } from "~/theme";
import colorSchemesHref from "~/generated/color-schemes.css";

const themeColors = { dark: "#1a1b1e", light: "#ffffff" } as const;

/** The browser's own chrome in the page's scheme; an automatic theme lets the system's setting pick. */
function themeColorMeta(data: RootData | undefined): MetaDescriptor[] {
  const scheme = data?.documentDisplay.colorScheme ?? "auto";
  if (scheme !== "auto") return [{ name: "theme-color", content: themeColors[scheme] }];
  return (["dark", "light"] as const).map((system) => ({
    name: "theme-color",
    media: `(prefers-color-scheme: ${system})`,
    content: themeColors[system],
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  // Without root data (the root loader failed, or an action's error reached this boundary first) the error document still gets a title.
  if (!data) return [{ title: "ParkPlay" }, ...themeColorMeta(data)];
  return [
    { title: data.messages["meta.title"] },
    { name: "description", content: data.messages["meta.description"] },
    ...themeColorMeta(data),
  ];
};

export function loader({ context }: LoaderFunctionArgs): RootData {
  return {
    publicEnv: toPublicEnv(context.config),
    externalLinks: { issueTracker: context.config.issueTrackerUrl, creator: context.config.creatorUrl },
    copyrightYear: new Date().getUTCFullYear(),
    fullscreen: context.fullscreen.fullscreen,
    preferences: context.preferences,
    noPreferencesStored: context.noPreferencesStored,
    savedChange: context.savedChange,
    locale: context.locale,
    colorSchemeHint: context.colorSchemeHint,
    documentDisplay: documentDisplayOf(context.preferences, context.colorSchemeHint),
    catalogue: packedCatalogueFor(context.locale.region),
    logoSprite: logoSpriteFor(context.locale.region),
    messages: frameCatalogue[context.locale.language],
  };
}

/**
 * The preferences queue's saves, from any page (PreferencesProvider): sent on to the preferences route as keepalive
 * requests (send-save.ts), so leaving the page never cancels one. A save that cannot reach the worker (the car lost its
 * signal) is answered `unsent`, so the page stays and says so. The root has no server action.
 */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  return sendPreferenceSave(await request.formData());
}

export function Layout({ children }: { children: ReactNode }) {
  const { nonce, colorScheme: servedColorScheme, criticalCss, restoreScript } = useDocumentParts();
  const rootData = useOptionalRootData();
  // Without root data (the error document) the page keeps the scheme the worker rendered it in.
  const chosenTheme = rootData?.preferences.theme ?? servedColorScheme;
  const colorScheme = rootData?.documentDisplay.colorScheme ?? servedColorScheme;
  // The worker inlined only the critical CSS of the scheme it rendered; once the scheme may change (another theme chosen, or an
  // automatic one the system may turn) the page loads every scheme's, and keeps it.
  const [renderedColorScheme] = useState(colorScheme);
  const mayChangeScheme = colorScheme !== renderedColorScheme || (chosenTheme === "auto" && colorScheme !== "auto");
  const [allSchemesLinked, setAllSchemesLinked] = useState(false);
  useEffect(() => followTheme(chosenTheme), [chosenTheme]);
  useEffect(() => {
    // A transition, so the update waits for the parts of the page still hydrating instead of re-rendering them.
    if (mayChangeScheme) startTransition(() => setAllSchemesLinked(true));
  }, [mayChangeScheme]);
  const language = rootData?.locale.language ?? defaultLanguage;
  const direction = directionOf(language);
  const systemFonts = systemFontsOf(language);
  return (
    <html
      lang={language}
      dir={direction}
      data-mantine-color-scheme={colorScheme}
      // The standard size needs no rule, so it costs no bytes either.
      {...{ [cardSizeAttribute]: rootData?.documentDisplay.cardSize ?? undefined }}
    >
      <head>
        <meta charSet="utf-8" />
        {rootData ? <EarlyErrorScript publicEnv={rootData.publicEnv} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Links />
        <style id={criticalStyleElementId} nonce={nonce} dangerouslySetInnerHTML={{ __html: criticalCss }} />
        {systemFonts === null ? null : (
          <style
            nonce={nonce}
            dangerouslySetInnerHTML={{
              __html: `:root{--mantine-font-family:${systemFonts};--mantine-font-family-headings:${systemFonts}}`,
            }}
          />
        )}
        {allSchemesLinked ? <link rel="stylesheet" href={colorSchemesHref} /> : null}
        {rootData?.noPreferencesStored ? (
          <script id={restoreScriptElementId} nonce={nonce} dangerouslySetInnerHTML={{ __html: restoreScript }} />
        ) : null}
      </head>
      <body>
        {/* No hiddenFrom/visibleFrom props are used, so Mantine's global responsive classes would be dead bytes in every document. */}
        {/* The cookie holds the theme, so Mantine's own storage stays out of it; "auto" follows the system from the first effect on. */}
        {/* It follows <html dir> when a change of language in Settings turns the page's direction. */}
        <DirectionProvider initialDirection={direction}>
          <MantineProvider
            theme={theme}
            defaultColorScheme={chosenTheme}
            colorSchemeManager={cookieColorSchemeManager}
            getStyleNonce={() => nonce}
            withGlobalClasses={false}
            // The theme's variables are in the critical CSS (scripts/build-critical-css.mjs), not in a style block of every page.
            withCssVariables={false}
          >
            {rootData ? (
              <FrameLanguageProvider locale={rootData.locale} messages={rootData.messages}>
                {children}
              </FrameLanguageProvider>
            ) : (
              children
            )}
          </MantineProvider>
        </DirectionProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { preferences, noPreferencesStored, savedChange, catalogue, logoSprite } = useLoaderData<typeof loader>();
  const documentParts = useDocumentParts();
  return (
    <PreferencesProvider savedPreferences={preferences} noPreferencesStored={noPreferencesStored} savedChangeId={savedChange}>
      <CatalogueProvider packedSources={catalogue} logoSprite={logoSprite}>
        <PageLayout>
          <Outlet context={documentParts} />
        </PageLayout>
      </CatalogueProvider>
    </PreferencesProvider>
  );
}

/** Opening the settings dialog or one of its tabs changes the address, not the data: no round trip for it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && differsOnlyInSettingsView(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}
