import { describe, expect, it } from "vitest";
import { findWebAddressProblem } from "~/lib/links/web-address";

describe("findWebAddressProblem", () => {
  it("names the problem without words, for the caller to say in the reader's language", () => {
    expect(findWebAddressProblem(" example.com ", 40)).toEqual({ kind: "ok", url: "http://example.com/" });
    expect(findWebAddressProblem(" example.com/watch ", 40)).toEqual({ kind: "ok", url: "http://example.com/watch" });
    expect(findWebAddressProblem("https://example.com/", 40)).toEqual({ kind: "ok", url: "https://example.com/" });
    expect(findWebAddressProblem("localhost:8096", 40)).toEqual({ kind: "ok", url: "http://localhost:8096/" });
    expect(findWebAddressProblem("  ", 40)).toEqual({ kind: "error", problem: "empty" });
    expect(findWebAddressProblem("javascript:alert(1)", 40)).toEqual({ kind: "error", problem: "not_http" });
    expect(findWebAddressProblem("not a site", 40)).toEqual({ kind: "error", problem: "not_web_address" });
    expect(findWebAddressProblem(`example.com/${"a".repeat(40)}`, 40)).toEqual({ kind: "error", problem: "too_long" });
  });
});
