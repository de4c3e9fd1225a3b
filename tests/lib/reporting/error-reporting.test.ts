import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildInfo } from "~/generated/build-info";

const sentryBrowser = vi.hoisted(() => ({ startSentry: vi.fn(), captureRouteError: vi.fn(), captureBootstrapFailure: vi.fn() }));
vi.mock("~/lib/reporting/sentry.client", () => sentryBrowser);

const reportingEnv = {
  environment: "prod",
  sentryDsn: "https://key@o1.ingest.sentry.io/42",
  publicOrigin: "https://parkplay.example",
} as const;

/** A fresh copy of the module, so each test starts with the SDK not loaded. */
const loadErrorReporting = () => import("~/lib/reporting/error-reporting");

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  Object.values(sentryBrowser).forEach((mock) => mock.mockClear());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

describe("startErrorReporting", () => {
  it("loads nothing without a DSN, and then reports nothing", async () => {
    const { reportRouteError, startErrorReporting } = await loadErrorReporting();
    startErrorReporting(null);
    reportRouteError(new Error("unreported"));
    await vi.runAllTimersAsync();
    expect(sentryBrowser.startSentry).not.toHaveBeenCalled();
    expect(sentryBrowser.captureRouteError).not.toHaveBeenCalled();
  });

  it("starts the SDK once the browser is idle, with the build's release and the early-error hand-over", async () => {
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
    const { startErrorReporting } = await loadErrorReporting();

    startErrorReporting(reportingEnv);
    startErrorReporting(reportingEnv);
    await vi.runAllTimersAsync();
    expect(sentryBrowser.startSentry).not.toHaveBeenCalled();

    idleCallbacks.forEach((callback) => callback());
    await vi.waitFor(() => expect(sentryBrowser.startSentry).toHaveBeenCalledTimes(1));
    const { takeEarlyErrors } = await import("~/lib/reporting/early-errors");
    expect(sentryBrowser.startSentry).toHaveBeenCalledWith({ env: reportingEnv, release: buildInfo.hash, takeEarlyErrors });
  });

  it("falls back to a timer where requestIdleCallback is missing", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const { startErrorReporting } = await loadErrorReporting();
    startErrorReporting(reportingEnv);
    await vi.advanceTimersByTimeAsync(999);
    expect(sentryBrowser.startSentry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sentryBrowser.startSentry).toHaveBeenCalledTimes(1);
  });

  it("reports route errors raised before the SDK was up, once it is", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const { reportRouteError, startErrorReporting } = await loadErrorReporting();
    startErrorReporting(reportingEnv);
    const error = new Error("loader failed");
    reportRouteError(error);
    expect(sentryBrowser.captureRouteError).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(sentryBrowser.captureRouteError).toHaveBeenCalledWith(error);
  });

  it("keeps the app running when the SDK chunk fails to load: one warning, nothing reported", async () => {
    const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.doMock("~/lib/reporting/sentry.client", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    try {
      const { reportRouteError, startErrorReporting } = await loadErrorReporting();
      startErrorReporting(reportingEnv);
      reportRouteError(new Error("lost"));
      await vi.runAllTimersAsync();
      expect(consoleWarn).toHaveBeenCalledTimes(1);
      expect(consoleWarn).toHaveBeenCalledWith(expect.stringMatching(/^ParkPlay error reporting is off/), expect.any(Error));
      expect(sentryBrowser.captureRouteError).not.toHaveBeenCalled();
    } finally {
      vi.doMock("~/lib/reporting/sentry.client", () => sentryBrowser);
    }
  });
});

describe("reportBootstrapFailure", () => {
  it("says so on the console and reports the error", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("requestIdleCallback", undefined);
    const { reportBootstrapFailure, startErrorReporting } = await loadErrorReporting();
    startErrorReporting(reportingEnv);
    const error = new Error("hydrateRoot threw");

    reportBootstrapFailure(error);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^ParkPlay failed to start: hydrating the page threw/), error);
    await vi.runAllTimersAsync();
    expect(sentryBrowser.captureBootstrapFailure).toHaveBeenCalledWith(error);
  });
});
