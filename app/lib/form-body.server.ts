export type FormBodyResult =
  { ok: true; form: URLSearchParams } | { ok: false; reason: "unsupported_content_type" | "body_too_large"; message: string };

const urlEncodedType = "application/x-www-form-urlencoded";

function tooLarge(maxBytes: number): FormBodyResult {
  return { ok: false, reason: "body_too_large", message: `This form accepts at most ${maxBytes} bytes.` };
}

/** Reads a small URL-encoded form body, stopping as soon as it grows past maxBytes, so a huge upload costs the worker nothing. */
export async function readSmallUrlEncodedForm(request: Request, maxBytes: number): Promise<FormBodyResult> {
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== urlEncodedType) {
    return { ok: false, reason: "unsupported_content_type", message: `This form must be sent as ${urlEncodedType}.` };
  }
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return tooLarge(maxBytes);

  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge(maxBytes);
      }
      text += decoder.decode(chunk.value, { stream: true });
    }
  }
  return { ok: true, form: new URLSearchParams(text + decoder.decode()) };
}
