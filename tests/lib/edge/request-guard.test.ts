// @vitest-environment node
// The guard reads Origin and Content-Length, headers a browser-like Request (happy-dom) would hide.
import type { ServerBuild } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { createRequestGuard } from "~/lib/edge/request-guard.server";
import { preferenceFormBodyLimit } from "~/lib/preferences/forms/intents";
import { createTranslator } from "~/lib/i18n/translate";
import { rejectionDe } from "~/generated/i18n/rejection/de";
import { rejectionIt } from "~/generated/i18n/rejection/it";
import { rejectionSv } from "~/generated/i18n/rejection/sv";

const page = { default: () => null };
const withAction = { ...page, action: () => null };

/** The app's route table as the build lists it: only the dashboard's index route has an action. */
const routes = {
  root: { id: "root", path: "", module: page },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: withAction },
  "routes/about": { id: "routes/about", parentId: "root", path: "about", module: page },
  "routes/debug": { id: "routes/debug", parentId: "root", path: "debug", module: page },
  "routes/$": { id: "routes/$", parentId: "root", path: "*", module: page },
  "routes/pairings": { id: "routes/pairings", parentId: "root", path: "pairings", module: { action: () => null } },
  "routes/p.$code": { id: "routes/p.$code", parentId: "root", path: "p/:code", module: { ...withAction, handle: { formBodyLimit: 8192 } } },
  "routes/preferences": {
    id: "routes/preferences",
    parentId: "root",
    path: "preferences",
    module: { action: () => null, handle: { formBodyLimit: preferenceFormBodyLimit } },
  },
} as unknown as ServerBuild["routes"];

const guardRequest = createRequestGuard(routes);
const request = (path: string, method = "GET", init: RequestInit = {}) => new Request(`http://127.0.0.1${path}`, { method, ...init });
const formPost = (path: string) =>
  request(path, "POST", { body: "intent=open-fullscreen", headers: { "content-type": "application/x-www-form-urlencoded" } });

async function rejectionOf(path: string, method = "GET") {
  const outcome = await guardRequest(method === "POST" ? formPost(path) : request(path, method), null, "en");
  return "rejected" in outcome ? outcome.rejected : null;
}

