// A stand-in for Sentry's ingest, run by Playwright (node e2e/support/fake-sentry-ingest.ts): records every envelope it is sent.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

export interface EnvelopeItem {
  header: Record<string, unknown>;
  /** Parsed JSON, or the raw text for payloads that are not JSON (attachments). */
  payload: unknown;
}

export interface ReceivedEnvelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The decompressed body exactly as posted, for checks that nothing private was sent anywhere in it. */
  raw: string;
}

const envelopePath = /^\/api\/(\d+)\/envelope\/?$/;
const corsHeaders = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "*",
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

/** Sentry's envelope format: a header line, then per item a header line and a payload of `length` bytes or up to the next newline. */
export function parseEnvelope(body: Buffer): Omit<ReceivedEnvelope, "project"> {
  let offset = 0;
  const readLine = (): string => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end).toString("utf8");
    offset = end === -1 ? body.length : end + 1;
    return line;
  };

  const header = asRecord(parseJson(readLine()));
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const itemHeaderLine = readLine();
    if (itemHeaderLine.trim() === "") continue;
    const itemHeader = asRecord(parseJson(itemHeaderLine));
    let payload: string;
    if (typeof itemHeader.length === "number") {
      payload = body.subarray(offset, offset + itemHeader.length).toString("utf8");
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    items.push({ header: itemHeader, payload: parseJson(payload) });
  }
  return { header, items, raw: body.toString("utf8") };
}

function decompress(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  return body;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const received: ReceivedEnvelope[] = [];

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { pathname } = new URL(request.url ?? "/", "http://127.0.0.1");
  const project = envelopePath.exec(pathname)?.[1];

  if (request.method === "OPTIONS") {
    response.writeHead(204, corsHeaders).end();
  } else if (request.method === "POST" && project) {
    const body = decompress(await readBody(request), request.headers["content-encoding"]);
    received.push({ project, ...parseEnvelope(body) });
    response.writeHead(200, { ...corsHeaders, "content-type": "application/json" }).end("{}");
  } else if (request.method === "GET" && pathname === "/__envelopes") {
    response.writeHead(200, { ...corsHeaders, "content-type": "application/json" }).end(JSON.stringify(received));
  } else {
    response.writeHead(404, corsHeaders).end();
  }
}

const port = Number(process.env.E2E_SENTRY_INGEST_PORT);
if (Number.isInteger(port) && port > 0) {
  createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error("fake ingest failed to handle a request", error);
      response.writeHead(500, corsHeaders).end();
    });
  }).listen(port, "127.0.0.1", () => console.log(`fake Sentry ingest listening on http://127.0.0.1:${port}`));
}
