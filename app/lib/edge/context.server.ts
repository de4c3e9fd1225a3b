import { readConfig } from "~/lib/edge/config.server";
import type { EdgeLogger } from "~/lib/edge/log.server";

export type FullscreenSource = "referrer" | "cookie" | "none";

/** Facts the route loaders learn about a request, read back by the worker for its one log line. */
export interface RequestObservations {
  fullscreen: boolean;
  fullscreenSource: FullscreenSource;
  promptShown: boolean;
}

interface LoadContextInput {
  request: Request;
  env: Env;
  executionContext: ExecutionContext;
  nonce: string;
  log: EdgeLogger;
}

export function createLoadContext({ request, env, executionContext, nonce, log }: LoadContextInput) {
  const observations: RequestObservations = { fullscreen: false, fullscreenSource: "none", promptShown: false };
  return {
    config: readConfig(env, log),
    nonce,
    log,
    edge: { colo: typeof request.cf?.colo === "string" ? request.cf.colo : null, ray: request.headers.get("cf-ray") },
    waitUntil: (promise: Promise<unknown>) => executionContext.waitUntil(promise),
    observations,
  };
}

export type LoadContext = ReturnType<typeof createLoadContext>;
