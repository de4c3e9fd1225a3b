import type { EdgeLogger } from "~/lib/edge/log.server";
import type { DeploymentEnvironment, PublicEnv } from "~/lib/edge/public-env";

/** The validated configuration one request runs with. */
export interface AppConfig {
  environment: DeploymentEnvironment;
  publicOrigin: string | null;
  issueTrackerUrl: string;
  creatorUrl: string;
  sentryDsn: string | null;
  faultRoutesEnabled: boolean;
}

const defaultIssueTrackerUrl = "https://github.com/arbitrari/parkplay/issues";
const defaultCreatorUrl = "https://arbitrari.com";

function parseHttpUrl(value: string | undefined): URL | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** A Sentry DSN names its public key as the user and ends in a numeric project id; anything else would make the SDK complain. */
function parseSentryDsn(value: string | undefined): string | null {
  const url = parseHttpUrl(value);
  return url && url.username !== "" && /\/\d+$/.test(url.pathname) ? url.href : null;
}

/** Reads the worker env once per request; a bad value falls back to its default and is logged, never thrown. */
export function readConfig(env: EnvVars, log: EdgeLogger): AppConfig {
  const problems: string[] = [];
  const pick = (name: keyof EnvVars, value: string | undefined, fallback: string): string => {
    if (value === undefined || value === "") return fallback;
    const url = parseHttpUrl(value);
    if (url) return url.href;
    problems.push(name);
    return fallback;
  };

  const environment: DeploymentEnvironment = env.ENVIRONMENT === "dev" ? "dev" : "prod";
  if (env.ENVIRONMENT && env.ENVIRONMENT !== "dev" && env.ENVIRONMENT !== "prod") problems.push("ENVIRONMENT");

  const publicOriginUrl = parseHttpUrl(env.PUBLIC_ORIGIN);
  if (env.PUBLIC_ORIGIN && !publicOriginUrl) problems.push("PUBLIC_ORIGIN");

  const sentryDsn = parseSentryDsn(env.SENTRY_DSN);
  if (env.SENTRY_DSN && !sentryDsn) problems.push("SENTRY_DSN");

  if (problems.length > 0) log({ event: "config_invalid", vars: problems });

  return {
    environment,
    publicOrigin: publicOriginUrl?.origin ?? null,
    issueTrackerUrl: pick("ISSUE_TRACKER_URL", env.ISSUE_TRACKER_URL, defaultIssueTrackerUrl),
    creatorUrl: pick("CREATOR_URL", env.CREATOR_URL, defaultCreatorUrl),
    sentryDsn,
    faultRoutesEnabled: Boolean(env.E2E_FAULTS),
  };
}

export function toPublicEnv(config: AppConfig): PublicEnv {
  return { environment: config.environment, sentryDsn: config.sentryDsn, publicOrigin: config.publicOrigin };
}
