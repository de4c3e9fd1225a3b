import { flagCookie, serializeCookie } from "~/lib/cookies/cookie";
import { isSecureRequest, type RequestCookies } from "~/lib/cookies/request-cookies.server";
import { classifyFullscreen, type FullscreenState } from "~/lib/fullscreen/referrer";

// Session cookies, set by the worker only: the full-screen view was reached from YouTube; the driver closed the offer.
export const fullscreenCookie = flagCookie("pp_fullscreen", "session");
export const promptDismissedCookie = flagCookie("pp_prompt_dismissed", "session");

export interface FullscreenFacts extends FullscreenState {
  /** The dashboard offers full-screen unless it already is, or the driver closed the offer this session. */
  offerPrompt: boolean;
}

/** Whether this request is full-screen, what says so (a fresh YouTube arrival or the session cookie), and whether to offer it. */
export function readFullscreenFacts(referrer: string | null, cookies: RequestCookies): FullscreenFacts {
  const state = classifyFullscreen(referrer, cookies.read(fullscreenCookie));
  const dismissed = cookies.read(promptDismissedCookie);
  return { ...state, offerPrompt: !state.fullscreen && !dismissed };
}

/** Adds the session cookie to a fresh arrival from YouTube, whichever route answered, so later loads stay full-screen without a referrer. */
export function rememberFullscreenArrival(request: Request, response: Response, state: FullscreenState): Response {
  if (state.source !== "referrer") return response;
  const remembered = new Response(response.body, response);
  remembered.headers.append("Set-Cookie", serializeCookie(fullscreenCookie, true, { secure: isSecureRequest(request) }));
  return remembered;
}

/** Set-Cookie value that keeps the full-screen offer closed for this session. */
export function dismissFullscreenPromptCookie(request: Request): string {
  return serializeCookie(promptDismissedCookie, true, { secure: isSecureRequest(request) });
}
