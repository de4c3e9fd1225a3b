import { isDashboardIntent } from "~/lib/fullscreen/intents";
import type { RejectedRequest } from "~/lib/edge/request-guard.server";

/** The prompt's forms carry one short field; anything bigger is not ours. */
export const maxFormBodyBytes = 4096;

const formMediaTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

function badRequest(reason: string, message: string): RejectedRequest {
  return {
    reason,
    response: new Response(`Bad request: ${message}\n`, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } }),
  };
}

function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** Stops reading once the body passes `limit`, so a body without Content-Length (or one that lies) cannot exhaust memory. */
async function readBodyWithin(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Checks a form post before Remix sees it: a form content type, a small body and a known `intent`.
 * Reads a clone, so the action can still read the original request.
 */
export async function rejectBadFormPost(request: Request): Promise<RejectedRequest | null> {
  const contentType = request.headers.get("content-type");
  if (!formMediaTypes.includes(mediaTypeOf(contentType))) {
    return badRequest("unsupported_content_type", "send this form as application/x-www-form-urlencoded or multipart/form-data.");
  }

  const tooLarge = () => badRequest("body_too_large", `a form post may be at most ${maxFormBodyBytes} bytes.`);
  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (!Number.isFinite(declaredLength) || declaredLength > maxFormBodyBytes) return tooLarge();

  const body = request.clone().body;
  const bytes = body ? await readBodyWithin(body, maxFormBodyBytes) : new Uint8Array();
  if (!bytes) return tooLarge();

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType ?? "" } }).formData();
  } catch {
    return badRequest("malformed_form", "the form body could not be read.");
  }
  if (!isDashboardIntent(form.get("intent"))) return badRequest("unknown_intent", "this form's intent is not one ParkPlay knows.");
  return null;
}
