import { ColorSchemeScript, MantineProvider } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { EarlyErrorScript } from "~/components/EarlyErrorScript";
import { ErrorScreen } from "~/components/ErrorScreen";
import { PageLayout } from "~/components/PageLayout";
import { toPublicEnv } from "~/lib/edge/config.server";
import { criticalStyleElementId, useCriticalCss, useNonce } from "~/lib/document/document-context";
import { useOptionalRootData, type RootData } from "~/lib/document/root-data";
import { PreferencesProvider } from "~/lib/preferences/PreferencesProvider";
import { theme } from "~/theme";

export const meta: MetaFunction = () => [
  { title: "ParkPlay" },
  { name: "description", content: "One-tap streaming, live TV, sports, games and car tools for when your car is parked." },
  { name: "theme-color", content: "#1a1b1e" },
];

export function loader({ context }: LoaderFunctionArgs): RootData {
  return {
    publicEnv: toPublicEnv(context.config),
    externalLinks: { issueTracker: context.config.issueTrackerUrl, creator: context.config.creatorUrl },
    copyrightYear: new Date().getUTCFullYear(),
    fullscreen: context.fullscreen.fullscreen,
    preferences: context.preferences,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const criticalCss = useCriticalCss();
  const rootData = useOptionalRootData();
  return (
    <html lang="en" data-mantine-color-scheme="dark">
      <head>
        <meta charSet="utf-8" />
        {rootData ? <EarlyErrorScript publicEnv={rootData.publicEnv} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Links />
        <style id={criticalStyleElementId} nonce={nonce} dangerouslySetInnerHTML={{ __html: criticalCss }} />
        <ColorSchemeScript nonce={nonce} forceColorScheme="dark" />
      </head>
      <body>
        {/* No hiddenFrom/visibleFrom props are used, so Mantine's global responsive classes would be dead bytes in every document. */}
        <MantineProvider theme={theme} forceColorScheme="dark" getStyleNonce={() => nonce} withGlobalClasses={false}>
          {children}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { preferences } = useLoaderData<typeof loader>();
  return (
    <PreferencesProvider serverPreferences={preferences}>
      <PageLayout>
        <Outlet />
      </PageLayout>
    </PreferencesProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}
