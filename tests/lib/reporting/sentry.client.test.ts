import { DEFAULT_RETRY_AFTER, TRACING_DEFAULTS } from "@sentry/core";
import { createTransport, getActiveSpan, getClient, init, spanToJSON, startInactiveSpan, type Span } from "@sentry/remix";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { earlyErrorScript, takeEarlyErrors } from "~/lib/reporting/early-errors";
import type { ReportingEnv } from "~/lib/reporting/early-errors";
import { browserSentryOptions, replayEarlyErrors } from "~/lib/reporting/sentry.client";

const env: ReportingEnv = { environment: "dev", sentryDsn: "http://public@127.0.0.1:9/1", publicOrigin: "https://parkplay.example" };

type TransportRequest = Parameters<Parameters<typeof createTransport>[1]>[0];
type TransportResponse = Awaited<ReturnType<Parameters<typeof createTransport>[1]>>;

/** Starts the SDK with the app's options, the way startSentry does, but with a transport whose network answer the test decides. */
function startSentry(answer: (request: TransportRequest) => Promise<TransportResponse> = () => Promise.resolve({ statusCode: 200 })) {
  const sent = vi.fn(answer);
  init({
    ...browserSentryOptions(env, "abc1234"),
    transport: (options: Parameters<typeof createTransport>[0]) => createTransport(options, sent),
  });
  const client = getClient();
  if (!client) throw new Error("Sentry did not start");
  return { client, sent };
}

interface SentEvent {
  exception?: { values?: { value?: string; mechanism?: { type?: string; handled?: boolean } }[] };
}

function sentEventPayloads(sent: ReturnType<typeof startSentry>["sent"]): SentEvent[] {
  return sent.mock.calls.flatMap(([{ body }]) => {
    const [, itemHeader, payload] = (typeof body === "string" ? body : new TextDecoder().decode(body)).split("\n");
    return itemHeader?.includes('"type":"event"') && payload ? [JSON.parse(payload)] : [];
  });
}

function pageloadSpan(): Span {
  const span = getActiveSpan();
  if (!span || spanToJSON(span).op !== "pageload") throw new Error("no pageload span is running");
  return span;
}

const finishReason = (span: Span) => spanToJSON(span).data["sentry.idle_span_finish_reason"];

afterEach(() => {
  vi.useRealTimers();
});

