// @vitest-environment node
// Server code runs on workerd; Node's fetch primitives parse bodies like it does, happy-dom's do not.
import { createTranslator } from "~/lib/i18n/translate";
import { rejectionDe } from "~/generated/i18n/rejection/de";
import { rejectionFr } from "~/generated/i18n/rejection/fr";
import { describe, expect, it } from "vitest";
import { guardFormPost, maxFormBodyBytes } from "~/lib/edge/form-post-guard.server";
import { dashboardIntents } from "~/lib/fullscreen/intents";

const urlencoded = "application/x-www-form-urlencoded";
const knownIntents = Object.values(dashboardIntents);
const knownIntent = dashboardIntents.openFullscreen;

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request("http://127.0.0.1/?index", { method: "POST", body, headers });
}

/** A urlencoded post with no Content-Length, as a chunked upload arrives. */
function streamedPost(text: string): Request {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 1000) controller.enqueue(bytes.slice(offset, offset + 1000));
      controller.close();
    },
  });
  // Node needs `duplex: "half"` to send a stream body.
  return new Request("http://127.0.0.1/", { method: "POST", body, headers: { "content-type": urlencoded }, duplex: "half" });
}

function formWith(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** The guard's answer to a post: its rejection, or null when it hands the request on to Remix. */
async function rejectionOf(request: Request, publicOrigin: string | null = null) {
  const outcome = await guardFormPost(request, publicOrigin, "en");
  return "rejected" in outcome ? outcome.rejected : null;
}

describe("guardFormPost", () => {
  it("accepts any form, urlencoded or multipart, and leaves the body for the action", async () => {
    for (const intent of knownIntents) {
      const request = post(`intent=${intent}`, { "content-type": urlencoded });
      expect(await rejectionOf(request)).toBeNull();
      expect((await request.formData()).get("intent")).toBe(intent);
      expect(await rejectionOf(post(formWith({ intent, url: "https://example.com" })))).toBeNull();
    }
    expect(await rejectionOf(post(`intent=${knownIntent}`, { "content-type": `${urlencoded}; charset=UTF-8` }))).toBeNull();
  });

  it.each([
    ["no content type", null],
    ["text/plain", "text/plain"],
    ["JSON", "application/json"],
    ["a content type that only starts like a form", "application/x-www-form-urlencodedX"],
  ])("refuses %s with 400 unsupported_content_type", async (_label, contentType) => {
    const request = new Request("http://127.0.0.1/", { method: "POST", body: `intent=${knownIntent}` });
    if (contentType) request.headers.set("content-type", contentType);
    else request.headers.delete("content-type");
    const rejected = await rejectionOf(request);
    expect(rejected?.reason).toBe("unsupported_content_type");
    expect(rejected?.response.status).toBe(400);
    expect(await rejected?.response.text()).toMatch(/^Bad request: .*x-www-form-urlencoded/);
  });

  it("refuses a body over the limit by its Content-Length", async () => {
    const body = `intent=${knownIntent}&pad=${"x".repeat(maxFormBodyBytes)}`;
    const rejected = await rejectionOf(post(body, { "content-type": urlencoded, "content-length": String(body.length) }));
    expect(rejected?.reason).toBe("body_too_large");
    expect(rejected?.response.status).toBe(413);
    expect(await rejected?.response.text()).toContain(String(maxFormBodyBytes));
  });

  it("allows a route its own, larger limit", async () => {
    const body = `intent=${knownIntent}&pad=${"x".repeat(maxFormBodyBytes)}`;
    const request = post(body, { "content-type": urlencoded, "content-length": String(body.length) });
    expect("accepted" in (await guardFormPost(request, null, "en", maxFormBodyBytes * 2))).toBe(true);
    const overRouteLimit = post(`${body}${"y".repeat(maxFormBodyBytes)}`, { "content-type": urlencoded });
    const outcome = await guardFormPost(overRouteLimit, null, "en", maxFormBodyBytes * 2);
    expect("rejected" in outcome && outcome.rejected.response.status).toBe(413);
  });

  it("refuses a body over the limit that arrives without a Content-Length", async () => {
    const request = streamedPost(`intent=${knownIntent}&pad=${"x".repeat(maxFormBodyBytes)}`);
    expect(request.headers.get("content-length")).toBeNull();
    expect((await rejectionOf(request))?.reason).toBe("body_too_large");
  });

  it("refuses an upload the client broke off with 400, not a server error", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`intent=${knownIntent}&pad=`));
        controller.error(new Error("connection reset"));
      },
    });
    const request = new Request("http://127.0.0.1/", { method: "POST", body, headers: { "content-type": urlencoded }, duplex: "half" });
    const rejected = await rejectionOf(request);
    expect(rejected?.reason).toBe("body_unreadable");
    expect(rejected?.response.status).toBe(400);
  });

  it("accepts a streamed body within the limit", async () => {
    const request = streamedPost(`intent=${knownIntent}&pad=${"x".repeat(maxFormBodyBytes - 100)}`);
    expect(request.headers.get("content-length")).toBeNull();
    expect(await rejectionOf(request)).toBeNull();
  });

  it.each([
    ["another site", "https://evil.example"],
    ["a look-alike of our own host", "http://127.0.0.1.evil.example"],
    ["our host over another scheme", "https://127.0.0.1"],
    ["our host on another port", "http://127.0.0.1:8080"],
    ["an opaque origin", "null"],
    ["a value that is not an origin", "not a url"],
  ])("refuses a post from %s with 403 cross_site_post before reading its body", async (_label, origin) => {
    const rejected = await rejectionOf(post(`intent=${knownIntent}`, { "content-type": urlencoded, origin }));
    expect(rejected?.reason).toBe("cross_site_post");
    expect(rejected?.response.status).toBe(403);
    expect(rejected?.response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await rejected?.response.text()).toMatch(/^Forbidden: .*own pages/);
  });

  it("accepts Origin: null only when the browser says the post is same-origin (a no-referrer page posting to itself)", async () => {
    const fromNoReferrerPage = post(`intent=${knownIntent}`, {
      "content-type": urlencoded,
      origin: "null",
      "sec-fetch-site": "same-origin",
    });
    expect(await rejectionOf(fromNoReferrerPage)).toBeNull();
    for (const site of ["cross-site", "same-site", "none"]) {
      const rejected = await rejectionOf(
        post(`intent=${knownIntent}`, { "content-type": urlencoded, origin: "null", "sec-fetch-site": site }),
      );
      expect(rejected?.reason, site).toBe("cross_site_post");
    }
  });

  it.each([
    ["without Origin", {}],
    ["with our own Origin", { origin: "http://127.0.0.1" }],
    ["with PUBLIC_ORIGIN as its Origin", { origin: "https://parkplay.example" }],
  ])("refuses a post the browser marks Sec-Fetch-Site: cross-site with 403 cross_site_post, %s", async (_label, headers) => {
    const request = post(`intent=${knownIntent}`, { "content-type": urlencoded, "sec-fetch-site": "cross-site", ...headers });
    const rejected = await rejectionOf(request, "https://parkplay.example");
    expect(rejected?.reason).toBe("cross_site_post");
    expect(rejected?.response.status).toBe(403);
    expect(await rejected?.response.text()).toMatch(/^Forbidden: .*own pages/);
  });

  it("keeps today's rules for Sec-Fetch-Site same-site and none: judged by Origin, accepted without one", async () => {
    for (const site of ["same-site", "none", "same-origin"]) {
      const withoutOrigin = post(`intent=${knownIntent}`, { "content-type": urlencoded, "sec-fetch-site": site });
      expect(await rejectionOf(withoutOrigin), site).toBeNull();
      const ownOrigin = post(`intent=${knownIntent}`, { "content-type": urlencoded, "sec-fetch-site": site, origin: "http://127.0.0.1" });
      expect(await rejectionOf(ownOrigin), site).toBeNull();
      const otherOrigin = post(`intent=${knownIntent}`, {
        "content-type": urlencoded,
        "sec-fetch-site": site,
        origin: "https://evil.example",
      });
      expect((await rejectionOf(otherOrigin))?.reason, site).toBe("cross_site_post");
    }
  });

  it("accepts a post from its own origin and hands Remix the request as it came", async () => {
    const request = post(`intent=${knownIntent}`, { "content-type": urlencoded, origin: "http://127.0.0.1" });
    const outcome = await guardFormPost(request, null, "en");
    expect(outcome).toEqual({ accepted: request });
  });

  describe("behind a proxy that rewrites Host", () => {
    const proxied = (headers: Record<string, string>) =>
      new Request("http://internal:8080/?index", {
        method: "POST",
        body: `intent=${knownIntent}`,
        headers: { "content-type": urlencoded, ...headers },
      });

    it("accepts a post whose Origin is the public host named in X-Forwarded-Host", async () => {
      const request = proxied({ origin: "http://parkplay.example", "x-forwarded-host": "parkplay.example" });
      expect(await guardFormPost(request, null, "en")).toEqual({ accepted: request });
    });

    it("accepts a post from PUBLIC_ORIGIN and tells Remix's own origin check the public host", async () => {
      const outcome = await guardFormPost(proxied({ origin: "https://parkplay.example" }), "https://parkplay.example", "en");
      if (!("accepted" in outcome)) throw new Error("expected the post to be accepted");
      expect(outcome.accepted.headers.get("x-forwarded-host")).toBe("parkplay.example");
      expect((await outcome.accepted.formData()).get("intent")).toBe(knownIntent);
    });

    it("still refuses other sites, whatever X-Forwarded-Host and PUBLIC_ORIGIN say", async () => {
      const outcome = await guardFormPost(
        proxied({ origin: "https://evil.example", "x-forwarded-host": "parkplay.example" }),
        "https://parkplay.example",
        "en",
      );
      expect("rejected" in outcome && outcome.rejected.reason).toBe("cross_site_post");
    });
  });

  describe("in the request's language", () => {
    it("refuses a cross-site post in German, saying so in Content-Language, with the reason logged as always", async () => {
      const request = post(`intent=${knownIntent}`, { "content-type": urlencoded, origin: "https://evil.example" });
      const outcome = await guardFormPost(request, null, "de");
      if (!("rejected" in outcome)) throw new Error("expected the post to be refused");
      expect(outcome.rejected.reason).toBe("cross_site_post");
      expect(outcome.rejected.response.headers.get("content-language")).toBe("de");
      expect(await outcome.rejected.response.text()).toBe(`${rejectionDe.crossSitePost}\n`);
    });

    it("writes the byte limit into the French refusal of a big body", async () => {
      const body = `intent=${knownIntent}&pad=${"x".repeat(maxFormBodyBytes)}`;
      const outcome = await guardFormPost(post(body, { "content-type": urlencoded }), null, "fr");
      if (!("rejected" in outcome)) throw new Error("expected the post to be refused");
      expect(outcome.rejected.response.headers.get("content-language")).toBe("fr");
      expect(await outcome.rejected.response.text()).toBe(
        `${createTranslator(rejectionFr, "fr")("bodyTooLarge", { limit: String(maxFormBodyBytes) })}\n`,
      );
    });

    it("answers in English for English, exactly as before", async () => {
      const outcome = await guardFormPost(post(`intent=${knownIntent}`, { "content-type": "text/plain" }), null, "en");
      if (!("rejected" in outcome)) throw new Error("expected the post to be refused");
      expect(outcome.rejected.response.headers.get("content-language")).toBe("en");
      expect(await outcome.rejected.response.text()).toBe(
        "Bad request: send this form as application/x-www-form-urlencoded or multipart/form-data.\n",
      );
    });
  });
});
