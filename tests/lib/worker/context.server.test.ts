// @vitest-environment node
// Facts once: the worker, Sentry's options and every loader of a request share one reading of the config and the full-screen state.
import { describe, expect, it, vi } from "vitest";
import { readConfig } from "~/lib/edge/config.server";
import { readEdgeFacts } from "~/lib/worker/context.server";
import { buildPageViewLine } from "~/lib/worker/page-view-log.server";
import { withSentryAndLoadContext } from "~/lib/worker/sentry.server";
import { classifyFullscreen } from "~/lib/fullscreen/referrer";
import { rememberFullscreenFacts } from "~/lib/fullscreen/session.server";
import { loader as rootLoader } from "~/root";
import { loader as dashboardLoader } from "~/routes/_index";
import { unusedPairingBindings } from "../../support/pairing-bindings";

vi.mock("~/lib/edge/config.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/lib/edge/config.server")>();
  return { ...original, readConfig: vi.fn(original.readConfig) };
});
vi.mock("~/lib/fullscreen/referrer", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/lib/fullscreen/referrer")>();
  return { ...original, classifyFullscreen: vi.fn(original.classifyFullscreen) };
});

const env: Env = {
  ASSETS: { fetch: () => Promise.resolve(new Response()), connect: () => Promise.reject(new Error("unused")) } as unknown as Fetcher,
  PUBLIC_ORIGIN: "not a url",
  ...unusedPairingBindings,
};
const executionContext = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;

describe("the request's load context", () => {
  it("reads the config and classifies full-screen exactly once for a dashboard request, whoever uses them", async () => {
    const logged: unknown[] = [];
    vi.spyOn(console, "log").mockImplementation((line: unknown) => void logged.push(line));
    const worker = withSentryAndLoadContext(async (request, context) => {
      const args = { request, context, params: {} };
      const root = rootLoader(args);
      const dashboard = await dashboardLoader(args);
      const line = buildPageViewLine({
        path: "/",
        status: 200,
        referrer: request.headers.get("referer"),
        fullscreen: context.fullscreen,
        edge: context.edge,
        durationMs: 1,
      });
      return rememberFullscreenFacts(request, Response.json({ root, dashboard, line }), context.fullscreen);
    });

    // As workerd hands it over: a Request with Cloudflare's incoming properties (none are set here).
    const request = new Request("http://127.0.0.1/", {
      headers: { referer: "https://www.youtube.com/", cookie: "pp_hidden=netflix" },
    }) as Request<unknown, IncomingRequestCfProperties>;
    const response = await worker.fetch?.(request, env, executionContext);

    expect(vi.mocked(readConfig)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(classifyFullscreen)).toHaveBeenCalledTimes(1);
    const body = (await response?.json()) as {
      root: { fullscreen: boolean; preferences: unknown };
      dashboard: { offerFullscreen: boolean };
      line: { fullscreen_source: string };
    };
    expect(body.root).toMatchObject({ fullscreen: true, preferences: { hiddenSourceIds: ["netflix"], tipDismissed: false } });
    expect(body.dashboard.offerFullscreen).toBe(false);
    expect(body.line.fullscreen_source).toBe("referrer");
    expect(response?.headers.get("set-cookie")).toMatch(/^pp_fullscreen=referrer;/);
    // The invalid PUBLIC_ORIGIN is reported once per request, not once per reader.
    expect(logged.filter((line) => String(line).includes("config_invalid"))).toHaveLength(1);
  });
});

describe("readEdgeFacts", () => {
  const factsOf = (ray: string | null, colo?: string) => {
    const request = new Request("http://127.0.0.1/", { headers: ray === null ? {} : { "cf-ray": ray } });
    Object.defineProperty(request, "cf", { value: colo === undefined ? undefined : { colo } });
    return readEdgeFacts(request);
  };

  it.each(["8f1a2b3c4d5e6f70-LHR", "8F1A2B3C4D5E6F70-lhr"])("keeps the CF-Ray %s, in Cloudflare's format", (ray) => {
    expect(factsOf(ray, "LHR")).toEqual({ colo: "LHR", ray });
  });

  it.each([
    ["a made-up value", "ray-1"],
    ["15 hex digits", "8f1a2b3c4d5e6f7-LHR"],
    ["17 hex digits", "8f1a2b3c4d5e6f701-LHR"],
    ["a non-hex digit", "8f1a2b3c4d5e6f7g-LHR"],
    ["four letters", "8f1a2b3c4d5e6f70-LHRX"],
    ["digits for letters", "8f1a2b3c4d5e6f70-E2E"],
    ["trailing text", "8f1a2b3c4d5e6f70-LHR <script>"],
    ["50 KB", `8f1a2b3c4d5e6f70-LHR${"x".repeat(50 * 1024)}`],
    ["nothing", ""],
  ])("logs a CF-Ray with %s as null", (_name, ray) => {
    expect(factsOf(ray).ray).toBeNull();
  });

  it("keeps a colo only as Cloudflare writes it, three capital letters", () => {
    expect(factsOf(null).colo).toBeNull();
    expect(factsOf(null, "lhr").colo).toBeNull();
    expect(factsOf(null, "X".repeat(64 * 1024)).colo).toBeNull();
  });
});
