import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { withSentry } from "@sentry/cloudflare";
import { readConfig } from "~/lib/config.server";
import { createLoadContext } from "~/lib/context.server";
import { loggablePath, logToConsole } from "~/lib/edge-log.server";
import { rejectBadFormPost } from "~/lib/form-post-guard.server";
import { createNonce } from "~/lib/nonce.server";
import { rejectUnroutableRequest } from "~/lib/request-guard.server";
import { originOfDsn, withSecurityHeaders } from "~/lib/security-headers.server";
import { tagEdgeRequest, workerSentryOptions } from "~/lib/sentry.server";

const handleRemixRequest = createRequestHandler(build, build.mode);

function isDocumentRequest(request: Request, pathname: string): boolean {
  return !pathname.endsWith(".data") && (request.method === "GET" || request.method === "HEAD" || request.method === "POST");
}

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

    if (isDocumentRequest(request, url.pathname)) {
      logToConsole({
        event: "page_view",
        path: loggablePath(url.pathname),
        status: response.status,
        fullscreen: context.observations.fullscreen,
        fullscreen_source: context.observations.fullscreenSource,
        prompt_shown: context.observations.promptShown,
        colo: context.edge.colo,
        ray: context.edge.ray,
        duration_ms: Date.now() - startedAt,
      });
    }
    return response;
  },
} satisfies ExportedHandler<Env>;

// The load context logs invalid vars once per request; reading them here again stays quiet.
export default withSentry((env: Env) => workerSentryOptions(readConfig(env, () => undefined)), handler);
