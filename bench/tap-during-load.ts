// Issue 41's tap during load: on weak-cell at 6× CPU, a driver taps a card in the first screen while the dashboard is
// still loading. One tap per fresh load, at the first paint in the first round and 100 ms later in each next one, until a
// tap lands after the load event. Each sample runs from the tap (sent from Node, so a busy main thread cannot hide it)
// to the browser sending the card's navigation request; that navigation is aborted before it leaves the machine.
import type { Browser, CDPSession } from "@playwright/test";
import { setTimeout as sleep } from "node:timers/promises";
import { throttle } from "./page-load.ts";
import type { ThrottlingProfile } from "./profiles.ts";
import { summarize, type Summary } from "./stats.ts";

/** Issue 41: a tap is held at most this long. */
export const tapDuringLoadTargetMs = 100;
/** How much later than the previous round's tap each round taps, from the first paint. */
export const tapStepMs = 100;
/** A bound on the rounds, should the load event never pass (weak-cell loads take about 5–8 s: 50–80 rounds). */
export const maxTapRounds = 150;

export interface LoadTap {
  round: number;
  /** When the tap was planned: this long after Node heard of the first contentful paint. */
  plannedAfterFcpMs: number;
  /** When it happened, from the page's own FCP (wall clock); null when the page could not be read afterwards. */
  afterFcpMs: number | null;
  /** Whether the tap came before the load event's end; null when unknown. */
  beforeLoad: boolean | null;
  /** Tap → the browser sends the card's navigation request. */
  delayMs: number | null;
  error: string | null;
}

export interface TapDuringLoadResults {
  profile: string;
  targetMs: number;
  stepMs: number;
  card: string;
  taps: LoadTap[];
  /** Over the taps that started a navigation. */
  delayMs: Summary | null;
  /** The same, for the taps before the load event only. */
  delayBeforeLoadMs: Summary | null;
  failures: string[];
}

const viewport = { width: 980, height: 560 } as const;
const waitMs = 60_000;
const navigationWaitMs = 20_000;

interface TapTarget {
  name: string;
  x: number;
  y: number;
  /** Hosts of every card link in the page: their navigations are aborted. */
  externalHosts: string[];
}

async function newTouchPage(browser: Browser, profile: ThrottlingProfile) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2, hasTouch: true, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, profile, []);
  return { context, page, cdp };
}

/** A warm-up load that also finds the first card fully in view (layout does not move: CLS is 0) and the cards' hosts. */
async function findTapTarget(browser: Browser, url: string, profile: ThrottlingProfile): Promise<TapTarget> {
  const { context, page } = await newTouchPage(browser, profile);
  try {
    await page.goto(url, { waitUntil: "load", timeout: waitMs });
    return await page.evaluate(({ width, height }) => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>("main a.pp-card")];
      const visible = links.find((link) => {
        const box = link.getBoundingClientRect();
        return box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width && box.width > 0;
      });
      if (!visible) throw new Error("no card fully in the first screen");
      const box = visible.getBoundingClientRect();
      const hosts = links.flatMap((link) => (link.protocol.startsWith("http") && link.host !== location.host ? [link.host] : []));
      return {
        name: visible.getAttribute("aria-label") ?? visible.textContent ?? "",
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
        externalHosts: [...new Set(hosts)],
      };
    }, viewport);
  } finally {
    await context.close();
  }
}

/** Aborts (net::ERR_ABORTED, which keeps the dashboard's document) every request to the cards' hosts before it is sent. */
async function abortExternalNavigations(cdp: CDPSession, hosts: readonly string[]): Promise<void> {
  cdp.on("Fetch.requestPaused", ({ requestId }) => {
    void cdp.send("Fetch.failRequest", { requestId, errorReason: "Aborted" }).catch(() => undefined);
  });
  await cdp.send("Fetch.enable", {
    patterns: hosts
      .flatMap((host) => [`http://${host}/*`, `https://${host}/*`])
      .map((urlPattern) => ({ urlPattern, requestStage: "Request" as const })),
  });
}

