// The part of the worker's configuration the browser may see; both sides import this, so it holds no server code.

export type DeploymentEnvironment = "prod" | "dev";

/** What the browser may know; everything else stays in the worker. */
export interface PublicEnv {
  environment: DeploymentEnvironment;
  sentryDsn: string | null;
  publicOrigin: string | null;
}
