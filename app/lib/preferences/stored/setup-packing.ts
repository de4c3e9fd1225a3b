// Setup JSON packed for places where bytes count (the setup cookies, backup links): raw DEFLATE, then base64url.
// The platform's CompressionStream does the work in both the worker and the browser, so no codec ships in the bundle.

const base64UrlPattern = /^[A-Za-z0-9_-]*$/;

async function readAll(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!base64UrlPattern.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

export async function packText(text: string): Promise<string> {
  const compressed = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return toBase64Url(new Uint8Array(await new Response(compressed).arrayBuffer()));
}

/** The packed text's JSON, or null when it is not base64url, is truncated or damaged, or inflates past `maxBytes`. */
export async function unpackText(packed: string, maxBytes: number): Promise<string | null> {
  const bytes = fromBase64Url(packed);
  if (bytes === null) return null;
  try {
    const inflated = await readAll(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")), maxBytes);
    return inflated === null ? null : new TextDecoder("utf-8", { fatal: true }).decode(inflated);
  } catch {
    return null;
  }
}
