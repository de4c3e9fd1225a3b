import { useLocation, useMatches } from "@remix-run/react";
import { browserTracingIntegration, captureException, captureRemixErrorBoundaryError, init, type BrowserOptions } from "@sentry/remix";
import { useEffect } from "react";
import type { EarlyError } from "~/lib/early-errors";
import type { ReportingEnv } from "~/lib/error-reporting";
import { ignoredErrors, tracePropagationTargets } from "~/lib/sentry-policy";

// This module is the lazily loaded chunk: it takes app facts as arguments instead of importing first-load modules, which would split them into extra chunks.

/** Our choices only; everything not named here (timeouts, buffers, back-off, stack limits) stays the SDK's default. */
export function browserSentryOptions(env: ReportingEnv, release: string): BrowserOptions {
  return {
    dsn: env.sentryDsn,
    environment: env.environment,
    release,
    tracesSampleRate: 1,
    maxBreadcrumbs: 100,
    tracePropagationTargets: tracePropagationTargets(env.publicOrigin),
    ignoreErrors: ignoredErrors,
    integrations: [browserTracingIntegration({ useEffect, useLocation, useMatches })],
  };
}

// The mechanisms the SDK's own global handlers use, so an error groups the same whether it came before or after the SDK.
function captureEarlyError(event: EarlyError): void {
  if ("reason" in event) {
    captureException(event.reason, { mechanism: { handled: false, type: "auto.browser.global_handlers.onunhandledrejection" } });
  } else {
    captureException(event.error ?? event.message, { mechanism: { handled: false, type: "auto.browser.global_handlers.onerror" } });
  }
}

interface SentryStart {
  env: ReportingEnv;
  release: string;
  /** Stops the head script's buffering; called right after init, so each error is caught by exactly one of the two. */
  takeEarlyErrors: () => EarlyError[];
}

export function startSentry({ env, release, takeEarlyErrors }: SentryStart): void {
  init(browserSentryOptions(env, release));
  takeEarlyErrors().forEach(captureEarlyError);
}

export function captureRouteError(error: unknown): void {
  captureRemixErrorBoundaryError(error);
}

export function captureBootstrapFailure(error: unknown): void {
  captureException(error, { mechanism: { handled: false, type: "parkplay.bootstrap" } });
}
