// The address's full-screen switches (issue 30), as Front Row has them, for cars where the YouTube trick fails:
// `?fs=1` marks the session as full screen, `?fs=0` closes the offer for it. Both answer with a 303 to the same address
// without `fs`, so the address a driver bookmarks stays clean; any other value is ignored, with a log line.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { arrivalLine } from "~/lib/fullscreen/funnel-log.server";
import { dismissFullscreenPromptCookie, fullscreenArrivalCookies, setCookieHeaders } from "~/lib/fullscreen/session.server";

export const fullscreenSwitchParam = "fs";

// A value's length is all a log line says of it: the address is the client's to fill.
const maxLoggedLength = 64;

/** The 303 that a `?fs=1` or `?fs=0` address gets, or null when the address has no switch or one that is ignored. */
export function fullscreenSwitchAnswer(
  request: Request,
  context: Pick<AppLoadContext, "log" | "edge" | "fullscreen" | "browser">,
): Response | null {
  const url = new URL(request.url);
  const values = url.searchParams.getAll(fullscreenSwitchParam);
  if (values.length === 0) return null;
  const [value] = values;
  if (values.length > 1 || (value !== "1" && value !== "0")) {
    context.log({
      event: "fullscreen_switch_ignored",
      count: values.length,
      length: Math.min(value?.length ?? 0, maxLoggedLength),
      colo: context.edge.colo,
      ray: context.edge.ray,
    });
    return null;
  }
  url.searchParams.delete(fullscreenSwitchParam);
  const cleanAddress = `${url.pathname}${url.search}`;
  if (value === "1") {
    context.log(arrivalLine(context, "url"));
    return redirect(cleanAddress, {
      status: 303,
      headers: setCookieHeaders(fullscreenArrivalCookies(request, "url", context.fullscreen.attempts)),
    });
  }
  context.log({ event: "fullscreen_prompt_dismissed", from: "url", colo: context.edge.colo, ray: context.edge.ray });
  return redirect(cleanAddress, { status: 303, headers: { "Set-Cookie": dismissFullscreenPromptCookie(request) } });
}
