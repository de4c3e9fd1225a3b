import { afterEach, describe, expect, it } from "vitest";
import { earlyErrorScript, earlyErrorScriptId, readReportingEnv, takeEarlyErrors } from "~/lib/reporting/early-errors";

function runHeadScript(): void {
  // The same text the document inlines, evaluated as the browser would.
  new Function(earlyErrorScript)();
}

afterEach(() => {
  takeEarlyErrors();
  document.head.replaceChildren();
});

describe("the early-error head script", () => {
  it("buffers uncaught errors and unhandled rejections until they are taken, then stops listening", () => {
    runHeadScript();
    const uncaught = new ErrorEvent("error", { error: new Error("first"), message: "Uncaught Error: first" });
    const rejection = Object.assign(new Event("unhandledrejection"), { reason: new Error("second") });
    window.dispatchEvent(uncaught);
    window.dispatchEvent(rejection);

    expect(takeEarlyErrors()).toEqual([uncaught, rejection]);
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("after the SDK took over") }));
    expect(takeEarlyErrors()).toEqual([]);
    expect("__ppEarlyErrors" in window).toBe(false);
  });

  it("hands over nothing on a page without it", () => {
    expect(takeEarlyErrors()).toEqual([]);
  });

  it("stays small enough to inline in every document", () => {
    expect(earlyErrorScript.length).toBeLessThan(300);
  });
});

const reportingEnv = {
  environment: "prod",
  sentryDsn: "https://key@o1.ingest.sentry.io/42",
  publicOrigin: "https://parkplay.example",
} as const;

function renderEarlyErrorScript(data: Record<string, string>): void {
  const script = document.createElement("script");
  script.id = earlyErrorScriptId;
  Object.assign(script.dataset, data);
  document.head.appendChild(script);
}

describe("readReportingEnv", () => {
  it("reads the public env the server wrote on the early-error script", () => {
    renderEarlyErrorScript({ dsn: reportingEnv.sentryDsn, environment: "prod", publicOrigin: reportingEnv.publicOrigin });
    expect(readReportingEnv()).toEqual(reportingEnv);
  });

  it("treats a missing public origin as none", () => {
    renderEarlyErrorScript({ dsn: reportingEnv.sentryDsn, environment: "dev" });
    expect(readReportingEnv()).toEqual({ sentryDsn: reportingEnv.sentryDsn, environment: "dev", publicOrigin: null });
  });

  it.each([
    ["there is no script", null],
    ["there is no DSN", { environment: "prod" }],
    ["the DSN is empty", { dsn: "", environment: "prod" }],
    ["the environment is unknown", { dsn: reportingEnv.sentryDsn, environment: "staging" }],
  ])("gives null when %s", (_case, data) => {
    if (data) renderEarlyErrorScript(data);
    expect(readReportingEnv()).toBeNull();
  });
});
