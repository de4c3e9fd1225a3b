import { isRouteErrorResponse } from "@remix-run/react";
import { setTags, withSentry, type CloudflareOptions, type Event } from "@sentry/cloudflare";
import { buildInfo } from "~/generated/build-info";
import type { AppConfig } from "~/lib/edge/config.server";
import { createLoadContext, type LoadContext } from "~/lib/worker/context.server";
import { logToConsole } from "~/lib/edge/log.server";
import { tracePropagationTargets } from "~/lib/reporting/sentry-policy";

const cookieAttribute = /^http\.(?:request|response)\.header\.(?:set_)?cookie(?:\.|$)/;
const cookieHeader = /^(?:set-)?cookie$/i;

function omitMatchingKeys<Value>(record: Record<string, Value>, pattern: RegExp): Record<string, Value> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !pattern.test(key)));
}

/** The SDK keeps cookies out of error events, but records the values of cookies it deems harmless on the http.server span. */
export function withoutCookies<ReportedEvent extends Event>(event: ReportedEvent): ReportedEvent {
  const trace = event.contexts?.trace;
  if (trace?.data) trace.data = omitMatchingKeys(trace.data, cookieAttribute);
  event.spans?.forEach((span) => {
    span.data = omitMatchingKeys(span.data, cookieAttribute);
  });
  if (event.request) {
    delete event.request.cookies;
    if (event.request.headers) event.request.headers = omitMatchingKeys(event.request.headers, cookieHeader);
  }
  return event;
}

/** Worker SDK options; no DSN leaves the SDK disabled without a word. Everything not named here stays the SDK's default. */
export function workerSentryOptions(config: AppConfig): CloudflareOptions {
  return {
    // Empty rather than undefined: on undefined the SDK falls back to the raw SENTRY_DSN var, even one readConfig rejected.
    dsn: config.sentryDsn ?? "",
    environment: config.environment,
    release: buildInfo.hash,
    sendDefaultPii: false,
    tracesSampleRate: 1,
    tracePropagationTargets: tracePropagationTargets(config.publicOrigin),
    beforeSend: withoutCookies,
    beforeSendTransaction: withoutCookies,
  };
}

/** Which edge location and request an event came from; never the client's IP or cookies. */
export function tagEdgeRequest(edge: LoadContext["edge"]): void {
  if (edge.colo) setTags({ colo: edge.colo });
  if (edge.ray) setTags({ ray: edge.ray });
}

/** Remix hands every loader and action failure to handleError; a cancelled request or a 4xx answer is no bug to report. */
export function isReportableServerError(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return false;
  return !(isRouteErrorResponse(error) && error.status < 500);
}

const loadContextKey = Symbol("parkplay.loadContext");
type EnvWithLoadContext = Env & { [loadContextKey]: LoadContext };

export type ContextualFetchHandler = (request: Request, context: LoadContext) => Promise<Response>;

/**
 * Runs the worker inside Sentry's own `withSentry` with the load context worked out once, before the SDK starts: the SDK
 * asks for its options with nothing but the env, so the context travels on a copy of the env to both the options and the handler.
 */
export function withSentryAndLoadContext(handle: ContextualFetchHandler): ExportedHandler<Env> {
  const handler: Required<Pick<ExportedHandler<EnvWithLoadContext>, "fetch">> = {
    fetch: (request, env) => handle(request, env[loadContextKey]),
  };
  const instrumented = withSentry((env: EnvWithLoadContext) => workerSentryOptions(env[loadContextKey].config), handler);
  return {
    async fetch(request, env, executionContext) {
      const context = await createLoadContext({ request, env, log: logToConsole });
      return instrumented.fetch(request, { ...env, [loadContextKey]: context }, executionContext);
    },
  };
}
