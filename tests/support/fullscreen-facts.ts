import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { readFullscreenFacts, type FullscreenFacts } from "~/lib/fullscreen/session.server";

/** What the worker reads from a request with this referrer and Cookie header: a plain first visit when given neither. */
export function fullscreenFacts({
  referrer = null,
  cookie = null,
  dashboardDocument = true,
}: { referrer?: string | null; cookie?: string | null; dashboardDocument?: boolean } = {}): FullscreenFacts {
  return readFullscreenFacts({ referrer, dashboardDocument }, new RequestCookies(cookie));
}
