import { buildInfo } from "~/generated/build-info";
import type { PublicEnv } from "~/lib/edge/config.server";
import { earlyErrorScriptId, takeEarlyErrors } from "~/lib/reporting/early-errors";

/** The public env once a DSN is known: all the lazily loaded SDK needs. */
export type ReportingEnv = PublicEnv & { sentryDsn: string };

type SentryBrowser = typeof import("~/lib/reporting/sentry.client");

const idleTimeoutMs = 5_000;
const noIdleCallbackDelayMs = 1_000;

let sentryBrowser: Promise<SentryBrowser | null> | null = null;

/** The env the server wrote on the early-error script; readable before hydration, so even a failed bootstrap can be reported. */
export function readReportingEnv(): ReportingEnv | null {
  const data = document.getElementById(earlyErrorScriptId)?.dataset;
  const environment = data?.environment;
  if (!data?.dsn || (environment !== "prod" && environment !== "dev")) return null;
  return { sentryDsn: data.dsn, environment, publicOrigin: data.publicOrigin ?? null };
}

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
