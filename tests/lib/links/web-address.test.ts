import { describe, expect, it } from "vitest";
import { checkWebAddress, findWebAddressProblem, type WebAddressUse } from "~/lib/links/web-address";

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

describe("findWebAddressProblem", () => {
  it("names the problem without words, for the caller to say in the driver's language", () => {
    expect(findWebAddressProblem(" example.com ", 40)).toEqual({ kind: "ok", url: "http://example.com/" });
    expect(findWebAddressProblem("  ", 40)).toEqual({ kind: "error", problem: "empty" });
    expect(findWebAddressProblem("javascript:alert(1)", 40)).toEqual({ kind: "error", problem: "not_http" });
    expect(findWebAddressProblem("not a site", 40)).toEqual({ kind: "error", problem: "not_web_address" });
    expect(findWebAddressProblem(`example.com/${"a".repeat(40)}`, 40)).toEqual({ kind: "error", problem: "too_long" });
  });
});
