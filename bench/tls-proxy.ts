// A local TLS reverse proxy that speaks HTTP/2 to the browser, as Cloudflare's edge does, and HTTP/1.1 to wrangler dev.
// It also counts the request-header bytes each request costs on the wire: the HPACK-coded HEADERS and CONTINUATION
// frames the browser sends, read from the decrypted connection before the HTTP/2 server parses them.
import {
  Agent,
  createServer as createHttp1Server,
  request as upstreamRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from "node:http";
import { createServer as createHttp2Server, type Http2ServerRequest, type Http2Session } from "node:http2";
import { Duplex, type Writable } from "node:stream";
import { createServer as createTlsServer, type TLSSocket } from "node:tls";
import { createSelfSignedCertificate } from "./self-signed-certificate.ts";

/** One request's headers as they crossed the wire: the path asked for and the bytes of its header frames. */
export interface RequestHeaderBytes {
  path: string;
  bytes: number;
}

export interface RunningProxy {
  origin: string;
  /** The HTTP/2 requests whose headers arrived since the last call, connection by connection, each in order of arrival. */
  takeRequestHeaders(): RequestHeaderBytes[];
  close(): Promise<void>;
}

// Connection-specific headers are invalid in HTTP/2 and must not be forwarded in either direction.
const hopByHopHeaders = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "http2-settings", "te"]);

function forwardableHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const forwarded: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(":") && !hopByHopHeaders.has(name)) forwarded[name] = value;
  }
  return forwarded;
}

const connectionPrefaceBytes = Buffer.byteLength("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");
const frameHeaderBytes = 9;
const headersFrameType = 0x1;
const continuationFrameType = 0x9;

/**
 * Reads what an HTTP/2 client sends (after TLS) and reports each frame that carries request headers: its stream and
 * its size on the wire, the 9-byte frame header included. Everything else is skipped without being buffered.
 */
export class RequestHeaderFrameCounter {
  #prefaceLeft = connectionPrefaceBytes;
  #frameHeader = Buffer.alloc(0);
  #payloadLeft = 0;

  readonly #onHeaderFrame: (streamId: number, bytes: number) => void;

  constructor(onHeaderFrame: (streamId: number, bytes: number) => void) {
    this.#onHeaderFrame = onHeaderFrame;
  }