describe("browserSentryOptions", () => {
  it("gives the SDK our DSN, environment, release, sampling, breadcrumbs, trace targets and ignore list", () => {
    const options = startSentry().client.getOptions();
    expect(options).toMatchObject({ dsn: env.sentryDsn, environment: "dev", release: "abc1234", tracesSampleRate: 1, maxBreadcrumbs: 100 });
    expect(options.sendDefaultPii).toBeFalsy();
    expect(options.tracePropagationTargets?.map(String)).toEqual([
      String(/^https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?(?:[/?#]|$)/),
      String(/^https:\/\/parkplay\.example(?:[/?#]|$)/),
    ]);
    expect(options.ignoreErrors?.map(String)).toEqual([String(/^Script error\.?$/), String(/^ResizeObserver loop\b/)]);
    expect(options.integrations.map((integration) => integration.name)).toContain("BrowserTracing");
  });
});

// Values we rely on without setting them. A failure here means an SDK upgrade changed a default: decide, then update the test.
describe("SDK defaults we keep", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("ends the pageload span 1 s after the last activity", () => {
    startSentry();
    const span = pageloadSpan();
    vi.advanceTimersByTime(999);
    expect(spanToJSON(span).timestamp).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(finishReason(span)).toBe("idleTimeout");
    expect(TRACING_DEFAULTS.idleTimeout).toBe(1_000);
  });

  it("gives up on a child span that stays open 15 s", () => {
    startSentry();
    const span = pageloadSpan();
    startInactiveSpan({ name: "never ends", parentSpan: span });
    vi.advanceTimersByTime(14_999);
    expect(spanToJSON(span).timestamp).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(finishReason(span)).toBe("heartbeatFailed");
    expect(TRACING_DEFAULTS.childSpanTimeout).toBe(15_000);
  });

  it("ends a pageload span that stays busy after 30 s", () => {
    startSentry();
    const span = pageloadSpan();
    let child = startInactiveSpan({ name: "busy", parentSpan: span });
    for (let elapsed = 0; elapsed < 29_500; elapsed += 500) {
      vi.advanceTimersByTime(500);
      const next = startInactiveSpan({ name: "busy", parentSpan: span });
      child.end();
      child = next;
    }
    expect(spanToJSON(span).timestamp).toBeUndefined();
    vi.advanceTimersByTime(500);
    expect(finishReason(span)).toBe("finalTimeout");
    expect(TRACING_DEFAULTS.finalTimeout).toBe(30_000);
  });

  it("keeps at most 64 sends in flight and drops the rest", () => {
    const { client, sent } = startSentry(() => new Promise<TransportResponse>(() => undefined));
    for (let index = 0; index < 70; index += 1) client.sendEvent({ message: `event ${index}` });
    expect(sent).toHaveBeenCalledTimes(64);
  });

  it("backs off for 60 s after a rate-limit answer without Retry-After", async () => {
    const { client, sent } = startSentry(() =>
      Promise.resolve({ statusCode: 429, headers: { "retry-after": null, "x-sentry-rate-limits": null } }),
    );
    await client.sendEvent({ message: "rate limited" });
    expect(sent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_999);
    await client.sendEvent({ message: "still backing off" });
    expect(sent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await client.sendEvent({ message: "allowed again" });
    expect(sent).toHaveBeenCalledTimes(2);
    expect(DEFAULT_RETRY_AFTER).toBe(60_000);
  });

  it("parses at most 50 frames and at most 1024 characters of a stack line", () => {
    const { stackParser } = startSentry().client.getOptions();
    const frameLine = (index: number) => `    at handler${index} (https://parkplay.example/build/app.js:${index + 1}:7)`;
    const deepStack = ["Error: deep", ...Array.from({ length: 60 }, (_, index) => frameLine(index))].join("\n");
    expect(stackParser(deepStack)).toHaveLength(50);

    const lineOfLength = (length: number) => {
      const prefix = "    at handler (https://parkplay.example/";
      const suffix = ".js:12:34)";
      return `${prefix}${"a".repeat(length - prefix.length - suffix.length)}${suffix}`;
    };
    expect(stackParser(`Error: long\n${lineOfLength(1024)}`)[0]).toMatchObject({ lineno: 12, colno: 34 });
    // Cut at 1024 characters, a longer line loses the ":12:34)" at its end.
    expect(stackParser(`Error: long\n${lineOfLength(1034)}`)[0]?.lineno).toBeUndefined();
  });

  it("sets no length limit on messages: SDK 10 dropped the old 250-character default", () => {
    const { client, sent } = startSentry();
    expect(client.getOptions().maxValueLength).toBeUndefined();
    const longMessage = "x".repeat(300);
    client.captureException(new Error(longMessage));
    return vi.waitFor(() => expect(sentEventPayloads(sent)[0]).toMatchObject({ exception: { values: [{ value: longMessage }] } }));
  });
});

describe("replayEarlyErrors", () => {
  it("reports each error the head script buffered once, and drops cross-origin Script error. noise", async () => {
    new Function(earlyErrorScript)();
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("before the SDK"), message: "Uncaught Error: before the SDK" }));
    window.dispatchEvent(new ErrorEvent("error", { message: "Script error." }));
    window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: new Error("rejected before the SDK") }));

    const { sent } = startSentry();
    replayEarlyErrors(takeEarlyErrors());
    expect(takeEarlyErrors()).toEqual([]);

    await vi.waitFor(() => expect(sentEventPayloads(sent)).toHaveLength(2));
    const exceptions = sentEventPayloads(sent).map((event) => event.exception?.values?.[0]);
    expect(exceptions).toEqual([
      expect.objectContaining({ value: "before the SDK", mechanism: { type: "auto.browser.global_handlers.onerror", handled: false } }),
      expect.objectContaining({
        value: "rejected before the SDK",
        mechanism: { type: "auto.browser.global_handlers.onunhandledrejection", handled: false },
      }),
    ]);
  });
});
