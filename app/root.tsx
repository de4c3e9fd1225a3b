import { ColorSchemeScript, MantineProvider } from "@mantine/core";
import type { LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { EarlyErrorScript } from "~/components/frame/EarlyErrorScript";
import { ErrorScreen } from "~/components/frame/ErrorScreen";
import { PageLayout } from "~/components/frame/PageLayout";
import { CatalogueProvider } from "~/lib/catalogue/CatalogueProvider";
import { packedCatalogueFor } from "~/lib/catalogue/catalogue.server";
import { toPublicEnv } from "~/lib/edge/config.server";
import {
  criticalStyleElementId,
  restoreScriptElementId,
  useCriticalCss,
  useNonce,
  useRestoreScript,
} from "~/lib/document/document-context";
import { useOptionalRootData, type RootData } from "~/lib/document/root-data";
import { FrameLanguageProvider } from "~/lib/i18n/frame";
import { defaultLanguage } from "~/lib/i18n/languages";
import { frameCatalogue } from "~/lib/i18n/messages/frame/catalogue.server";
import { PreferencesProvider } from "~/lib/preferences/PreferencesProvider";
import { differsOnlyInSettingsView } from "~/lib/preferences/settings-tabs";
import { theme } from "~/theme";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const themeColor: MetaDescriptor = { name: "theme-color", content: "#1a1b1e" };
  // Without root data (the root loader failed, or an action's error reached this boundary first) the error document still gets a title.
  if (!data) return [{ title: "ParkPlay" }, themeColor];
  return [{ title: data.messages["meta.title"] }, { name: "description", content: data.messages["meta.description"] }, themeColor];
};

export function loader({ context }: LoaderFunctionArgs): RootData {
  return {
    publicEnv: toPublicEnv(context.config),
    externalLinks: { issueTracker: context.config.issueTrackerUrl, creator: context.config.creatorUrl },
    copyrightYear: new Date().getUTCFullYear(),
    fullscreen: context.fullscreen.fullscreen,
    preferences: context.preferences,
    noPreferencesStored: context.noPreferencesStored,
    locale: context.locale,
    catalogue: packedCatalogueFor(context.locale.region),
    messages: frameCatalogue[context.locale.language],
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const criticalCss = useCriticalCss();
  const restoreScript = useRestoreScript();
  const rootData = useOptionalRootData();
  return (
    <html lang={rootData?.locale.language ?? defaultLanguage} data-mantine-color-scheme="dark">
      <head>
        <meta charSet="utf-8" />
        {rootData ? <EarlyErrorScript publicEnv={rootData.publicEnv} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Links />
        <style id={criticalStyleElementId} nonce={nonce} dangerouslySetInnerHTML={{ __html: criticalCss }} />
        <ColorSchemeScript nonce={nonce} forceColorScheme="dark" />
        {rootData?.noPreferencesStored ? (
          <script id={restoreScriptElementId} nonce={nonce} dangerouslySetInnerHTML={{ __html: restoreScript }} />
        ) : null}
      </head>
      <body>
        {/* No hiddenFrom/visibleFrom props are used, so Mantine's global responsive classes would be dead bytes in every document. */}
        <MantineProvider theme={theme} forceColorScheme="dark" getStyleNonce={() => nonce} withGlobalClasses={false}>
          {rootData ? (
            <FrameLanguageProvider locale={rootData.locale} messages={rootData.messages}>
              {children}
            </FrameLanguageProvider>
          ) : (
            children
          )}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { preferences, noPreferencesStored, catalogue } = useLoaderData<typeof loader>();
  return (
    <PreferencesProvider savedPreferences={preferences} backupPending={noPreferencesStored}>
      <CatalogueProvider packedSources={catalogue}>
        <PageLayout>
          <Outlet />
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