describe("createRequestGuard", () => {
  it("answers a GET to a resource route that only takes posts with 405, naming POST", async () => {
    const rejected = await rejectionOf("/pairings");
    expect(rejected?.response.status).toBe(405);
    expect(rejected?.response.headers.get("allow")).toBe("POST");
    expect(await rejectionOf("/pairings", "POST")).toBeNull();
  });

  it("lets a route that asks for it take a larger form body, and no other", async () => {
    const body = `intent=link&address=${"a".repeat(6000)}`;
    const post = (path: string) => request(path, "POST", { body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect("accepted" in (await guardRequest(post("/p/K7QM-2XPA"), null, "en"))).toBe(true);
    const dashboardPost = await guardRequest(post("/?index"), null, "en");
    expect("rejected" in dashboardPost && dashboardPost.rejected.reason).toBe("body_too_large");
  });

  it("takes a background save at /preferences under the rules of every form post, with the preferences form's own limit", async () => {
    const save = (path: string, origin: string, size: number) =>
      request(path, "POST", {
        body: `intent=display&theme=${"a".repeat(size)}`,
        headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": "same-origin" },
      });
    expect("accepted" in (await guardRequest(save("/preferences", "http://127.0.0.1", 30_000), null, "en"))).toBe(true);
    const crossSite = await guardRequest(save("/preferences", "https://evil.example", 10), null, "en");
    expect("rejected" in crossSite && crossSite.rejected.reason).toBe("cross_site_post");
    const tooLarge = await guardRequest(save("/preferences", "http://127.0.0.1", preferenceFormBodyLimit), null, "en");
    expect("rejected" in tooLarge && tooLarge.rejected.reason).toBe("body_too_large");
    expect((await rejectionOf("/preferences"))?.response.status).toBe(405);
  });

  it("lets page requests and posts to the dashboard's action through", async () => {
    expect(await rejectionOf("/")).toBeNull();
    expect(await rejectionOf("/about", "HEAD")).toBeNull();
    expect(await rejectionOf("/?index", "POST")).toBeNull();
    expect(await rejectionOf("/_root.data?index", "POST")).toBeNull();
    expect(await rejectionOf("/x/y")).toBeNull();
  });

  it("answers missing static files with 404", async () => {
    const rejected = await rejectionOf("/build/nope.js");
    expect(rejected?.reason).toBe("static_file_missing");
    expect(rejected?.response.status).toBe(404);
    expect(await rejected?.response.text()).toContain("Not Found");
  });

  it.each([
    ["/about", "POST"],
    ["/debug", "PUT"],
    ["/debug", "DELETE"],
    ["/?index", "PUT"],
    ["/x/y", "POST"],
  ])("refuses %s %s with 405 and an Allow header", async (path, method) => {
    const rejected = await rejectionOf(path, method);
    expect(rejected?.response.status).toBe(405);
    expect(rejected?.response.headers.get("allow")).toMatch(/^GET, HEAD/);
  });

  it("takes the methods a path allows from the routes' actions, the way Remix picks the route a post goes to", async () => {
    expect((await rejectionOf("/?index", "OPTIONS"))?.response.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect((await rejectionOf("/about", "OPTIONS"))?.response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    // Without ?index a post to "/" targets the root route, which has no action.
    expect((await rejectionOf("/", "OPTIONS"))?.response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it.each(["/%E0%A4%A", "/%", "/about%zz", "/%C0%AF"])("sends the undecodable path %s to the dashboard", async (path) => {
    const rejected = await rejectionOf(path);
    expect(rejected?.reason).toBe("malformed_path");
    expect(rejected?.response.status).toBe(302);
    expect(rejected?.response.headers.get("location")).toBe("/");
  });

  it.each(["/%00", "/%E2%82%AC", "/..%2f..%2fetc/passwd"])("leaves the decodable path %s to the app", async (path) => {
    expect(await rejectionOf(path)).toBeNull();
  });

  it.each(["/?_data=root", "/about?_data=routes%2Fabout", "/?index&_data=routes%2F_index"])(
    "answers the legacy data request %s with 400",
    async (path) => {
      const rejected = await rejectionOf(path);
      expect(rejected?.reason).toBe("legacy_data_request");
      expect(rejected?.response.status).toBe(400);
      expect(await rejected?.response.text()).toMatch(/^Bad request: .*single fetch/);
    },
  );

  it("checks form posts: a cross-site post to the dashboard's action is refused with 403", async () => {
    const crossSite = request("/?index", "POST", {
      body: "intent=open-fullscreen",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    });
    const outcome = await guardRequest(crossSite, null, "en");
    expect("rejected" in outcome && outcome.rejected.response.status).toBe(403);
  });

  // Node's Request refuses a GET body outright, so these say they carry one the way the wire does: in their headers.
  it.each([
    ["GET", "/", { "content-length": "1" }],
    ["HEAD", "/about", { "content-length": "12" }],
    ["GET", "/x/y", { "transfer-encoding": "chunked" }],
    ["GET", "/?index", { "content-length": " 5 " }],
  ])("refuses a %s of %s that carries a body (%o) with 400 body_not_allowed, before Remix runs", async (method, path, headers) => {
    const outcome = await guardRequest(request(path, method, { headers }), null, "en");
    if (!("rejected" in outcome)) throw new Error("expected a refusal");
    expect(outcome.rejected.reason).toBe("body_not_allowed");
    expect(outcome.rejected.response.status).toBe(400);
    expect(await outcome.rejected.response.text()).toBe(`Bad request: a ${method} request cannot carry a body.\n`);
  });

  it("lets a read with an empty Content-Length through, and words the refusal in the request's language", async () => {
    expect("accepted" in (await guardRequest(request("/", "GET", { headers: { "content-length": "0" } }), null, "en"))).toBe(true);
    const outcome = await guardRequest(request("/", "GET", { headers: { "content-length": "3" } }), null, "de");
    if (!("rejected" in outcome)) throw new Error("expected a refusal");
    expect(await outcome.rejected.response.text()).toBe(`${createTranslator(rejectionDe, "de")("bodyNotAllowed", { method: "GET" })}\n`);
  });

  it("answers in the request's language: a missing file in Swedish, a wrong method in Italian naming the method", async () => {
    const missing = await guardRequest(request("/build/nope.js"), null, "sv");
    if (!("rejected" in missing)) throw new Error("expected a refusal");
    expect(missing.rejected.response.headers.get("content-language")).toBe("sv");
    expect(await missing.rejected.response.text()).toBe(`${rejectionSv.notFound}\n`);

    const wrongMethod = await guardRequest(request("/about", "DELETE"), null, "it");
    if (!("rejected" in wrongMethod)) throw new Error("expected a refusal");
    expect(wrongMethod.rejected.reason).toBe("method_not_allowed");
    expect(await wrongMethod.rejected.response.text()).toBe(
      `${createTranslator(rejectionIt, "it")("methodNotAllowed", { method: "DELETE" })}\n`,
    );
  });
});
