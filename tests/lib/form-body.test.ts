// @vitest-environment node
// Content-Length is a forbidden header in a browser-like Request (happy-dom); the worker sees it.
import { describe, expect, it } from "vitest";
import { readSmallUrlEncodedForm } from "~/lib/form-body.server";

const post = (body: BodyInit | null, headers: Record<string, string>) =>
  new Request("http://127.0.0.1/?index", { method: "POST", body, headers });
const urlEncoded = { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" };

/** A POST whose body arrives as a stream, the way a chunked upload reaches the worker (Node needs `duplex` for that). */
function streamedPost(body: ReadableStream<Uint8Array>): Request {
  const init = { method: "POST", body, headers: urlEncoded, duplex: "half" };
  return new Request("http://127.0.0.1/?index", init);
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe("readSmallUrlEncodedForm", () => {
  it("reads a small URL-encoded form", async () => {
    const result = await readSmallUrlEncodedForm(post("intent=open-fullscreen&from=prompt&note=caf%C3%A9", urlEncoded), 1024);
    expect(result.ok && Object.fromEntries(result.form)).toEqual({ intent: "open-fullscreen", from: "prompt", note: "café" });
  });

  it("reads a form sent in several chunks, with a multi-byte character split across two of them", async () => {
    const bytes = new TextEncoder().encode("note=café&intent=x");
    const splitInsideE = bytes.indexOf(0xc3) + 1;
    const result = await readSmallUrlEncodedForm(streamedPost(streamOf([bytes.slice(0, splitInsideE), bytes.slice(splitInsideE)])), 1024);
    expect(result.ok && Object.fromEntries(result.form)).toEqual({ note: "café", intent: "x" });
  });

  it("reads an empty body as an empty form", async () => {
    const result = await readSmallUrlEncodedForm(post(null, urlEncoded), 1024);
    expect(result.ok && [...result.form.keys()]).toEqual([]);
  });

  it.each([
    ["application/json", '{"intent":"open-fullscreen"}'],
    ["multipart/form-data; boundary=x", "--x--"],
    ["text/plain", "intent=open-fullscreen"],
  ])("refuses %s", async (contentType, body) => {
    expect(await readSmallUrlEncodedForm(post(body, { "content-type": contentType }), 1024)).toMatchObject({
      ok: false,
      reason: "unsupported_content_type",
    });
  });

  it("refuses a body without a content type", async () => {
    const request = new Request("http://127.0.0.1/", { method: "POST", body: new Uint8Array([105, 61, 49]) });
    expect(await readSmallUrlEncodedForm(request, 1024)).toMatchObject({ ok: false, reason: "unsupported_content_type" });
  });

  it("refuses a declared length over the limit without reading the body", async () => {
    const request = post("intent=x", { ...urlEncoded, "content-length": "5000000" });
    expect(await readSmallUrlEncodedForm(request, 1024)).toMatchObject({ ok: false, reason: "body_too_large" });
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a streamed body as soon as it passes the limit", async () => {
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(512).fill(97));
      },
    });
    expect(await readSmallUrlEncodedForm(streamedPost(endless), 1024)).toMatchObject({ ok: false, reason: "body_too_large" });
    expect(pulls).toBeLessThan(10);
  });
});
