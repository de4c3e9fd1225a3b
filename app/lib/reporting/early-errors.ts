import type { PublicEnv } from "~/lib/edge/public-env";

/** An error the browser raised before the Sentry SDK was running. */
export type EarlyError = ErrorEvent | PromiseRejectionEvent;

interface EarlyErrorBuffer {
  events: EarlyError[];
  stop: () => void;
}

declare global {
  interface Window {
    __ppEarlyErrors?: EarlyErrorBuffer;
  }
}

export const earlyErrorScriptId = "pp-early-errors";

// Static and hand-minified: it is inlined first in every document's head, and server and client must render the same text.
export const earlyErrorScript =
  '(function(w){var q=[],h=function(e){q.push(e)};w.addEventListener("error",h);w.addEventListener("unhandledrejection",h);w.__ppEarlyErrors={events:q,stop:function(){w.removeEventListener("error",h);w.removeEventListener("unhandledrejection",h)}}})(window)';

/** Stops the head script's buffering and hands over what it caught, so every early error is reported exactly once. */
export function takeEarlyErrors(): EarlyError[] {
  const buffer = window.__ppEarlyErrors;
  if (!buffer) return [];
  buffer.stop();
  delete window.__ppEarlyErrors;
  return buffer.events;
}

/** The public env once a DSN is known: all the lazily loaded SDK needs. */
export type ReportingEnv = PublicEnv & { sentryDsn: string };

/** The env the server wrote on the early-error script; readable before hydration, so even a failed bootstrap can be reported. */
export function readReportingEnv(): ReportingEnv | null {
  const data = document.getElementById(earlyErrorScriptId)?.dataset;
  const environment = data?.environment;
  if (!data?.dsn || (environment !== "prod" && environment !== "dev")) return null;
  return { sentryDsn: data.dsn, environment, publicOrigin: data.publicOrigin ?? null };
}
