import { connect } from "node:net";

/** A request written byte for byte, for inputs Playwright's client refuses (control characters, raw paths, repeated headers). */
export interface RawRequest {
  method: string;
  target: string;
  headers: [name: string, value: string][];
  body?: string;
  /** Send the body with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

const responseTimeoutMs = 15_000;
const requestChunkBytes = 1024;

function encodeChunked(body: string): string {
  const chunks: string[] = [];
  for (let offset = 0; offset < body.length; offset += requestChunkBytes) {
    const chunk = body.slice(offset, offset + requestChunkBytes);
    chunks.push(`${Buffer.byteLength(chunk, "latin1").toString(16)}\r\n${chunk}\r\n`);
  }
  return `${chunks.join("")}0\r\n\r\n`;
}

function decodeChunked(body: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", offset);
    if (lineEnd < 0) throw new Error("chunked body ended without a final chunk");
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size)) throw new Error("malformed chunk size");
    if (size === 0) return Buffer.concat(chunks);
    chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf("\r\n\r\n");
  if (headEnd < 0) throw new Error(`incomplete response: ${raw.toString("latin1").slice(0, 200)}`);
  const [statusLine = "", ...headerLines] = raw.subarray(0, headEnd).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) throw new Error(`bad status line: ${statusLine}`);

  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const rawBody = raw.subarray(headEnd + 4);
  const body = headers["transfer-encoding"]?.includes("chunked") ? decodeChunked(rawBody) : rawBody;
  return { status, headers, body: body.toString("utf8") };
}

/** Sends one HTTP/1.1 request over a fresh connection (latin1, so every byte goes out as written) and reads the whole answer. */
export function sendRawRequest(origin: string, { method, target, headers, body, chunked = false }: RawRequest): Promise<RawResponse> {
  const { hostname, port, host } = new URL(origin);
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${host}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
  ];
  let payload = body ?? "";
  if (body !== undefined && chunked) {
    head.push("Transfer-Encoding: chunked");
    payload = encodeChunked(body);
  } else if (body !== undefined) {
    head.push(`Content-Length: ${Buffer.byteLength(body, "latin1")}`);
  }
  const message = `${head.join("\r\n")}\r\n\r\n${payload}`;

  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    socket.setTimeout(responseTimeoutMs, () => socket.destroy(new Error(`no complete answer within ${responseTimeoutMs} ms`)));
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      try {
        resolve(parseResponse(Buffer.concat(received)));
      } catch (error) {
        reject(error);
      }
    });
    socket.write(message, "latin1");
  });
}
