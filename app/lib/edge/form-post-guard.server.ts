import { plainRejection, rejectionTranslator, type GuardOutcome } from "~/lib/edge/rejection.server";
import type { Language } from "~/lib/i18n/languages";

/** ParkPlay's forms carry a few short fields; anything bigger is not ours, unless the route says otherwise (see request-guard). */
export const maxFormBodyBytes = 4096;

const formMediaTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

type BodyReading = "within" | "too_large" | "unreadable";

/**
 * Stops reading once the body passes `limit`, so a body without Content-Length (or one that lies) cannot exhaust memory;
 * a client that breaks off its upload makes the read fail, which is its mistake, not ours.
 */
async function readBodyWithin(body: ReadableStream<Uint8Array>, limit: number): Promise<BodyReading> {
  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return "within";
      size += value.byteLength;
      if (size > limit) {
        // A clone's cancel settles only once the original is cancelled too, so it is not awaited.
        reader.cancel().catch(() => undefined);
        return "too_large";
      }
    }
  } catch {
    return "unreadable";
  }
}

/** The first host a proxy named in X-Forwarded-Host, which Remix's own origin check prefers over Host. */
function forwardedHostOf(request: Request): string | null {
  return request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || null;
}

/**
 * The origins our own pages post from: the request's own, the public host a proxy names in X-Forwarded-Host, and
 * PUBLIC_ORIGIN. Browsers send Origin with every form post and a cross-site page cannot change it, so it is what counts.
 */
function isOwnOriginPost(request: Request, origin: string, publicOrigin: string | null): boolean {
  // A page with Referrer-Policy: no-referrer (the pairing page) posts with Origin: null even to itself; the browser's
  // Sec-Fetch-Site, which no page can set either, still says where the post came from. Opaque origins say cross-site.
  if (origin === "null") return request.headers.get("sec-fetch-site") === "same-origin";
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  const requestUrl = new URL(request.url);
  const forwardedHost = forwardedHostOf(request);
  return (
    originUrl.origin === requestUrl.origin ||
    originUrl.origin === publicOrigin ||
    (forwardedHost !== null && originUrl.host === forwardedHost && originUrl.protocol === requestUrl.protocol)
  );
}

/**
 * Checks what is generic about every form post before Remix sees it: it comes from our own pages, is a form, and is small.
 * What the form asks for is the action's to check. Reads a clone, so the action can still read the original request.
 * Returns the request to hand to Remix: one whose X-Forwarded-Host names the host its Origin was checked against, so
 * Remix's own origin check agrees behind a proxy that rewrites Host. Refusals are written in `language`, the request's.
 */
export async function guardFormPost(
  request: Request,
  publicOrigin: string | null,
  language: Language,
  bodyLimit: number = maxFormBodyBytes,
): Promise<GuardOutcome> {
  const t = rejectionTranslator(language);
  const origin = request.headers.get("origin");
  // A browser that says the post comes from another site is believed whatever Origin says, and also when it sends none.
  const crossSite = request.headers.get("sec-fetch-site") === "cross-site";
  if (crossSite || (origin !== null && !isOwnOriginPost(request, origin, publicOrigin))) {
    return { rejected: plainRejection(403, "cross_site_post", t("crossSitePost"), language) };
  }

  const contentType = request.headers.get("content-type");
  if (!formMediaTypes.includes(mediaTypeOf(contentType))) {
    return { rejected: plainRejection(400, "unsupported_content_type", t("unsupportedContentType"), language) };
  }

  // A byte count reads the same in every language without thousands separators (4096, not 4,096).
  const tooLarge = () => ({
    rejected: plainRejection(413, "body_too_large", t("bodyTooLarge", { limit: String(bodyLimit) }), language),
  });
  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (!Number.isFinite(declaredLength) || declaredLength > bodyLimit) return tooLarge();
  const body = request.clone().body;
  const reading = body ? await readBodyWithin(body, bodyLimit) : "within";
  if (reading === "too_large") return tooLarge();
  if (reading === "unreadable") return { rejected: plainRejection(400, "body_unreadable", t("bodyUnreadable"), language) };

  if (origin === null) return { accepted: request };
  const headers = new Headers(request.headers);
  if (origin === "null") {
    // Remix would compare the null origin with the host and abort; where the post came from is already decided above.
    headers.delete("origin");
    return { accepted: new Request(request, { headers }) };
  }
  const originHost = new URL(origin).host;
  if ((forwardedHostOf(request) ?? new URL(request.url).host) === originHost) return { accepted: request };
  headers.set("x-forwarded-host", originHost);
  return { accepted: new Request(request, { headers }) };
}
