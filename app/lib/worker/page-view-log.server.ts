import { loggablePath } from "~/lib/edge/log.server";
import { isFullscreenPromptPage, referrerHostname, type FullscreenSource } from "~/lib/fullscreen/referrer";
import type { FullscreenFacts } from "~/lib/fullscreen/session.server";

export interface PageViewInput {
  path: string;
  status: number;
  referrer: string | null;
  fullscreen: FullscreenFacts;
  edge: { colo: string | null; ray: string | null };
  durationMs: number;
}

/** The one line per HTML request that ops filter on; it carries no IP, user-agent or cookie value. */
export type PageViewLine = {
  event: "page_view";
  path: string;
  status: number;
  fullscreen: boolean;
  fullscreen_source: FullscreenSource;
  referrer_host: string | null;
  prompt_shown: boolean;
  colo: string | null;
  ray: string | null;
  duration_ms: number;
};

/** A page view is an HTML answer, whatever its status: not a redirect, single-fetch data or a route-manifest patch. */
export function isPageView(response: Response): boolean {
  return response.headers.get("content-type")?.toLowerCase().startsWith("text/html") ?? false;
}

export function buildPageViewLine({ path, status, referrer, fullscreen, edge, durationMs }: PageViewInput): PageViewLine {
  return {
    event: "page_view",
    path: loggablePath(path),
    status,
    fullscreen: fullscreen.fullscreen,
    fullscreen_source: fullscreen.source,
    referrer_host: referrerHostname(referrer),
    prompt_shown: status === 200 && fullscreen.offerPrompt && isFullscreenPromptPage(path),
    colo: edge.colo,
    ray: edge.ray,
    duration_ms: Math.max(0, Math.round(durationMs)),
  };
}
