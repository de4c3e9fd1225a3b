import { createCookie } from "@remix-run/cloudflare";
import type { RequestObservations } from "~/lib/context.server";
import { classifyFullscreen, type FullscreenState } from "~/lib/fullscreen";

// No Max-Age or Expires: both facts end with the browsing session, which in-car browsers keep apart for the full-screen view.
const sessionCookieOptions = { path: "/", sameSite: "lax", httpOnly: true } as const;

const fullscreenCookie = createCookie("pp_fullscreen", sessionCookieOptions);
const promptDismissedCookie = createCookie("pp_prompt_dismissed", sessionCookieOptions);

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

// A corrupt or foreign value parses to something other than `true` and counts as absent.
async function isSet(cookie: typeof fullscreenCookie, request: Request): Promise<boolean> {
  return (await cookie.parse(request.headers.get("cookie"))) === true;
}

/** Whether this request is full-screen, and what says so: the YouTube referrer of a fresh arrival or the session cookie. */
export async function readFullscreenState(request: Request): Promise<FullscreenState> {
  return classifyFullscreen(request.headers.get("referer"), await isSet(fullscreenCookie, request));
}

/** The dashboard offers full-screen unless it already is, or the driver closed the offer this session. */
export async function shouldOfferFullscreen(request: Request): Promise<boolean> {
  const [state, dismissed] = await Promise.all([readFullscreenState(request), isSet(promptDismissedCookie, request)]);
  return !state.fullscreen && !dismissed;
}

/** Adds the session cookie to a fresh arrival from YouTube, whichever route answered, so later loads stay full-screen without a referrer. */
export async function rememberFullscreenArrival(
  request: Request,
  response: Response,
  observations: RequestObservations,
): Promise<Response> {
  if (observations.fullscreenSource !== "referrer") return response;
  const remembered = new Response(response.body, response);
  remembered.headers.append("Set-Cookie", await fullscreenCookie.serialize(true, { secure: isSecure(request) }));
  return remembered;
}

/** Set-Cookie value that keeps the full-screen offer closed for this session. */
export function dismissFullscreenPromptCookie(request: Request): Promise<string> {
  return promptDismissedCookie.serialize(true, { secure: isSecure(request) });
}
