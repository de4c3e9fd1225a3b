// @vitest-environment node
// Every field a request can fill goes into a log line bounded: 64 KB in any of them still makes a short line.
import { describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { createLoadContext, readEdgeFacts } from "~/lib/worker/context.server";
import type { LogFields } from "~/lib/edge/log.server";
import { buildPageViewLine } from "~/lib/worker/page-view-log.server";
import { rejectionLogLine } from "~/lib/edge/rejection.server";
import { handleDashboardAction } from "~/lib/fullscreen/action.server";
import { loader as debugLoader } from "~/routes/debug";
import { unusedPairingBindings } from "../../support/pairing-bindings";
import { testLoadContext } from "../../support/load-context";
import { fullscreenFacts } from "../../support/fullscreen-facts";

const huge = "x".repeat(64 * 1024);
// A JSON line with every field at its bound stays well under this.
const maxLineLength = 2048;

const assets = {
  fetch: () => Promise.resolve(new Response()),
  connect: () => {
    throw new Error("unused");
  },
} satisfies Fetcher;

/** A request as workerd hands it over, with Cloudflare's `cf` properties. */
function edgeRequest(path: string, init: RequestInit = {}, cf: Partial<IncomingRequestCfProperties> = {}) {
  const request = new Request(`http://127.0.0.1${path}`, init);
  Object.defineProperty(request, "cf", { value: cf });
  return request;
}

function collectLines() {
  const lines: (LogFields & { event: string })[] = [];
  return { lines, log: vi.fn((fields: LogFields & { event: string }) => void lines.push(fields)) };
}

function expectBounded(lines: object[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(JSON.stringify(line).length, JSON.stringify(line).slice(0, 200)).toBeLessThan(maxLineLength);
}

describe("log lines with 64 KB in every field a request fills", () => {
  it("request_rejected: the method and the path", () => {
    const request = edgeRequest(`/${huge}`, { method: `X${huge}` });
    const line = rejectionLogLine(request, "method_not_allowed", 405);
    expectBounded([line]);
    expect(line.method).toMatch(/^Xx+…\(65537 chars\)$/);
  });

  it("edge facts: CF-Ray and colo", () => {
    const edge = readEdgeFacts(edgeRequest("/", { headers: { "cf-ray": `8f1a2b3c4d5e6f70-LHR${huge}` } }, { colo: huge }));
    expect(edge).toEqual({ colo: null, ray: null });
  });

  it("page_view: the path, the referrer's host, the colo and the ray", () => {
    const request = edgeRequest("/", { headers: { "cf-ray": huge } }, { colo: huge });
    const line = buildPageViewLine({
      path: `/${huge}`,
      status: 200,
      referrer: `https://${"a".repeat(64 * 1024)}.example/${huge}`,
      fullscreen: fullscreenFacts(),
      edge: readEdgeFacts(request),
      durationMs: 1,
    });
    expectBounded([line]);
    expect(line).toMatchObject({ referrer_host: null, colo: null, ray: null });
  });

  it("accept_language_invalid and cookie_invalid: the header, the cookies, the ray and the colo", async () => {
    const { lines, log } = collectLines();
    const request = edgeRequest(
      "/",
      { headers: { "accept-language": huge, cookie: `pp_lang=${huge}; pp_region=${huge}; pp_hidden=${huge}`, "cf-ray": huge } },
      { colo: huge },
    );
    await createLoadContext({ request, env: { ASSETS: assets, ...unusedPairingBindings }, log });
    expect(lines.map((line) => line.event).sort()).toEqual(["accept_language_invalid", "cookie_invalid"]);
    expectBounded(lines);
  });

  it("client_hint_invalid: the colour-scheme hint, by its length only, and the context reads it as no hint", async () => {
    const { lines, log } = collectLines();
    const request = edgeRequest("/", { headers: { "sec-ch-prefers-color-scheme": `"${huge}"`, cookie: "pp_theme=auto" } });
    const context = await createLoadContext({ request, env: { ASSETS: assets, ...unusedPairingBindings }, log });
    expect(context.colorSchemeHint).toBeNull();
    expect(lines).toEqual([expect.objectContaining({ event: "client_hint_invalid", hint: "prefers_color_scheme", length: 64 })]);
    expectBounded(lines);
  });

  it("reads a valid colour-scheme hint without a line", async () => {
    const { lines, log } = collectLines();
    const request = edgeRequest("/", { headers: { "sec-ch-prefers-color-scheme": "light" } });
    const context = await createLoadContext({ request, env: { ASSETS: assets, ...unusedPairingBindings }, log });
    expect(context.colorSchemeHint).toBe("light");
    expect(lines).toEqual([]);
  });

  it("server_error: the path and the error's message", () => {
    const { lines, log } = collectLines();
    const request = edgeRequest(`/${huge}`);
    handleError(new Error(`failed on ${huge}`), { request, params: {}, context: testLoadContext({ log }) });
    expect(lines.map((line) => line.event)).toEqual(["server_error"]);
    expectBounded(lines);
  });

  it("user_agent_unusable: the User-Agent", async () => {
    const { lines, log } = collectLines();
    const request = edgeRequest("/debug", { headers: { "user-agent": huge } });
    await debugLoader({ request, params: {}, context: testLoadContext({ log }) });
    expect(lines.map((line) => line.event)).toEqual(["user_agent_unusable"]);
    expectBounded(lines);
  });

  it("fullscreen_redirect and request_rejected from the dashboard's action: its fields", async () => {
    const { lines, log } = collectLines();
    const context = { ...testLoadContext({ log }), edge: readEdgeFacts(edgeRequest("/", { headers: { "cf-ray": huge } })) };
    const post = (body: string) =>
      handleDashboardAction({
        request: edgeRequest(`/${huge}`, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
        context,
      }).catch((thrown: unknown) => thrown);
    await post(`intent=open-fullscreen&from=${huge}`);
    await post(`intent=${huge}`);
    expect(lines.map((line) => line.event)).toEqual(["fullscreen_redirect", "request_rejected"]);
    expectBounded(lines);
  });

  it("pairing_rejected: the code a phone or car names", async () => {
    const { lines, log } = collectLines();
    const pairings = testLoadContext({ log }).pairings;
    const request = edgeRequest(`/p/${huge}`);
    expect((await pairings.connectCar(new Request(request, { headers: { upgrade: "websocket" } }), huge)).status).toBe(404);
    expect(lines.map((line) => line.event)).toEqual(["pairing_rejected"]);
    expectBounded(lines);
  });
});
