import { createCookie } from "@remix-run/cloudflare";
import type { RequestObservations } from "~/lib/edge/context.server";
import type { EdgeLogger } from "~/lib/edge/log.server";
import { classifyFullscreen, fullscreenCookieName, promptDismissedCookieName, type FullscreenState } from "~/lib/fullscreen/referrer";

// No Max-Age or Expires: both facts end with the browsing session, which in-car browsers keep apart for the full-screen view.
const sessionCookieOptions = { path: "/", sameSite: "lax", httpOnly: true } as const;

const fullscreenCookie = createCookie(fullscreenCookieName, sessionCookieOptions);
const promptDismissedCookie = createCookie(promptDismissedCookieName, sessionCookieOptions);

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

// The root loader reads the full-screen cookie on every document request and reports a corrupt one there.
const reportedByRootLoader: EdgeLogger = () => undefined;

/** A corrupt or foreign value counts as absent and is reported by name, never by value. */
async function readSessionFlag(cookie: typeof fullscreenCookie, request: Request, log: EdgeLogger): Promise<boolean> {
  const value: unknown = await cookie.parse(request.headers.get("cookie"));
  if (value !== null && value !== true) log({ event: "cookie_invalid", cookie: cookie.name });
  return value === true;
}

/** Whether this request is full-screen, and what says so: the YouTube referrer of a fresh arrival or the session cookie. */
export async function readFullscreenState(request: Request, log: EdgeLogger): Promise<FullscreenState> {
  return classifyFullscreen(request.headers.get("referer"), await readSessionFlag(fullscreenCookie, request, log));
}

/** The dashboard offers full-screen unless it already is, or the driver closed the offer this session. */
export async function shouldOfferFullscreen(request: Request, log: EdgeLogger): Promise<boolean> {
  const [state, dismissed] = await Promise.all([
    readFullscreenState(request, reportedByRootLoader),
    readSessionFlag(promptDismissedCookie, request, log),
  ]);
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
