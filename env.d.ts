import type { LoadContext } from "~/lib/worker/context.server";
import type { CardOpenedBindings } from "~/lib/preferences/server/card-opened.server";
import type { PairingBindings } from "~/lib/pairing/pairings.server";
import type { CarriedSetupBindings } from "~/lib/preferences/server/carried-setup.server";

declare global {
  /** Bindings and vars the worker receives; defaults live in wrangler.toml and are documented in README.md. */
  interface Env extends EnvVars, PairingBindings, CardOpenedBindings, CarriedSetupBindings {}

  /** The static files and the vars the config is read from. */
  interface EnvVars {
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
  // Loaders and actions answer with single fetch's `data()`, so their types unwrap it.
  interface Future {
    v3_singleFetch: true;
  }
}

declare module "react" {
  interface CSSProperties {
    /** A card's colour (dashboard.css): its background, and behind a logo that failed to load. */
    "--pp-card-background"?: string;
  }
}
