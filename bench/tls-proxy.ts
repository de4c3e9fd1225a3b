// A local TLS reverse proxy that speaks HTTP/2 to the browser, as Cloudflare's edge does, and HTTP/1.1 to wrangler dev.
import { Agent, request as upstreamRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { Socket } from "node:net";
import { createSelfSignedCertificate } from "./self-signed-certificate.ts";

export interface RunningProxy {
  origin: string;
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

export async function startTlsProxy(listenPort: number, upstreamPort: number): Promise<RunningProxy> {
  const { certificatePem, privateKeyPem } = createSelfSignedCertificate();
  const agent = new Agent({ keepAlive: true });
  const sockets = new Set<Socket>();

  const forward = (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const headers = forwardableHeaders(request.headers);
    headers.host = request.headers[":authority"] ?? request.headers.host ?? `127.0.0.1:${listenPort}`;
    headers["x-forwarded-proto"] = "https";
    const upstream = upstreamRequest(
      { host: "127.0.0.1", port: upstreamPort, method: request.method, path: request.url, headers, agent },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, forwardableHeaders(upstreamResponse.headers));
        upstreamResponse.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      if (response.headersSent) response.destroy(error);
      else response.writeHead(502, { "content-type": "text/plain" }).end(`bench proxy: ${error.message}`);
    });
    request.pipe(upstream);
  };

  const server = createSecureServer({ key: privateKeyPem, cert: certificatePem, allowHTTP1: true }, forward);
  server.on("secureConnection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(listenPort, "127.0.0.1", resolve));

  return {
    origin: `https://127.0.0.1:${listenPort}`,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}
