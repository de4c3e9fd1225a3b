import { describe, expect, it } from "vitest";
import { checkWebAddress, readWebAddress, type WebAddressUse } from "~/lib/links/web-address";

const sending: WebAddressUse = { emptyMessage: "Enter the address to send", verb: "sent", maxLength: 40 };

describe("checkWebAddress", () => {
  it("normalises what the Custom URL field would open", () => {
    expect(checkWebAddress(" example.com/watch ", sending)).toEqual({ kind: "ok", url: "http://example.com/watch" });
    expect(checkWebAddress("https://example.com/", sending)).toEqual({ kind: "ok", url: "https://example.com/" });
  });

  it("says in words what is wrong, in the use's own terms", () => {
    expect(checkWebAddress("  ", sending)).toEqual({ kind: "error", message: "Enter the address to send" });
    expect(checkWebAddress("javascript:alert(1)", sending)).toEqual({
      kind: "error",
      message: "Only web addresses starting with http:// or https:// can be sent",
    });
    expect(checkWebAddress("not a site", sending)).toMatchObject({ kind: "error", message: expect.stringContaining("not a web address") });
    expect(checkWebAddress(`example.com/${"a".repeat(40)}`, sending)).toEqual({
      kind: "error",
      message: "Web addresses can be at most 40 characters long",
    });
  });

  it("keeps host-and-port input, which only looks like a scheme", () => {
    expect(checkWebAddress("localhost:8096", sending)).toEqual({ kind: "ok", url: "http://localhost:8096/" });
  });
});

describe("readWebAddress", () => {
  it("names the problem for callers that word it in the reader's language", () => {
    expect(readWebAddress(" example.com/watch ", 40)).toEqual({ kind: "ok", url: "http://example.com/watch" });
    expect(readWebAddress("  ", 40)).toEqual({ kind: "refused", problem: "empty" });
    expect(readWebAddress("javascript:alert(1)", 40)).toEqual({ kind: "refused", problem: "not_web" });
    expect(readWebAddress("not a site", 40)).toEqual({ kind: "refused", problem: "not_address" });
    expect(readWebAddress(`example.com/${"a".repeat(40)}`, 40)).toEqual({ kind: "refused", problem: "too_long" });
    expect(readWebAddress("localhost:8096", 40)).toEqual({ kind: "ok", url: "http://localhost:8096/" });
  });
});
