// One cold page load in a fresh browser context under CDP throttling, and the metrics read from it.
import type { Browser, CDPSession, Page } from "@playwright/test";
import { setTimeout as sleep } from "node:timers/promises";
import { kbpsToBytesPerSecond, type ThrottlingProfile } from "./profiles.ts";
import type { RunningProxy } from "./tls-proxy.ts";
import type { StorageState } from "./variants.ts";
import { analyzeMainThread, traceCategories, type MainThreadTrace, type TraceEvent } from "./main-thread-trace.ts";
import { cumulativeLayoutShift, totalBlockingTime, type LayoutShift, type LongTask } from "./web-vitals.ts";

export interface PageLoadSetup {
  url: string;
  profile: ThrottlingProfile;
  javaScriptEnabled: boolean;
  storageState?: StorageState;
  blockedUrlPatterns: readonly string[];
  /** The HTTP/2 proxy the page loads through, which counts the request-header bytes. */
  proxy: Pick<RunningProxy, "takeRequestHeaders">;
  /** Record a Chrome trace of the load for the main thread's breakdown (issue 41); tracing slows the page a little. */
  trace?: boolean;
}

export interface PageLoadMetrics {
  fcpMs: number;
  lcpMs: number | null;
  /** The LCP element as tag#id.class, to see what the largest paint was. */
  lcpElement: string | null;
  cls: number;
  tbtMs: number;
  loadMs: number;
  requests: number;
  /** Requests sent before the load event, the figure issue 24 caps for a first visit of `/`. */
  requestsBeforeLoad: number;
  failedRequests: number;
  /** Bytes on the wire (headers + compressed bodies) as Chromium's network stack reports them. */
  transferredBytes: number;
  /** Bytes on the wire of the requests that finished before the load event. */
  transferredBytesBeforeLoad: number;
  /** The document request's headers on the wire: HPACK-coded HEADERS and CONTINUATION frames, as the proxy received them. */
  documentRequestHeaderBytes: number | null;
  /** The same for every request of the load that reached the proxy (blocked ones never do). */
  requestHeaderBytes: number;
  documentProtocol: string | null;
  /** How long the page was watched; TBT counts the long tasks up to here. */
  observedUntilMs: number;
  /** False when the page never went quiet for the whole quiet window within the settle limit. */
  settled: boolean;
  /** The main thread from the load's trace, for traced loads. */
  mainThread?: MainThreadTrace | null;
}

export const viewport = { width: 1280, height: 720 } as const;
/** Lighthouse's TTI window: the page counts as settled after this long without long tasks or network requests. */
export const quietWindowMs = 5_000;
const maxSettleMs = 20_000;
const navigationTimeoutMs = 60_000;
const pollMs = 250;

interface PageEntries {
  now: number;
  fcpMs: number | null;
  lcp: { startTime: number; element: string | null } | null;
  shifts: LayoutShift[];
  longTasks: LongTask[];
  loadEventEnd: number;
}

type LayoutShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** Runs in the page: buffered observers and takeRecords() work even with JavaScript disabled for the page itself. */
function readPageEntries(): PageEntries {
  const buffered = (type: string) => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type, buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    return entries;
  };
  const describeElement = (element: Element | null) =>
    element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.classList[0] ? `.${element.classList[0]}` : ""}`
      : null;
  const lcpEntries = buffered("largest-contentful-paint") as LargestContentfulPaint[];
  const lastLcp = lcpEntries[lcpEntries.length - 1];
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return {
    now: performance.now(),
    fcpMs: buffered("paint").find((entry) => entry.name === "first-contentful-paint")?.startTime ?? null,
    lcp: lastLcp ? { startTime: lastLcp.startTime, element: describeElement(lastLcp.element) } : null,
    shifts: (buffered("layout-shift") as LayoutShiftEntry[]).map(({ startTime, value, hadRecentInput }) => ({
      startTime,
      value,
      hadRecentInput,
    })),
    longTasks: buffered("longtask").map(({ startTime, duration }) => ({ startTime, duration })),
    loadEventEnd: navigation?.loadEventEnd ?? 0,
  };
}

class NetworkLog {
  requests = 0;
  failedRequests = 0;
  transferredBytes = 0;
  documentProtocol: string | null = null;
  /** Taken when the load event fires; CDP delivers a session's events in order, so it counts what was sent before it. */
  atLoad: { requests: number; transferredBytes: number } | null = null;
  lastActivityAt = Date.now();
  private readonly inFlight = new Set<string>();

  constructor(cdp: CDPSession) {
    cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
      if (request.url.startsWith("data:")) return;
      this.requests += 1;
      this.inFlight.add(requestId);
      this.lastActivityAt = Date.now();
    });
    cdp.on("Network.responseReceived", ({ type, response }) => {
      if (type === "Document" && this.documentProtocol === null) this.documentProtocol = response.protocol ?? null;
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      if (!this.inFlight.delete(requestId)) return;
      this.transferredBytes += encodedDataLength;
      this.lastActivityAt = Date.now();
    });
    cdp.on("Page.loadEventFired", () => {
      this.atLoad ??= { requests: this.requests, transferredBytes: this.transferredBytes };
    });
    cdp.on("Network.loadingFailed", ({ requestId }) => {
      if (!this.inFlight.delete(requestId)) return;
      this.failedRequests += 1;
      this.lastActivityAt = Date.now();
    });
  }

  msSinceActivity(): number {
    return this.inFlight.size > 0 ? 0 : Date.now() - this.lastActivityAt;
  }
}

function parseTraceEvents(json: Buffer): TraceEvent[] {
  const trace = JSON.parse(json.toString("utf8")) as { traceEvents?: TraceEvent[] };
  return trace.traceEvents ?? [];
}

/** Slows the page's network and CPU to the profile's; the settings-save figure uses it too. */
export async function throttle(cdp: CDPSession, profile: ThrottlingProfile, blockedUrlPatterns: readonly string[]): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Page.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: kbpsToBytesPerSecond(profile.downloadKbps),
    uploadThroughput: kbpsToBytesPerSecond(profile.uploadKbps),
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
  if (blockedUrlPatterns.length > 0) await cdp.send("Network.setBlockedURLs", { urls: [...blockedUrlPatterns] });
}

/** Waits until neither a long task nor a request happened for the quiet window (bounded), and returns the entries then. */
async function settle(page: Page, network: NetworkLog): Promise<{ entries: PageEntries; settled: boolean }> {
  const startedAt = Date.now();
  for (;;) {
    const entries = await page.evaluate(readPageEntries);
    const lastTaskEnd = Math.max(0, ...entries.longTasks.map((task) => task.startTime + task.duration));
    const settled = Math.min(entries.now - lastTaskEnd, network.msSinceActivity()) >= quietWindowMs;
    if (settled || Date.now() - startedAt >= maxSettleMs) return { entries, settled };
    await sleep(pollMs);
  }
}

export async function measurePageLoad(browser: Browser, setup: PageLoadSetup): Promise<PageLoadMetrics> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: setup.javaScriptEnabled,
    ignoreHTTPSErrors: true,
    storageState: setup.storageState,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = new NetworkLog(cdp);
    await throttle(cdp, setup.profile, setup.blockedUrlPatterns);
    setup.proxy.takeRequestHeaders();
    if (setup.trace) await browser.startTracing(page, { categories: [...traceCategories] });
    let traceJson: Buffer | null = null;
    let settledEntries: Awaited<ReturnType<typeof settle>>;
    try {
      const response = await page.goto(setup.url, { waitUntil: "load", timeout: navigationTimeoutMs });
      if (!response?.ok()) throw new Error(`${setup.url} answered ${response?.status() ?? "nothing"}`);
      settledEntries = await settle(page, network);
      if (setup.trace) traceJson = await browser.stopTracing();
    } finally {
      // A failed load must not leave the browser tracing: the next traced load could not start.
      if (setup.trace && traceJson === null) await browser.stopTracing().catch(() => undefined);
    }
    const { entries, settled } = settledEntries;
    const mainThread = traceJson ? analyzeMainThread(parseTraceEvents(traceJson), page.url()) : null;
    if (entries.fcpMs === null) throw new Error(`${setup.url} painted no content`);
    const requestHeaders = setup.proxy.takeRequestHeaders();
    const { pathname, search } = new URL(setup.url);
    return {
      fcpMs: entries.fcpMs,
      lcpMs: entries.lcp?.startTime ?? null,
      lcpElement: entries.lcp?.element ?? null,
      cls: cumulativeLayoutShift(entries.shifts),
      tbtMs: totalBlockingTime(entries.longTasks, entries.fcpMs, entries.now),
      loadMs: entries.loadEventEnd,
      requests: network.requests,
      requestsBeforeLoad: network.atLoad?.requests ?? network.requests,
      failedRequests: network.failedRequests,
      transferredBytes: network.transferredBytes,
      transferredBytesBeforeLoad: network.atLoad?.transferredBytes ?? network.transferredBytes,
      documentRequestHeaderBytes: requestHeaders.find((request) => request.path === `${pathname}${search}`)?.bytes ?? null,
      requestHeaderBytes: requestHeaders.reduce((total, request) => total + request.bytes, 0),
      documentProtocol: network.documentProtocol,
      observedUntilMs: entries.now,
      settled,
      ...(setup.trace ? { mainThread } : {}),
    };
  } finally {
    await context.close();
  }
}
