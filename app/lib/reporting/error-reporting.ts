import { buildInfo } from "~/generated/build-info";
import { takeEarlyErrors, type ReportingEnv } from "~/lib/reporting/early-errors";

type SentryBrowser = typeof import("~/lib/reporting/sentry.client");

const idleTimeoutMs = 5_000;
const noIdleCallbackDelayMs = 1_000;

let sentryBrowser: Promise<SentryBrowser | null> | null = null;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
    else setTimeout(resolve, noIdleCallbackDelayMs);
  });
}

/** Downloads and starts the Sentry SDK once the browser is idle. Without a DSN nothing is downloaded. */
export function startErrorReporting(env: ReportingEnv | null): void {
  if (!env || sentryBrowser) return;
  sentryBrowser = whenIdle()
    .then(() => import("~/lib/reporting/sentry.client"))
    .then((sentry) => {
      sentry.startSentry({ env, release: buildInfo.hash, takeEarlyErrors });
      return sentry;
    })
    .catch((error: unknown) => {
      // Offline or a blocked chunk: the app works on, only unreported.
      console.warn("ParkPlay error reporting is off: the Sentry SDK did not load.", error);
      return null;
    });
}

/** What the root error boundary shows is reported once the SDK is up; responses such as 404s are not. */
export function reportRouteError(error: unknown): void {
  void sentryBrowser?.then((sentry) => sentry?.captureRouteError(error));
}

export function reportBootstrapFailure(error: unknown): void {
  console.error("ParkPlay failed to start: hydrating the page threw, so it stays server-rendered and not interactive.", error);
  void sentryBrowser?.then((sentry) => sentry?.captureBootstrapFailure(error));
}
