// @vitest-environment node
import { captureException, createTransport, withSentry } from "@sentry/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { buildInfo } from "~/generated/build-info";
import { readConfig } from "~/lib/edge/config.server";
import { isReportableServerError, tagEdgeRequest, workerSentryOptions } from "~/lib/worker/sentry.server";
import { unusedPairingBindings } from "../../support/pairing-bindings";

const assets = {
  fetch: () => Promise.resolve(new Response()),
  connect: () => {
    throw new Error("unused");
  },
} satisfies Fetcher;
const dsn = "http://public@127.0.0.1:9/1";

/** The part of the execution context the SDK uses. */
type ContextStub = Pick<ExecutionContext, "waitUntil" | "passThroughOnException" | "props">;

/** Runs one request through the worker wrapped the way server.ts wraps it, with a transport that records envelopes. */
async function runWrappedRequest(env: Omit<EnvVars, "ASSETS">, request: Request, handle: () => Response) {
  const envelopes: string[] = [];
  const makeTransport = vi.fn((options: Parameters<typeof createTransport>[0]): ReturnType<typeof createTransport> =>
    createTransport(options, async ({ body }) => {
      envelopes.push(typeof body === "string" ? body : new TextDecoder().decode(body));
      return { statusCode: 200 };
    }),
  );
  const pending: Promise<unknown>[] = [];
  const executionContext: ContextStub = {
    waitUntil: (promise) => void pending.push(promise),
    passThroughOnException: () => undefined,
    props: {},
  };
  const handler = withSentry((workerEnv: Env) => ({ ...workerSentryOptions(readConfig(workerEnv, vi.fn())), transport: makeTransport }), {
    fetch: (_request: Request, _env: Env, _context: ContextStub) => Promise.resolve(handle()),
  } satisfies ExportedHandler<Env>);
  const response = await handler.fetch(request, { ASSETS: assets, ...unusedPairingBindings, ...env }, executionContext);
  await response.text();
  await Promise.all(pending);
  return { envelopes, makeTransport };
}

function privateRequest(): Request {
  return new Request("http://127.0.0.1:8787/about?case=1", {
    headers: {
      cookie: "pp-prefs=cookie-value-42",
      "cf-connecting-ip": "203.0.113.9",
      "x-forwarded-for": "203.0.113.9",
      "cf-ray": "8f00ray",
    },
  });
}

describe("worker error reporting", () => {
  it("sends errors and the request's transaction with release, environment, colo and ray", async () => {
    const { envelopes } = await runWrappedRequest({ SENTRY_DSN: dsn, ENVIRONMENT: "dev" }, privateRequest(), () => {
      tagEdgeRequest({ colo: "AMS", ray: "8f00ray" });
      captureException(new Error("loader broke"));
      return new Response("ok");
    });
    const items = envelopes.map((envelope) => envelope.split("\n"));
    const itemTypes = items.map((lines) => JSON.parse(lines[1] ?? "{}").type);
    expect(itemTypes.sort()).toEqual(["event", "transaction"]);

    const event = JSON.parse(items.find((lines) => lines[1]?.includes('"event"'))?.[2] ?? "{}");
    expect(event.exception.values[0].value).toBe("loader broke");
    expect(event.sdk.name).toBe("sentry.javascript.cloudflare");
    expect(event).toMatchObject({ release: buildInfo.hash, environment: "dev", tags: { colo: "AMS", ray: "8f00ray" } });
  });

  it("never sends cookie values or the client's IP, in errors or transactions", async () => {
    const { envelopes } = await runWrappedRequest({ SENTRY_DSN: dsn }, privateRequest(), () => {
      captureException(new Error("loader broke"));
      return new Response("ok");
    });
    expect(envelopes).toHaveLength(2);
    for (const envelope of envelopes) {
      expect(envelope).toContain("8f00ray");
      expect(envelope).not.toContain("cookie-value-42");
      expect(envelope).not.toContain("203.0.113.9");
      expect(envelope).not.toContain("ip_address");
    }
  });

  it.each([
    ["no DSN", {}],
    ["a DSN readConfig rejects", { SENTRY_DSN: "https://example.com/not-a-dsn" }],
  ])("with %s the SDK stays off and silent", async (_case, env) => {
    const { envelopes, makeTransport } = await runWrappedRequest(env, privateRequest(), () => {
      captureException(new Error("nobody hears this"));
      return new Response("ok");
    });
    expect(makeTransport).not.toHaveBeenCalled();
    expect(envelopes).toEqual([]);
  });
});

describe("isReportableServerError", () => {
  const routeErrorResponse = (status: number) => ({ status, statusText: "", internal: true, data: null });

  it("reports unexpected errors and 5xx route responses", () => {
    expect(isReportableServerError(new Error("boom"), new Request("http://x/"))).toBe(true);
    expect(isReportableServerError(routeErrorResponse(503), new Request("http://x/"))).toBe(true);
  });

  it("skips 4xx route responses and aborted requests", () => {
    expect(isReportableServerError(routeErrorResponse(404), new Request("http://x/"))).toBe(false);
    expect(isReportableServerError(routeErrorResponse(405), new Request("http://x/"))).toBe(false);
    const controller = new AbortController();
    controller.abort();
    expect(isReportableServerError(new Error("client went away"), new Request("http://x/", { signal: controller.signal }))).toBe(false);
  });
});
