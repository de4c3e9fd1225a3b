import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { createLoadContext } from "~/lib/context.server";
import { logToConsole } from "~/lib/edge-log.server";
import { rememberFullscreenArrival } from "~/lib/fullscreen-session.server";
import { createNonce } from "~/lib/nonce.server";
import { buildPageViewLine, isPageView } from "~/lib/page-view-log.server";
import { rejectUnroutableRequest } from "~/lib/request-guard.server";

const handleRemixRequest = createRequestHandler(build, build.mode);

export default {
  async fetch(request, env, executionContext) {
    const startedAt = Date.now();
    const url = new URL(request.url);

    const rejected = rejectUnroutableRequest(request);
    if (rejected) {
      logToConsole({ event: "request_rejected", reason: rejected.reason, method: request.method, path: url.pathname, status: rejected.response.status });
      return rejected.response;
    }

    const context = createLoadContext({ request, env, executionContext, nonce: createNonce(), log: logToConsole });
    const response = await handleRemixRequest(request, context);

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
