// The full-screen funnel's log lines (issue 30): each attempt, each arrival and how it came, each failed return. They carry
// the attempt's number within the session and the browser's major version, never an address, an IP or a cookie value;
// `npm run funnel` (scripts/funnel.ts) counts them.
import type { FullscreenArrivalWay } from "~/lib/fullscreen/attempts";
import type { FullscreenOfferPlacement } from "~/lib/fullscreen/intents";
import type { FullscreenFacts } from "~/lib/fullscreen/session.server";

interface FunnelContext {
  fullscreen: FullscreenFacts;
  /** "Chromium 148", or null when the request does not say. */
  browser: string | null;
  edge: { colo: string | null; ray: string | null };
}

type FunnelLineBase = {
  /** The UTC day, so the funnel can count per day from a log without timestamps of its own (wrangler's). */
  day: string;
  browser: string | null;
  colo: string | null;
  ray: string | null;
};

export type FullscreenRedirectLine = FunnelLineBase & {
  event: "fullscreen_redirect";
  from: FullscreenOfferPlacement | null;
  attempt: number;
  /** The address given to YouTube names a carrier of the driver's setup (carried-setup.ts). */
  carrying: boolean;
};

export type FullscreenArrivalLine = FunnelLineBase & {
  event: "fullscreen_arrival";
  via: FullscreenArrivalWay;
  /** The attempt this arrival ended, or null for a session that came without one (straight from YouTube, or `?fs=1`). */
  attempt: number | null;
  /** A carried setup became this profile's on arrival (preferences/server/carried-setup.server.ts). */
  carried: boolean;
};

export type FullscreenFailedLine = FunnelLineBase & {
  event: "fullscreen_failed";
  attempt: number;
};

function lineBase({ browser, edge }: FunnelContext): FunnelLineBase {
  return { day: new Date().toISOString().slice(0, 10), browser, colo: edge.colo, ray: edge.ray };
}

/** The attempt that `facts` settled or that is on its way, which an arrival now ends; null when there is none. */
function openAttempt({ attempts }: FullscreenFacts): number | null {
  return attempts.last === "pending" || attempts.last === "failed" ? attempts.count : null;
}

export function redirectLine(
  context: FunnelContext,
  from: FullscreenOfferPlacement | null,
  attempt: number,
  carrying: boolean,
): FullscreenRedirectLine {
  return { event: "fullscreen_redirect", from, attempt, carrying, ...lineBase(context) };
}

/** An arrival the driver reported, or the address asked for (`?fs=1`); it ends the attempt on its way or last failed. */
export function arrivalLine(context: FunnelContext, via: Exclude<FullscreenArrivalWay, "referrer">): FullscreenArrivalLine {
  return { event: "fullscreen_arrival", via, attempt: openAttempt(context.fullscreen), carried: false, ...lineBase(context) };
}

/**
 * What the request itself settled: an arrival with YouTube's referrer (`carried` when it brought the driver's setup along),
 * a return without it inside the attempt's window.
 */
export function fullscreenFactsLogLines(context: FunnelContext, carried: boolean): (FullscreenArrivalLine | FullscreenFailedLine)[] {
  const { fullscreen } = context;
  const settledAttempt = fullscreen.settled === null ? null : fullscreen.attempts.count;
  return [
    ...(fullscreen.freshArrival
      ? [{ event: "fullscreen_arrival" as const, via: "referrer" as const, attempt: settledAttempt, carried, ...lineBase(context) }]
      : []),
    ...(fullscreen.settled === "failed" && settledAttempt !== null
      ? [{ event: "fullscreen_failed" as const, attempt: settledAttempt, ...lineBase(context) }]
      : []),
  ];
}
