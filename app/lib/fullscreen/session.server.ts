import { flagCookie, serializeCookie, type CookieDefinition } from "~/lib/cookies/cookie";
import { isSecureRequest, type RequestCookies } from "~/lib/cookies/request-cookies.server";
import {
  decodeAttempts,
  encodeAttempts,
  failuresBeforeNoRetry,
  isFullscreenArrivalWay,
  noAttempts,
  settleAttempt,
  type FullscreenArrivalWay,
  type FullscreenAttempts,
} from "~/lib/fullscreen/attempts";
import { classifyFullscreen, isFullscreenReferrer, type FullscreenState } from "~/lib/fullscreen/referrer";

/** What earlier releases stored in pp_fullscreen: an arrival from YouTube. */
const earlierArrivalValue = "1";

/** The session is full screen, and how it got there; set by the worker only. */
export const fullscreenCookie: CookieDefinition<FullscreenArrivalWay | null> = {
  name: "pp_fullscreen",
  lifetime: "session",
  absent: null,
  encode: (way) => way ?? "",
  decode: (text) => {
    if (text === earlierArrivalValue) return { value: "referrer", problem: null };
    return isFullscreenArrivalWay(text) ? { value: text, problem: null } : { value: null, problem: "unknown_value" };
  },
};

/** The driver closed the offer ("Don't ask again", or `?fs=0`) for the session. */
export const promptDismissedCookie = flagCookie("pp_prompt_dismissed", "session");

/** A tap on "Yes" is on its way through YouTube: set by the tap, cleared by the next dashboard load, gone after ten minutes. */
export const attemptWindowCookie = flagCookie("pp_fs_attempt", "ten-minutes");

/** This session's attempts, so the notice stops offering "Try again" and the debug page can say how the last one ended. */
export const attemptsCookie: CookieDefinition<FullscreenAttempts> = {
  name: "pp_fs_attempts",
  lifetime: "session",
  absent: noAttempts,
  encode: encodeAttempts,
  decode: (text) => {
    const attempts = decodeAttempts(text);
    return attempts === null ? { value: noAttempts, problem: "unknown_value" } : { value: attempts, problem: null };
  },
};

export interface FullscreenFacts extends FullscreenState {
  /** How this session reached full screen, or null while it has not. */
  via: FullscreenArrivalWay | null;
  /** This request arrived from YouTube in a session not yet full screen: the worker remembers it and logs the arrival. */
  freshArrival: boolean;
  /** This session's attempts, with what this request settled. */
  attempts: FullscreenAttempts;
  /** The attempt on its way that this request settled (the worker writes the cookies and logs it), or null. */
  settled: "arrived" | "failed" | null;
  /** The dashboard offers full screen: not full screen, the offer not closed, and no failed attempt to explain instead. */
  offerPrompt: boolean;
  /** The last attempt came back without YouTube's referrer: the dashboard says so instead of offering, and whether to try again. */
  failedNotice: { canRetry: boolean } | null;
}

export interface FullscreenRequest {
  referrer: string | null;
  /** A document load of the dashboard, the page YouTube sends the driver back to: the one request that settles an attempt. */
  dashboardDocument: boolean;
}

/**
 * Whether this request is full screen and how the session got there, whether it settles an attempt on its way (an arrival
 * with YouTube's referrer, or a dashboard load without it inside the attempt's window), and what the dashboard offers.
 */
export function readFullscreenFacts({ referrer, dashboardDocument }: FullscreenRequest, cookies: RequestCookies): FullscreenFacts {
  const remembered = cookies.read(fullscreenCookie);
  const state = classifyFullscreen(referrer, remembered !== null);
  const freshArrival = remembered === null && isFullscreenReferrer(referrer);
  const attemptOnItsWay = cookies.read(attemptWindowCookie);
  const settled = !attemptOnItsWay ? null : freshArrival ? "arrived" : !state.fullscreen && dashboardDocument ? "failed" : null;
  const stored = cookies.read(attemptsCookie);
  const attempts = settled === null ? stored : settleAttempt(stored, settled);
  const offers = !state.fullscreen && !cookies.read(promptDismissedCookie);
  const failedNotice = offers && attempts.last === "failed" ? { canRetry: attempts.failures < failuresBeforeNoRetry } : null;
  return {
    ...state,
    via: remembered ?? (freshArrival ? "referrer" : null),
    freshArrival,
    attempts,
    settled,
    offerPrompt: offers && failedNotice === null,
    failedNotice,
  };
}

/** The Set-Cookie values that remember what this request found out: a fresh arrival, and an attempt it settled. */
export function fullscreenCookieUpdates(request: Request, facts: FullscreenFacts): string[] {
  const options = { secure: isSecureRequest(request) };
  return [
    ...(facts.freshArrival ? [serializeCookie(fullscreenCookie, "referrer", options)] : []),
    ...(facts.settled === null
      ? []
      : [serializeCookie(attemptWindowCookie, false, options), serializeCookie(attemptsCookie, facts.attempts, options)]),
  ];
}

/** Headers that set each of `cookies` (Set-Cookie values), for a redirect. */
export function setCookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Adds `fullscreenCookieUpdates` to whichever route answered, so later loads know without a referrer. */
export function rememberFullscreenFacts(request: Request, response: Response, facts: FullscreenFacts): Response {
  const updates = fullscreenCookieUpdates(request, facts);
  if (updates.length === 0) return response;
  const remembered = new Response(response.body, response);
  for (const update of updates) remembered.headers.append("Set-Cookie", update);
  return remembered;
}

/** The Set-Cookie values of a full-screen session reached another way than YouTube's referrer ("I am in full screen", `?fs=1`). */
export function fullscreenArrivalCookies(request: Request, via: FullscreenArrivalWay, attempts: FullscreenAttempts): string[] {
  const options = { secure: isSecureRequest(request) };
  const settledAttempt = attempts.last === "pending" || attempts.last === "failed" ? settleAttempt(attempts, "arrived") : null;
  return [
    serializeCookie(fullscreenCookie, via, options),
    ...(settledAttempt === null
      ? []
      : [serializeCookie(attemptWindowCookie, false, options), serializeCookie(attemptsCookie, settledAttempt, options)]),
  ];
}

/** Set-Cookie value that keeps the full-screen offer closed for this session. */
export function dismissFullscreenPromptCookie(request: Request): string {
  return serializeCookie(promptDismissedCookie, true, { secure: isSecureRequest(request) });
}

/** The Set-Cookie values of a tap on "Yes" or "Try again": the attempt's window opens, and the session counts it. */
export function attemptStartCookies(request: Request, attempts: FullscreenAttempts): string[] {
  const options = { secure: isSecureRequest(request) };
  return [serializeCookie(attemptWindowCookie, true, options), serializeCookie(attemptsCookie, attempts, options)];
}
