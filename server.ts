import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { withSentry } from "@sentry/cloudflare";
import { readConfig } from "~/lib/edge/config.server";
import { createLoadContext } from "~/lib/edge/context.server";
import { loggablePath, logToConsole } from "~/lib/edge/log.server";
import { rejectBadFormPost } from "~/lib/edge/form-post-guard.server";
import { rememberFullscreenArrival } from "~/lib/fullscreen/session.server";
import { createNonce } from "~/lib/edge/nonce.server";
import { buildPageViewLine, isPageView } from "~/lib/edge/page-view-log.server";
import { rejectUnroutableRequest } from "~/lib/edge/request-guard.server";
import { originOfDsn, withSecurityHeaders } from "~/lib/edge/security-headers.server";
import { tagEdgeRequest, workerSentryOptions } from "~/lib/edge/sentry.server";

const handleRemixRequest = createRequestHandler(build, build.mode);

const handler = {
  async fetch(request, env, executionContext) {
    const startedAt = Date.now();
    const url = new URL(request.url);

    const rejected = rejectUnroutableRequest(request) ?? (request.method === "POST" ? await rejectBadFormPost(request) : null);
    if (rejected) {
      logToConsole({ event: "request_rejected", reason: rejected.reason, method: request.method, path: loggablePath(url.pathname), status: rejected.response.status });
      return withSecurityHeaders(rejected.response, null);
    }

    const nonce = createNonce();
    const context = createLoadContext({ request, env, executionContext, nonce, log: logToConsole });
    tagEdgeRequest(context.edge);
    const response = withSecurityHeaders(await handleRemixRequest(request, context), {
      nonce,
      errorIngestOrigin: originOfDsn(context.config.sentryDsn),
    });

    if (isPageView(response)) {
      logToConsole(
        buildPageViewLine({
          path: url.pathname,
          status: response.status,
          referrer: request.headers.get("referer"),
          observations: context.observations,
          edge: context.edge,
          durationMs: Date.now() - startedAt,
        }),
      );
    }
    return rememberFullscreenArrival(request, response, context.observations);
  },
} satisfies ExportedHandler<Env>;

// The load context logs invalid vars once per request; reading them here again stays quiet.
export default withSentry((env: Env) => workerSentryOptions(readConfig(env, () => undefined)), handler);