async function tapOnce(browser: Browser, url: string, profile: ThrottlingProfile, target: TapTarget, round: number): Promise<LoadTap> {
  const plannedAfterFcpMs = round * tapStepMs;
  const tap: LoadTap = { round, plannedAfterFcpMs, afterFcpMs: null, beforeLoad: null, delayMs: null, error: null };
  const { context, page, cdp } = await newTouchPage(browser, profile);
  try {
    await abortExternalNavigations(cdp, target.externalHosts);
    const hosts = new Set(target.externalHosts);
    let tappedAt: number | null = null;
    let navigationAt: number | null = null;
    cdp.on("Network.requestWillBeSent", ({ request, wallTime, type }) => {
      if (tappedAt !== null && type === "Document" && hosts.has(new URL(request.url).host)) navigationAt ??= wallTime * 1000;
    });
    const sendTap = async () => {
      tappedAt = Date.now();
      // Sent back to back, not awaited in turn: the touch's end must not wait for the page to answer its start.
      await Promise.all([
        cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: target.x, y: target.y }] }),
        cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
      ]);
    };
    let tapSent: Promise<void> | null = null;
    let loadSeenAt: number | null = null;
    cdp.on("Page.loadEventFired", () => (loadSeenAt ??= Date.now()));
    cdp.on("Page.lifecycleEvent", ({ name }) => {
      if (name !== "firstContentfulPaint" || tapSent !== null) return;
      tapSent = sleep(plannedAfterFcpMs).then(sendTap);
    });
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    // The tap's navigation may interrupt this one; what matters is the request the browser sends, watched above.
    void page.goto(url, { waitUntil: "commit", timeout: waitMs }).catch(() => null);
    for (const startedAt = Date.now(); navigationAt === null; await sleep(10)) {
      if (Date.now() - startedAt > waitMs + navigationWaitMs) {
        tap.error = tapSent === null ? "no first contentful paint" : "no navigation: the tap reached no card";
        return tap;
      }
    }
    if (tappedAt === null) throw new Error("unreachable: a navigation is only counted after the tap");
    tap.delayMs = navigationAt - tappedAt;
    const fcp = await page
      .evaluate(() => {
        const entry = performance.getEntriesByName("first-contentful-paint")[0];
        return entry ? performance.timeOrigin + entry.startTime : null;
      })
      .catch(() => null);
    if (fcp !== null) tap.afterFcpMs = tappedAt - fcp;
    // The load event as Node heard of it (a few ms late); a tap's navigation before it can keep it from ever firing.
    tap.beforeLoad = loadSeenAt === null || tappedAt < loadSeenAt;
    return tap;
  } finally {
    await context.close();
  }
}

/** Rounds until a tap lands after the load event (or `maxTapRounds`), after a warm-up load that finds the card. */
export async function measureTapsDuringLoad(
  browser: Browser,
  origin: string,
  profile: ThrottlingProfile,
  interrupted: AbortSignal,
  maxRounds = maxTapRounds,
): Promise<TapDuringLoadResults> {
  const url = new URL("/", origin).href;
  const target = await findTapTarget(browser, url, profile);
  const taps: LoadTap[] = [];
  const failures: string[] = [];
  for (let round = 0; round < maxRounds && !interrupted.aborted; round += 1) {
    let tap: LoadTap;
    try {
      tap = await tapOnce(browser, url, profile, target, round);
    } catch (error) {
      const message = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
      tap = { round, plannedAfterFcpMs: round * tapStepMs, afterFcpMs: null, beforeLoad: null, delayMs: null, error: message };
    }
    taps.push(tap);
    if (tap.error !== null) failures.push(`tap ${round} (${tap.plannedAfterFcpMs} ms after FCP): ${tap.error}`);
    const describe = tap.delayMs === null ? `failed: ${tap.error}` : `tap → navigation ${Math.round(tap.delayMs)} ms`;
    const when =
      tap.afterFcpMs === null ? "" : ` (${Math.round(tap.afterFcpMs)} ms after FCP${tap.beforeLoad ? ", before load" : ", after load"})`;
    console.log(`[tap during load ${round}] ${tap.plannedAfterFcpMs} ms${when}: ${describe}`);
    if (tap.beforeLoad === false) break;
  }
  const delays = (list: readonly LoadTap[]) => list.flatMap((tap) => (tap.delayMs === null ? [] : [tap.delayMs]));
  return {
    profile: profile.name,
    targetMs: tapDuringLoadTargetMs,
    stepMs: tapStepMs,
    card: target.name,
    taps,
    delayMs: summarize(delays(taps)),
    delayBeforeLoadMs: summarize(delays(taps.filter((tap) => tap.beforeLoad === true))),
    failures,
  };
}
