// @vitest-environment node
// Server code runs on workerd; Node's fetch primitives parse bodies like it does, happy-dom's do not.
import { describe, expect, it } from "vitest";
import { maxFormBodyBytes, rejectBadFormPost } from "~/lib/edge/form-post-guard.server";
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

describe("rejectBadFormPost", () => {
  it("accepts every known intent, urlencoded or multipart, and leaves the body for the action", async () => {
    for (const intent of knownIntents) {
      const request = post(`intent=${intent}`, { "content-type": urlencoded });
      expect(await rejectBadFormPost(request)).toBeNull();
      expect((await request.formData()).get("intent")).toBe(intent);
      expect(await rejectBadFormPost(post(formWith({ intent, url: "https://example.com" })))).toBeNull();
    }
    expect(await rejectBadFormPost(post(`intent=${knownIntent}`, { "content-type": `${urlencoded}; charset=UTF-8` }))).toBeNull();
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
    const rejected = await rejectBadFormPost(request);
    expect(rejected?.reason).toBe("unsupported_content_type");
    expect(rejected?.response.status).toBe(400);
    expect(await rejected?.response.text()).toMatch(/^Bad request: .*x-www-form-urlencoded/);
  });

  it.each([
    ["an unknown intent", `intent=launch-missiles`],
    ["no intent", "url=https%3A%2F%2Fexample.com"],
    ["an empty intent", "intent="],
    ["a prototype key as intent", "intent=__proto__"],
    ["an empty body", ""],
  ])("refuses %s with 400 unknown_intent", async (_label, body) => {
    const rejected = await rejectBadFormPost(post(body, { "content-type": urlencoded }));
    expect(rejected?.reason).toBe("unknown_intent");
    expect(rejected?.response.status).toBe(400);
    expect(rejected?.response.headers.get("location")).toBeNull();
  });

  it("refuses a multipart post with an unknown intent", async () => {
    expect((await rejectBadFormPost(post(formWith({ intent: "launch-missiles" }))))?.reason).toBe("unknown_intent");
  });

  it("refuses a multipart post whose body does not match its boundary", async () => {
    const rejected = await rejectBadFormPost(post("intent=open", { "content-type": "multipart/form-data; boundary=nothing-here" }));
    expect(rejected?.reason).toBe("malformed_form");
    expect(rejected?.response.status).toBe(400);
  });

  it("refuses a body over the limit by its Content-Length", async () => {
    const body = `intent=${knownIntent}&pad=${"x".repeat(maxFormBodyBytes)}`;
    const rejected = await rejectBadFormPost(post(body, { "content-type": urlencoded, "content-length": String(body.length) }));
    expect(rejected?.reason).toBe("body_too_large");
    expect(rejected?.response.status).toBe(400);
    expect(await rejected?.response.text()).toContain(String(maxFormBodyBytes));
  });

  it("refuses a body over the limit that arrives without a Content-Length", async () => {
    const request = streamedPost(`intent=${knownIntent}&pad=${"x".repeat(maxFormBodyBytes)}`);
    expect(request.headers.get("content-length")).toBeNull();
    expect((await rejectBadFormPost(request))?.reason).toBe("body_too_large");
  });

  it("accepts a streamed body within the limit", async () => {
    const request = streamedPost(`intent=${knownIntent}&pad=${"x".repeat(maxFormBodyBytes - 100)}`);
    expect(request.headers.get("content-length")).toBeNull();
    expect(await rejectBadFormPost(request)).toBeNull();
  });
});
