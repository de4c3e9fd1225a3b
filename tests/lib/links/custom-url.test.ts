import { describe, expect, it } from "vitest";
import { normalizeCustomUrl } from "~/lib/links/custom-url";

describe("normalizeCustomUrl", () => {
  it.each(["", " ", "   \t\n "])("does nothing for empty or whitespace-only input %j", (input) => {
    expect(normalizeCustomUrl(input)).toEqual({ kind: "empty" });
  });

  it.each([
    ["example.com", "http://example.com/"],
    ["  example.com  ", "http://example.com/"],
    ["example.com/watch?v=1#t=2", "http://example.com/watch?v=1#t=2"],
    ["localhost:8080", "http://localhost:8080/"],
    ["192.168.1.20", "http://192.168.1.20/"],
    ["bücher.example", "http://xn--bcher-kva.example/"],
    ["my_host.example.", "http://my_host.example./"],
    ["[::1]:3000", "http://[::1]:3000/"],
  ])("puts http:// in front of %j", (input, expected) => {
    expect(normalizeCustomUrl(input)).toEqual({ kind: "open", url: expected });
  });

  it.each([
    ["https://example.com/path?q=1", "https://example.com/path?q=1"],
    ["http://example.com", "http://example.com/"],
    ["HTTPS://EXAMPLE.COM/Path", "https://example.com/Path"],
    ["Http://example.com", "http://example.com/"],
    ["https://example.com/a b", "https://example.com/a%20b"],
  ])("opens text starting with http as it is: %j", (input, expected) => {
    expect(normalizeCustomUrl(input)).toEqual({ kind: "open", url: expected });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "httpfoo",
    "httpbin.org",
    "http://",
    "https://",
    "http:// example.com",
    "exa mple.com",
    "http://exa mple.com/",
    "http://.",
    "http://..",
    "exa%20mple.com",
    "-example-.com",
    "ex{a}mple.com",
    'ex"ample.com',
    "ex`ample.com",
    "a,b.example",
    `${"a".repeat(64)}.example`,
    `${"abc.".repeat(64)}example`,
    "httpx://example.com",
    "http://example.com:99999/",
    "http//example.com",
    `example.com/${"a".repeat(2048)}`,
  ])("refuses %j", (input) => {
    expect(normalizeCustomUrl(input)).toEqual({ kind: "invalid" });
  });
});
