import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { withCookiesCleared } from "~/lib/cookies/request-cookies.server";
import { buildPageViewLine, isPageView } from "~/lib/worker/page-view-log.server";
import { rejectionLogLine } from "~/lib/edge/rejection.server";
import { carriesBody, createRequestGuard } from "~/lib/edge/request-guard.server";
import { originOfDsn, socketOriginOf, withSecurityHeaders } from "~/lib/edge/security-headers.server";
import { tagEdgeRequest, withSentryAndLoadContext } from "~/lib/worker/sentry.server";
import { rememberFullscreenFacts } from "~/lib/fullscreen/session.server";
import { fullscreenFactsLogLines } from "~/lib/fullscreen/funnel-log.server";
import { arriveWithCarriedSetup } from "~/lib/preferences/server/carried-setup.server";
import { socketPathCode } from "~/lib/pairing/code";

/**
 * The worker: guard the request, render it with Remix, add the security headers, log one line per page, and remember
 * a full-screen arrival and drop unreadable cookies, all from the request's one load context.
 */
export function createWorker(build: ServerBuild): ExportedHandler<Env> {
  const handleRemixRequest = createRequestHandler(build, build.mode);
  const guardRequest = createRequestGuard(build.routes);

  return withSentryAndLoadContext(async (request, context) => {
    const startedAt = Date.now();
    const url = new URL(request.url);
    tagEdgeRequest(context.edge);

    // The car's pairing socket goes straight to its relay: a 101 answer carries no page and no headers to add. A GET with
    // a body is no handshake; the guard refuses it.
    const socketCode = socketPathCode(url.pathname);
    if (socketCode !== null && request.method === "GET" && !carriesBody(request)) return context.pairings.connectCar(request, socketCode);

    const guarded = await guardRequest(request, context.config.publicOrigin, context.locale.language);
    if ("rejected" in guarded) {
      const { reason, response } = guarded.rejected;
      context.log(rejectionLogLine(request, reason, response.status));
      return withSecurityHeaders(response, null);
    }

    // A full-screen arrival that carries the driver's setup is answered before Remix: a 303 that writes it.
    const carriedArrival = await arriveWithCarriedSetup(guarded.accepted, context);
    const response = withSecurityHeaders(carriedArrival?.response ?? (await handleRemixRequest(guarded.accepted, context)), {
      nonce: context.nonce,
      errorIngestOrigin: originOfDsn(context.config.sentryDsn),
      socketOrigin: socketOriginOf(context.config.publicOrigin ?? url.origin),
    });
    if (isPageView(response)) {
      context.log(
        buildPageViewLine({
          path: url.pathname,
          status: response.status,
          referrer: request.headers.get("referer"),
          fullscreen: context.fullscreen,
          edge: context.edge,
          durationMs: Date.now() - startedAt,
        }),
      );
    }
    for (const line of fullscreenFactsLogLines(context, carriedArrival?.carried ?? false)) context.log(line);
    return withCookiesCleared(request, rememberFullscreenFacts(request, response, context.fullscreen), context.unreadableCookies);
  });
}

/** The Durable Object classes wrangler.toml binds: the pairing relay and the store of setups carried into full screen. */
export { PairingRelay } from "~/lib/pairing/relay.server";
export { CarriedSetupStore } from "~/lib/fullscreen/carried-setup-store.server";