  push(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length) {
      const available = chunk.length - offset;
      if (this.#prefaceLeft > 0 || this.#payloadLeft > 0) {
        const skipped = Math.min(this.#prefaceLeft > 0 ? this.#prefaceLeft : this.#payloadLeft, available);
        if (this.#prefaceLeft > 0) this.#prefaceLeft -= skipped;
        else this.#payloadLeft -= skipped;
        offset += skipped;
        continue;
      }
      const taken = Math.min(frameHeaderBytes - this.#frameHeader.length, available);
      this.#frameHeader = Buffer.concat([this.#frameHeader, chunk.subarray(offset, offset + taken)]);
      offset += taken;
      if (this.#frameHeader.length < frameHeaderBytes) continue;
      const payloadBytes = this.#frameHeader.readUIntBE(0, 3);
      const type = this.#frameHeader[3];
      const streamId = this.#frameHeader.readUInt32BE(5) & 0x7fffffff;
      if (type === headersFrameType || type === continuationFrameType) this.#onHeaderFrame(streamId, frameHeaderBytes + payloadBytes);
      this.#payloadLeft = payloadBytes;
      this.#frameHeader = Buffer.alloc(0);
    }
  }
}

/** A TLS connection's bytes passed through unchanged, with what the client sends shown to `onClientBytes` first. */
class TappedConnection extends Duplex {
  readonly #socket: TLSSocket;

  constructor(socket: TLSSocket, onClientBytes: (chunk: Buffer) => void) {
    super();
    this.#socket = socket;
    socket.on("data", (chunk: Buffer) => {
      onClientBytes(chunk);
      if (!this.push(chunk)) socket.pause();
    });
    socket.on("end", () => this.push(null));
    socket.on("error", (error) => this.destroy(error));
    socket.on("close", () => this.destroy());
  }

  override _read(): void {
    this.#socket.resume();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#socket.write(chunk, callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#socket.end(callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#socket.destroy(error ?? undefined);
    callback(error);
  }
}

/** What the proxy needs of a response; HTTP/1.1 and HTTP/2 responses both offer it. */
type ProxiedResponse = Writable & {
  headersSent: boolean;
  writeHead(statusCode: number, headers: OutgoingHttpHeaders): unknown;
};

/** One HTTP/2 connection's requests by stream id: header bytes as frames arrive, the path once the request is parsed. */
interface CountedConnection {
  streams: Map<number, RequestHeaderBytes>;
  closed: boolean;
}

/** HTTP/2's initial SETTINGS_HEADER_TABLE_SIZE, which nginx and Node keep. */
export const defaultHeaderTableBytes = 4096;

export async function startTlsProxy(
  listenPort: number,
  upstreamPort: number,
  headerTableBytes: number = defaultHeaderTableBytes,
): Promise<RunningProxy> {
  const { certificatePem, privateKeyPem } = createSelfSignedCertificate();
  const agent = new Agent({ keepAlive: true });
  const sockets = new Set<TLSSocket>();
  let connections: CountedConnection[] = [];
  const sessionConnections = new WeakMap<Http2Session, CountedConnection>();
  let connecting: CountedConnection | null = null;

  const forward = (request: IncomingMessage | Http2ServerRequest, response: ProxiedResponse) => {
    if ("stream" in request && request.stream.session) {
      const counted = sessionConnections.get(request.stream.session)?.streams.get(request.stream.id ?? 0);
      if (counted) counted.path = request.url;
    }
    const headers = forwardableHeaders(request.headers);
    const authority = request.headers[":authority"];
    headers.host = typeof authority === "string" ? authority : (request.headers.host ?? `127.0.0.1:${listenPort}`);
    headers["x-forwarded-proto"] = "https";
    const upstream = upstreamRequest(
      { host: "127.0.0.1", port: upstreamPort, method: request.method, path: request.url, headers, agent },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, forwardableHeaders(upstreamResponse.headers));
        upstreamResponse.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      if (response.headersSent) {
        response.destroy(error);
        return;
      }
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(`bench proxy: ${error.message}`);
    });
    request.pipe(upstream);
  };

  // The table the browser's HPACK encoder may fill: whether a large cookie stays in it decides what every later request costs.
  const http2Server = createHttp2Server({ settings: { headerTableSize: headerTableBytes } }, forward);
  // The server makes a connection's session while it is handed the connection, so the session is known to be that one.
  http2Server.on("session", (session) => {
    if (connecting) sessionConnections.set(session, connecting);
  });
  const http1Server = createHttp1Server(forward);

  const server = createTlsServer({ key: privateKeyPem, cert: certificatePem, ALPNProtocols: ["h2", "http/1.1"] }, (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    if (socket.alpnProtocol !== "h2") {
      http1Server.emit("connection", socket);
      return;
    }
    const connection: CountedConnection = { streams: new Map(), closed: false };
    connections.push(connection);
    socket.once("close", () => (connection.closed = true));
    const counter = new RequestHeaderFrameCounter((streamId, bytes) => {
      const counted = connection.streams.get(streamId) ?? { path: "?", bytes: 0 };
      counted.bytes += bytes;
      connection.streams.set(streamId, counted);
    });
    connecting = connection;
    http2Server.emit("connection", new TappedConnection(socket, (chunk) => counter.push(chunk)));
    connecting = null;
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(listenPort, "127.0.0.1", resolve));

  return {
    origin: `https://127.0.0.1:${listenPort}`,
    takeRequestHeaders: () => {
      const taken = connections.flatMap((connection) => [...connection.streams.values()]);
      connections = connections.filter((connection) => !connection.closed);
      connections.forEach((connection) => connection.streams.clear());
      return taken;
    },
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      http2Server.close();
      http1Server.close();
      await closed;
    },
  };
}
