// @vitest-environment node
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { connect, type ClientHttp2Session } from "node:http2";
import { get as httpsGet } from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../test-support/ports.ts";
import { RequestHeaderFrameCounter, startTlsProxy, type RunningProxy } from "../../bench/tls-proxy.ts";

interface Exchange {
  alpn: string | false | undefined;
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

async function exchangeOn(session: ClientHttp2Session, path: string, extraHeaders: Record<string, string> = {}): Promise<Exchange> {
  const stream = session.request({ ":path": path, "accept-encoding": "gzip", ...extraHeaders });
  const [headers] = (await once(stream, "response")) as [IncomingHttpHeaders];
  let body = "";
  stream.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
  await once(stream, "end");
  return { alpn: session.alpnProtocol, status: Number(headers[":status"]), headers, body };
}

async function withHttp2Session<Result>(origin: string, withSession: (session: ClientHttp2Session) => Promise<Result>): Promise<Result> {
  // The proxy's certificate is made up at start; trusting it is not what this test is about.
  const session = connect(origin, { rejectUnauthorized: false });
  try {
    await once(session, "connect");
    return await withSession(session);
  } finally {
    session.close();
  }
}

const requestOverHttp2 = (origin: string, path: string) => withHttp2Session(origin, (session) => exchangeOn(session, path));

function frame(type: number, streamId: number, payloadBytes: number): Buffer {
  const header = Buffer.alloc(9);
  header.writeUIntBE(payloadBytes, 0, 3);
  header[3] = type;
  header.writeUInt32BE(streamId, 5);
  return Buffer.concat([header, Buffer.alloc(payloadBytes, 0x61)]);
}

describe("RequestHeaderFrameCounter", () => {
  const clientBytes = Buffer.concat([
    Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"),
    frame(0x4, 0, 12), // SETTINGS
    frame(0x1, 1, 50), // HEADERS
    frame(0x9, 1, 20), // CONTINUATION
    frame(0x0, 1, 300), // DATA
    frame(0x8, 0, 4), // WINDOW_UPDATE
    frame(0x1, 3, 7), // HEADERS
  ]);
  const expected = [
    [1, 59],
    [1, 29],
    [3, 16],
  ];

  it("reports each header frame's stream and wire size, however the bytes are split", () => {
    for (const chunkBytes of [1, 7, 64, clientBytes.length]) {
      const reported: number[][] = [];
      const counter = new RequestHeaderFrameCounter((streamId, bytes) => reported.push([streamId, bytes]));
      for (let offset = 0; offset < clientBytes.length; offset += chunkBytes)
        counter.push(clientBytes.subarray(offset, offset + chunkBytes));
      expect(reported, `${chunkBytes}-byte chunks`).toEqual(expected);
    }
  });
});

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

  it("counts each request's HPACK-coded header frames, which shrink once the cookie is in the connection's table", async () => {
    proxy.takeRequestHeaders();
    // HPACK codes each character with Huffman (6 bits for "A"), so 3000 of them cost ~2.2 KB the first time.
    const cookie = `pp_setup=${"A".repeat(3000)}`;
    await withHttp2Session(proxy.origin, async (session) => {
      await exchangeOn(session, "/first", { cookie });
      await exchangeOn(session, "/second", { cookie });
    });
    const [first, second, ...rest] = proxy.takeRequestHeaders();
    expect(rest).toEqual([]);
    expect(first?.path).toBe("/first");
    expect(first?.bytes).toBeGreaterThan(2000);
    expect(second?.path).toBe("/second");
    expect(second?.bytes).toBeLessThan(100);
    expect(proxy.takeRequestHeaders()).toEqual([]);
  });

  it("announces the HPACK table size it was given, HTTP/2's default unless told otherwise", async () => {
    const largeTable = await startTlsProxy(await findFreePort(), await findFreePort(), 65_536);
    try {
      for (const [origin, expected] of [
        [proxy.origin, 4096],
        [largeTable.origin, 65_536],
      ] as const) {
        const session = connect(origin, { rejectUnauthorized: false });
        const [announced] = (await once(session, "remoteSettings")) as [{ headerTableSize?: number }];
        session.close();
        expect(announced.headerTableSize).toBe(expected);
      }
    } finally {
      await largeTable.close();
    }
  });

  it("answers HTTP/1.1 clients too, without counting them", async () => {
    const body = await new Promise<string>((resolve, reject) => {
      httpsGet(`${proxy.origin}/h1`, { rejectUnauthorized: false }, (response) => {
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve(text));
      }).on("error", reject);
    });
    expect(JSON.parse(body)).toMatchObject({ url: "/h1", proto: "https" });
    expect(proxy.takeRequestHeaders()).toEqual([]);
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
