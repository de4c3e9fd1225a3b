// @vitest-environment node
// The link checker against local HTTP servers on 127.0.0.1 that answer each case it reports; nothing leaves the machine
// but one DNS lookup of a name under .invalid, which can never resolve (RFC 6761).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLink, checkLinks, formatLinkReport, type CheckOptions } from "../../scripts/check-links.ts";

const options: CheckOptions = { concurrency: 3, timeoutMs: 1_000 };
let servers: Server[] = [];
let origin = "";
let otherOrigin = "";
/** Requests the main server is answering at once, and the most there were. */
let inFlight = 0;
let mostInFlight = 0;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  otherOrigin = await listen((_request, response) => response.writeHead(200).end("elsewhere"));
  origin = await listen((request, response) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    response.on("close", () => (inFlight -= 1));
    switch (request.url) {
      case "/ok":
        return response.writeHead(200).end("ok");
      case "/moved":
        return response.writeHead(301, { location: `${otherOrigin}/new` }).end();
      case "/permanent-here":
        return response.writeHead(308, { location: "/ok" }).end();
      case "/temporary-away":
        return response.writeHead(302, { location: `${otherOrigin}/login` }).end();
      case "/missing":
        return response.writeHead(404).end();
      case "/error":
        return response.writeHead(500).end();
      case "/no-head":
        return response.writeHead(request.method === "HEAD" ? 405 : 200).end();
      case "/drops-head":
        // Some servers close the connection on HEAD without a word.
        return request.method === "HEAD" ? request.socket.destroy() : response.writeHead(200).end();
      case "/loop":
        return response.writeHead(302, { location: "/loop" }).end();
      case "/hang":
        // Never answers: the checker must give up on its own.
        return undefined;
      default:
        return response.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

describe("checkLink", () => {
  it("reports an address that answers 200 as OK, by HEAD", async () => {
    const report = await checkLink({ id: "ok", url: `${origin}/ok` }, options);
    expect(report).toMatchObject({ verdict: "ok", status: 200, method: "HEAD", redirects: [], finalHost: new URL(origin).host });
  });

  it("reports a permanent redirect to another host as moved, with the hop and the final host", async () => {
    const report = await checkLink({ id: "moved", url: `${origin}/moved` }, options);
    expect(report).toMatchObject({ verdict: "moved", status: 200, finalHost: new URL(otherOrigin).host });
    expect(report.redirects).toEqual([{ status: 301, location: `${otherOrigin}/new` }]);
  });

  it("counts a permanent redirect on the same host, or a temporary one elsewhere, as OK, listing the redirect", async () => {
    const here = await checkLink({ id: "here", url: `${origin}/permanent-here` }, options);
    expect(here).toMatchObject({ verdict: "ok", status: 200, redirects: [{ status: 308, location: `${origin}/ok` }] });
    const away = await checkLink({ id: "away", url: `${origin}/temporary-away` }, options);
    expect(away).toMatchObject({ verdict: "ok", finalHost: new URL(otherOrigin).host, redirects: [{ status: 302 }] });
  });

  it.each([
    ["missing", 404],
    ["error", 500],
  ])("reports /%s (%d) as broken, after trying GET too", async (path, status) => {
    const report = await checkLink({ id: path, url: `${origin}/${path}` }, options);
    expect(report).toMatchObject({ verdict: "broken", status, method: "GET", failure: null });
  });

  it.each(["no-head", "drops-head"])("falls back to GET when HEAD is refused or dropped (/%s)", async (path) => {
    const report = await checkLink({ id: path, url: `${origin}/${path}` }, options);
    expect(report).toMatchObject({ verdict: "ok", status: 200, method: "GET" });
  });

  it("reports a host that does not resolve as broken, naming the DNS failure", async () => {
    const report = await checkLink({ id: "dns", url: "https://parkplay-link-check.invalid/" }, options);
    expect(report).toMatchObject({ verdict: "broken", status: null, finalHost: "parkplay-link-check.invalid" });
    expect(report.failure).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
  });

  it("reports an address that never answers as timed out, within its time", async () => {
    const startedAt = Date.now();
    const report = await checkLink({ id: "hang", url: `${origin}/hang` }, { ...options, timeoutMs: 300 });
    expect(report).toMatchObject({ verdict: "timed out", status: null, failure: "timeout" });
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it("stops following a redirect loop and reports it as broken", async () => {
    const report = await checkLink({ id: "loop", url: `${origin}/loop` }, { ...options, maxRedirects: 3 });
    expect(report).toMatchObject({ verdict: "broken", failure: "too_many_redirects" });
  });
});

describe("checkLinks", () => {
  it("checks every address at most `concurrency` at once, keeping their order, and tables them problems first", async () => {
    const paths = ["ok", "moved", "missing", "error", "hang", "no-head"];
    const startedAt = Date.now();
    mostInFlight = 0;
    const reports = await checkLinks(
      paths.map((path) => ({ id: path, url: `${origin}/${path}`, ...(path === "ok" ? { verified: "2026-11-21" } : {}) })),
      { concurrency: 2, timeoutMs: 400 },
    );
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(mostInFlight).toBe(2);
    expect(reports.map((report) => [report.id, report.verdict])).toEqual([
      ["ok", "ok"],
      ["moved", "moved"],
      ["missing", "broken"],
      ["error", "broken"],
      ["hang", "timed out"],
      ["no-head", "ok"],
    ]);
    const table = formatLinkReport(reports).split("\n");
    expect(table[0]).toBe("| Result | Id | Status | Redirects | Final host | Address | Last verified |");
    // The day each address was last confirmed stands beside what it answers now; one never recorded says so.
    expect(table.find((row) => row.includes(`${origin}/ok |`))?.endsWith("| 2026-11-21 |")).toBe(true);
    expect(table.find((row) => row.includes(`${origin}/moved |`))?.endsWith("| never |")).toBe(true);
    expect(table.slice(2, 8).map((row) => row.split(" | ")[0])).toEqual(["| BROKEN", "| BROKEN", "| TIMED OUT", "| MOVED", "| OK", "| OK"]);
    expect(table.at(-1)).toBe("2 broken, 1 timed out, 1 moved, 2 ok");
  });
});
