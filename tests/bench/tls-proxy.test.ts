// @vitest-environment node
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:http2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../bench/processes.ts";
import { startTlsProxy, type RunningProxy } from "../../bench/tls-proxy.ts";

interface Exchange {
  alpn: string | false | undefined;
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

async function requestOverHttp2(origin: string, path: string): Promise<Exchange> {
  // The proxy's certificate is made up at start; trusting it is not what this test is about.
  const session = connect(origin, { rejectUnauthorized: false });
  try {
    await once(session, "connect");
    const stream = session.request({ ":path": path, "accept-encoding": "gzip" });
    const [headers] = (await once(stream, "response")) as [IncomingHttpHeaders];
    let body = "";
    stream.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    await once(stream, "end");
    return { alpn: session.alpnProtocol, status: Number(headers[":status"]), headers, body };
  } finally {
    session.close();
  }
}

describe("startTlsProxy", () => {
  const upstream = createServer((request, response) => {
    response.setHeader("connection", "keep-alive");
    response.setHeader("set-cookie", ["a=1", "b=2"]);
    response.end(
      JSON.stringify({ method: request.method, url: request.url, host: request.headers.host, proto: request.headers["x-forwarded-proto"] }),
    );
  });
  let proxy: RunningProxy;

  beforeAll(async () => {
    await once(upstream.listen(0, "127.0.0.1"), "listening");
    const address = upstream.address();
    if (address === null || typeof address === "string") throw new Error("no upstream port");
    proxy = await startTlsProxy(await findFreePort(), address.port);
  });

  afterAll(async () => {
    await proxy.close();
    upstream.close();
  });

  it("answers over HTTP/2 with what the upstream answered, keeping the public host", async () => {
    const exchange = await requestOverHttp2(proxy.origin, "/about?x=1");
    expect(exchange.alpn).toBe("h2");
    expect(exchange.status).toBe(200);
    expect(JSON.parse(exchange.body)).toEqual({ method: "GET", url: "/about?x=1", host: new URL(proxy.origin).host, proto: "https" });
    expect(exchange.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
    expect(exchange.headers.connection).toBeUndefined();
  });

  it("answers 502 when the upstream is down", async () => {
    const orphan = await startTlsProxy(await findFreePort(), await findFreePort());
    try {
      const exchange = await requestOverHttp2(orphan.origin, "/");
      expect(exchange.status).toBe(502);
      expect(exchange.body).toMatch(/^bench proxy: /);
    } finally {
      await orphan.close();
    }
  });
});
