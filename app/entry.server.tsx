import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { captureException } from "@sentry/cloudflare";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { criticalCss } from "~/generated/critical-css.server";
import { pageCss } from "~/generated/page-css.server";
import { colorSchemeHintResponseHeaders } from "~/lib/display/color-scheme-hint.server";
import { documentColorScheme } from "~/lib/display/display";
import { ServerDocumentProvider } from "~/lib/document/document-context";
import { loggableMessage, loggablePath } from "~/lib/edge/log.server";
import { isReportableServerError } from "~/lib/worker/sentry.server";
import { restoreScript } from "~/lib/preferences/server/restore-script.server";
import { settingsParam } from "~/lib/preferences/settings-tabs";

const renderTimeoutMs = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new Error("SSR render timed out")), renderTimeoutMs);
  const { nonce } = loadContext;
  // Only the scheme the document shows: the automatic variant, which holds both, would not fit the first flight with the rest.
  const colorScheme = documentColorScheme(loadContext.preferences.theme, loadContext.colorSchemeHint);

  const body = await renderToReadableStream(
    <ServerDocumentProvider value={{ nonce, colorScheme, criticalCss: criticalCss[colorScheme], pageCss, restoreScript }}>
      <RemixServer context={remixContext} url={request.url} abortDelay={renderTimeoutMs} nonce={nonce} />
    </ServerDocumentProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (!controller.signal.aborted) console.error(JSON.stringify({ event: "render_error", message: String(error) }));
      },
    },
  );
  body.allReady.then(
    () => clearTimeout(timeout),
    () => clearTimeout(timeout),
  );

  // Crawlers, and a page opened on the settings dialog (which must work before, or without, JavaScript: its on-demand
  // parts render on the worker), get the finished document in one piece, with no streamed parts for scripts to place.
  if (isbot(request.headers.get("user-agent") ?? "") || new URL(request.url).searchParams.has(settingsParam)) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", loadContext.locale.language);
  // The language and the catalogue follow these request headers, an automatic theme the colour-scheme hint; a shared cache
  // must not mix them up. The hint is asked for from the next request on, never with a retry of this one (no Critical-CH).
  responseHeaders.append("Vary", `Accept-Language, Cookie, ${colorSchemeHintResponseHeaders.vary}`);
  responseHeaders.set("Accept-CH", colorSchemeHintResponseHeaders.acceptCh);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Unexpected loader and action errors: one log line and a Sentry report (a no-op without a DSN). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!isReportableServerError(error, request)) return;
  context.log({
    event: "server_error",
    path: loggablePath(new URL(request.url).pathname),
    message: loggableMessage(error instanceof Error ? error.message : String(error)),
  });
  captureException(error, { mechanism: { handled: false, type: "auto.function.remix.server" } });
};
