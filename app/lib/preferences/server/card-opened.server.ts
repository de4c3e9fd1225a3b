// The worker's side of the card-opening beacon (issue 22): one `card_opened` line per opening, for ops to follow a tap
// from the prompt to the service, and the recent cards updated through the preference cookies. Never the address, IP,
// user agent or cookie in the line.
import { isCatalogueId } from "~/lib/catalogue/complete";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { rateLimitKey } from "~/lib/edge/rate-limit.server";
import { rejectionLogLine } from "~/lib/edge/rejection.server";
import { isSecureRequest } from "~/lib/cookies/request-cookies.server";
import { cardOpenedIdField } from "~/lib/links/card-opened";
import { effectiveLaunchMode, launchModeOf } from "~/lib/links/launch";
import { recordRecentCard } from "~/lib/links/recent-cards";
import { recentCardsSetCookie } from "~/lib/preferences/server/cookies.server";

export interface CardOpenedBindings {
  CARD_OPEN_LIMIT: RateLimit;
}

interface CardOpenedArgs {
  request: Request;
  context: Pick<AppLoadContext, "preferences" | "fullscreen" | "edge" | "log" | "cardOpenLimit">;
}

/** The longest id any card has (catalogue ids are at most 24 characters, services' 5); anything longer is not one. */
const maxCardIdLength = 32;

/** A beacon answers nothing the page reads, and must never be cached. */
const noStore = { "Cache-Control": "no-store" };

/**
 * Answers one card opening with 204. Only a same-origin post naming a card the driver has counts; anything else is a 4xx
 * with one `request_rejected` line, never a 5xx. The worker's guard has already refused cross-site posts, non-form bodies
 * and big bodies.
 */
export async function handleCardOpened({ request, context }: CardOpenedArgs): Promise<Response> {
  function reject(reason: string, status: number, headers: Record<string, string> = {}): Response {
    context.log(rejectionLogLine(request, reason, status));
    return new Response(null, { status, headers: { ...noStore, ...headers } });
  }

  // A browser's beacon always says where it comes from; a post that names no origin at all is not our page's.
  if (request.headers.get("origin") === null && request.headers.get("sec-fetch-site") !== "same-origin") {
    return reject("card_opened_no_origin", 403);
  }
  const { success } = await context.cardOpenLimit.limit({ key: rateLimitKey(request) });
  if (!success) return reject("rate_limited", 429, { "Retry-After": "60" });

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reject("malformed_form", 400);
  }
  const values = form.getAll(cardOpenedIdField);
  const [id] = values;
  if (values.length !== 1 || typeof id !== "string" || id.length > maxCardIdLength) return reject("card_opened_malformed", 400);
  const { preferences } = context;
  const isOwnService = (candidate: string) => preferences.services.some((service) => service.id === candidate);
  const isKnownCard = (candidate: string) => isCatalogueId(candidate) || isOwnService(candidate);
  if (!isKnownCard(id)) return reject("card_opened_unknown_id", 400);

  context.log({
    event: "card_opened",
    // Own services' ids are the driver's; ops only need to know one was opened.
    card: isOwnService(id) ? "own" : id,
    mode: effectiveLaunchMode(launchModeOf(preferences.launch, id), preferences.launch.everyCardFullscreen),
    fullscreen: context.fullscreen.fullscreen,
    colo: context.edge.colo,
    ray: context.edge.ray,
  });
  const recent = recordRecentCard(preferences.recent, id, isKnownCard);
  const headers = new Headers(noStore);
  if (recent !== preferences.recent) headers.append("Set-Cookie", recentCardsSetCookie(recent, isSecureRequest(request)));
  return new Response(null, { status: 204, headers });
}
