import { useLocation, useMatches } from "@remix-run/react";
import { browserTracingIntegration, captureException, captureRemixErrorBoundaryError, init, type BrowserOptions } from "@sentry/remix";
import { useEffect } from "react";
import type { EarlyError, ReportingEnv } from "~/lib/reporting/early-errors";
import { ignoredErrors, tracePropagationTargets } from "~/lib/reporting/sentry-policy";

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

/** Reports errors the head script buffered; the mechanisms are the SDK's own, so an error groups alike before and after the SDK. */
export function replayEarlyErrors(events: EarlyError[]): void {
  for (const event of events) {
    if ("reason" in event) {
      captureException(event.reason, { mechanism: { handled: false, type: "auto.browser.global_handlers.onunhandledrejection" } });
    } else {
      captureException(event.error ?? event.message, { mechanism: { handled: false, type: "auto.browser.global_handlers.onerror" } });
    }
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
  replayEarlyErrors(takeEarlyErrors());
}

export function captureRouteError(error: unknown): void {
  captureRemixErrorBoundaryError(error);
}

export function captureBootstrapFailure(error: unknown): void {
  captureException(error, { mechanism: { handled: false, type: "parkplay.bootstrap" } });
}
