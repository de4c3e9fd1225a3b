import type { LoadContext } from "~/lib/edge/context.server";

declare global {
  /** Bindings and vars the worker receives; defaults live in wrangler.toml and are documented in README.md. */
  interface Env {
    ASSETS: Fetcher;
    ENVIRONMENT?: string;
    PUBLIC_ORIGIN?: string;
    ISSUE_TRACKER_URL?: string;
    CREATOR_URL?: string;
    SENTRY_DSN?: string;
    E2E_FAULTS?: string;
  }
}

declare module "@remix-run/server-runtime" {
  interface AppLoadContext extends LoadContext {}
}
