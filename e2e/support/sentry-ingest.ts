import { findFreePort } from "../../test-support/ports";
import type { ReceivedEnvelope } from "../../test-support/fake-sentry-ingest";
import { receivedEnvelopesAt, receivedEventsAt, type ReceivedEvent, type SentryEvent } from "../../test-support/sentry-events";

/** A second worker, reporting to the fake ingest and serving the fault route; the main one stays production-like, without a DSN. */
export const sentryWorkerPort = Number(process.env.E2E_SENTRY_PORT ?? Number(process.env.E2E_PORT ?? 8788) + 1);
export const sentryBaseURL = `http://127.0.0.1:${sentryWorkerPort}`;

function ingestOrigin(): string {
  const port = process.env.E2E_SENTRY_INGEST_PORT;
  if (!port) throw new Error("E2E_SENTRY_INGEST_PORT is unset: the fake ingest is started by playwright.config.ts");
  return `http://127.0.0.1:${port}`;
}

/**
 * The fake ingest and the worker that reports to it, as Playwright web servers. The config is evaluated by the runner and again
 * by every worker process; the port is chosen once, by the runner, and reaches the workers through their inherited env.
 */
export async function sentryWebServers() {
  process.env.E2E_SENTRY_INGEST_PORT ??= String(await findFreePort());
  const ingest = ingestOrigin();
  const inspectorPort = await findFreePort();
  const wranglerVars = [`SENTRY_DSN:${ingest.replace("//", "//public@")}/1`, "E2E_FAULTS:1", "ENVIRONMENT:dev"];
  return [
    {
      command: "node_modules/.bin/node test-support/fake-sentry-ingest.ts",
      url: `${ingest}/__envelopes`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: [
        `node_modules/.bin/wrangler dev --ip 127.0.0.1 --port ${sentryWorkerPort} --inspector-port ${inspectorPort} --persist-to test-results/state-${sentryWorkerPort} --show-interactive-dev-session=false --log-level info`,
        ...wranglerVars.map((variable) => `--var ${variable}`),
      ].join(" "),
      url: `${sentryBaseURL}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Its request lines are kept out of the test report; wrangler's errors go to stderr, which is shown.
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
  ];
}

/** Every envelope the e2e suite's ingest has received so far. */
export function receivedEnvelopes(): Promise<ReceivedEnvelope[]> {
  return receivedEnvelopesAt(ingestOrigin());
}

/** Error events (not transactions or sessions) the ingest has received so far that match `where`. */
export function receivedEvents(where: (event: SentryEvent) => boolean): Promise<ReceivedEvent[]> {
  return receivedEventsAt(ingestOrigin(), where);
}
