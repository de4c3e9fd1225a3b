// @vitest-environment node
// The phone's post reads its form body and answers with headers: what Node's Request does as workerd does.
import { describe, expect, it, vi } from "vitest";
import type { PhoneSendOutcome } from "~/lib/pairing/messages";
import { action, headers } from "~/routes/p.$code";
import { testLoadContext } from "../support/load-context";

/** The phone's post of an address, answered by a relay that comes to `outcome`. */
async function postAddress(outcome: PhoneSendOutcome) {
  const context = testLoadContext();
  const pairings = { ...context.pairings, send: vi.fn(() => Promise.resolve(outcome)) };
  const request = new Request("http://127.0.0.1/p/K7QM-2XPA", {
    method: "POST",
    body: new URLSearchParams({ intent: "link", address: "https://example.com/" }),
  });
  const answer = await action({ request, params: { code: "K7QM-2XPA" }, context: { ...context, pairings } });
  if (!(answer !== null && typeof answer === "object" && "init" in answer)) throw new Error("expected data() with a status");
  return { status: answer.init?.status, headers: new Headers(answer.init?.headers), data: answer.data };
}

describe("the phone's post to /p/<code>", () => {
  it.each(["too_many", "limited"] as const)("answers the 429 of %s with Retry-After", async (outcome) => {
    const { status, headers } = await postAddress(outcome);
    expect(status).toBe(429);
    expect(headers.get("retry-after")).toBe("60");
  });

  it("answers a car that is not connected with 409 and the not_connected outcome, for the page to word", async () => {
    const { status, headers, data } = await postAddress("not_connected");
    expect(status).toBe(409);
    expect(headers.get("retry-after")).toBeNull();
    expect(data).toEqual({ kind: "failed", outcome: "not_connected" });
  });

  it.each(["delivered", "dropped", "expired", "too_large", "not_connected"] as const)("answers %s with no 5xx", async (outcome) => {
    expect((await postAddress(outcome)).status).toBeLessThan(500);
  });

  it("passes the action's or the loader's Retry-After on to the document, whichever answered the 429", () => {
    const withRetry = new Headers({ "Retry-After": "60" });
    const none = new Headers();
    const pageHeaders = (actionHeaders: Headers, loaderHeaders: Headers) =>
      new Headers(headers({ actionHeaders, loaderHeaders, parentHeaders: none, errorHeaders: undefined }));
    expect(pageHeaders(withRetry, none).get("retry-after")).toBe("60");
    expect(pageHeaders(none, withRetry).get("retry-after")).toBe("60");
    expect(pageHeaders(none, none).get("retry-after")).toBeNull();
    expect(pageHeaders(none, none).get("referrer-policy")).toBe("no-referrer");
  });
});
