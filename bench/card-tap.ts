// Issue 22's bench figure: a card tap's navigation starts within 50 ms of the tap, with the card-opening beacon in flight,
// on a throttled link. The tap is marked in the page (a capture listener, before the app's own handler); the navigation's
// start and the beacon's are the browser's own Network.requestWillBeSent times. Both are wall-clock times on this machine.
import type { Browser, CDPSession, Page } from "@playwright/test";
import { setTimeout as sleep } from "node:timers/promises";
import { throttle } from "./page-load.ts";
import type { ThrottlingProfile } from "./profiles.ts";
import { summarize, type Summary } from "./stats.ts";

/** Issue 22: the navigation must start this soon after the tap. */
export const cardTapTargetMs = 50;

/** The two kinds of card link: the service itself (Automatic) and YouTube's redirect page (Full screen). */
export const cardTapModes = ["automatic", "fullscreen"] as const;
export type CardTapMode = (typeof cardTapModes)[number];

export interface CardTapSeries {
  mode: CardTapMode;
  /** Tap → the browser sends the navigation's request. */
  navigationStartMs: Summary | null;
  /** Tap → the browser sends the beacon (it leaves with the tap, before the navigation). */
  beaconStartMs: Summary | null;
  /** Samples whose beacon was still unanswered when the navigation started (every one on a throttled link). */
  beaconInFlight: number;
  samples: number;
}

export interface CardTapResults {
  profile: string;
  targetMs: number;
  series: CardTapSeries[];
  failures: string[];
}

const tappedCard = "Netflix";
const waitMs = 60_000;
const cardOpenedPath = "/card-opened";

interface RequestTimes {
  navigationAt: number | null;
  beaconAt: number | null;
  beaconAnsweredAt: number | null;
}

/** Wall-clock times (ms) of the navigation to `href` and of the beacon, as the browser reports sending and finishing them. */
function watchRequests(cdp: CDPSession, href: string): RequestTimes {
  const times: RequestTimes = { navigationAt: null, beaconAt: null, beaconAnsweredAt: null };
  const beaconIds = new Set<string>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request, wallTime, type }) => {
    if (type === "Document" && request.url === href) times.navigationAt ??= wallTime * 1000;
    if (new URL(request.url).pathname === cardOpenedPath) {
      beaconIds.add(requestId);
      times.beaconAt ??= wallTime * 1000;
    }
  });
  cdp.on("Network.responseReceived", ({ requestId }) => {
    if (beaconIds.has(requestId)) times.beaconAnsweredAt ??= Date.now();
  });
  return times;
}

async function tapOnce(
  browser: Browser,
  origin: string,
  profile: ThrottlingProfile,
  mode: CardTapMode,
): Promise<{ navigationMs: number; beaconMs: number; inFlight: boolean }> {
  const context = await browser.newContext({ viewport: { width: 980, height: 560 }, deviceScaleFactor: 2, hasTouch: true });
  try {
    const url = new URL(origin);
    if (mode === "fullscreen") await context.addCookies([{ name: "pp_launch", value: "1", domain: url.hostname, path: "/" }]);
    // Nothing leaves the machine: the service and YouTube answer with an empty page, which the measurement never waits for.
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>service</title>" }),
    );
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, profile, []);
    await page.goto(new URL("/", origin).href, { waitUntil: "load", timeout: waitMs });
    const card = page.getByRole("main").getByRole("link", { name: tappedCard, exact: true }).first();
    // Hydrated: the card's own click handler (which sends the beacon) is attached.
    await page.waitForFunction(
      (name) => {
        const link = [...document.querySelectorAll("main a.pp-card")].find(
          (anchor) => (anchor.getAttribute("aria-label") || anchor.textContent) === name,
        );
        return link !== undefined && Object.keys(link).some((key) => key.startsWith("__reactProps$"));
      },
      tappedCard,
      { timeout: waitMs },
    );
    // A driver taps a dashboard that has been on screen a moment: the page's own loading (logos, the backup writer) is done.
    await page.waitForLoadState("networkidle", { timeout: waitMs });
    const href = (await card.getAttribute("href")) ?? "";
    const times = watchRequests(cdp, href);
    // The tap as the page sees it, before the app's handler; told through the console, which outlives the page it leaves.
    let tappedAt: number | null = null;
    page.on("console", (message) => {
      const [label, at] = message.text().split(" ");
      if (label === "bench-tap") tappedAt ??= Number(at);
    });
    await page.evaluate(() =>
      document.addEventListener("click", () => console.debug(`bench-tap ${performance.timeOrigin + performance.now()}`), {
        capture: true,
        once: true,
      }),
    );
    await card.tap({ noWaitAfter: true });
    for (const startedAt = Date.now(); tappedAt === null || times.navigationAt === null || times.beaconAt === null; await sleep(5)) {
      if (Date.now() - startedAt > waitMs) throw new Error("the tap, the navigation or the beacon was never seen");
    }
    const { navigationAt, beaconAt, beaconAnsweredAt } = times;
    if (tappedAt === null || navigationAt === null || beaconAt === null) throw new Error("unreachable: the loop waits for all three");
    return {
      navigationMs: navigationAt - tappedAt,
      beaconMs: beaconAt - tappedAt,
      inFlight: beaconAnsweredAt === null || beaconAnsweredAt > navigationAt,
    };
  } finally {
    await context.close();
  }
}

/** Each sample is a fresh context: load the dashboard on the throttled link, wait for hydration, tap Netflix. */
export async function measureCardTaps(
  browser: Browser,
  origin: string,
  profile: ThrottlingProfile,
  samples: number,
  interrupted: AbortSignal,
): Promise<CardTapResults> {
  const failures: string[] = [];
  const series = [];
  for (const mode of cardTapModes) {
    const navigation: number[] = [];
    const beacon: number[] = [];
    let inFlight = 0;
    // Sample 0 warms the worker and Chromium; it is not counted.
    for (let index = 0; index <= samples && !interrupted.aborted; index += 1) {
      try {
        const sample = await tapOnce(browser, origin, profile, mode);
        if (index === 0) continue;
        navigation.push(sample.navigationMs);
        beacon.push(sample.beaconMs);
        if (sample.inFlight) inFlight += 1;
      } catch (error) {
        failures.push(`${mode} sample ${index}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      }
    }
    series.push({ mode, navigationStartMs: summarize(navigation), beaconStartMs: summarize(beacon), beaconInFlight: inFlight, samples });
  }
  return { profile: profile.name, targetMs: cardTapTargetMs, series, failures };
}
