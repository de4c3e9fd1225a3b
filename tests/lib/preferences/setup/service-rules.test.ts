import { describe, expect, it } from "vitest";
import {
  checkServiceAddress,
  cleanServiceName,
  createServiceId,
  isServiceId,
  maxServiceAddressLength,
  maxServiceNameLength,
} from "~/lib/preferences/setup/service-rules";

describe("cleanServiceName", () => {
  it.each([
    ["  Home Plex  ", "Home Plex"],
    ["Home    Plex", "Home Plex"],
    ["Home\tPlex\nServer", "Home Plex Server"],
    ["\u00a0Home\u3000Plex\u2003", "Home Plex"],
    ["Kino 🎬", "Kino 🎬"],
    ["👨‍👩‍👧 Family", "👨‍👩‍👧 Family"],
    ["<img src=x onerror=alert(1)>", "<img src=x onerror=alert(1)>"],
  ])("keeps the text of %j, trimmed and with whitespace collapsed", (input, expected) => {
    expect(cleanServiceName(input)).toBe(expected);
  });

  it.each([
    ["bidi override U+202E", "evil\u202Egnp.exe", "evilgnp.exe"],
    ["bidi isolate U+2066 … U+2069", "\u2066Plex\u2069", "Plex"],
    ["bidi embedding U+202A … U+202C", "\u202APlex\u202C", "Plex"],
    ["left-to-right and right-to-left marks", "\u200EPl\u200Fex\u061C", "Plex"],
    ["NUL and bell", "Pl\u0000e\u0007x", "Plex"],
    ["DEL and C1 controls", "Pl\u007Fe\u0085x\u009B", "Plex"],
  ])("strips %s", (_label, input, expected) => {
    expect(cleanServiceName(input)).toBe(expected);
  });

  it.each(["", "   ", "\u202E\u2066", "\u0000\u0001 \u0002"])("leaves nothing of %j", (input) => {
    expect(cleanServiceName(input)).toBe("");
  });

  it("cuts a name to 32 characters counted in code points, so emoji are never split", () => {
    expect(Array.from(cleanServiceName("a".repeat(40)))).toHaveLength(maxServiceNameLength);
    const emoji = "🎬".repeat(40);
    expect(emoji.length).toBe(80);
    expect(cleanServiceName(emoji)).toBe("🎬".repeat(32));
    expect(cleanServiceName(`${"a".repeat(31)}🎬🎬`)).toBe(`${"a".repeat(31)}🎬`);
  });

  it("trims a space the cut leaves at the end", () => {
    expect(cleanServiceName(`${"a".repeat(31)} bcd`)).toBe("a".repeat(31));
  });

  it("counts the limit after stripping and collapsing", () => {
    const name = `${"\u202E".repeat(10)}${"a".repeat(16)}     ${"b".repeat(15)}`;
    expect(cleanServiceName(name)).toBe(`${"a".repeat(16)} ${"b".repeat(15)}`);
  });
});

describe("checkServiceAddress", () => {
  it.each([
    ["https://media.example.com/watch?v=1", "https://media.example.com/watch?v=1"],
    ["http://example.com", "http://example.com/"],
    ["HTTPS://Example.COM/Path", "https://example.com/Path"],
    ["  https://example.com  ", "https://example.com/"],
  ])("accepts the web address %j", (input, url) => {
    expect(checkServiceAddress(input)).toEqual({ kind: "ok", url });
  });

  it.each([
    ["example.com", "http://example.com/"],
    ["plex.example.com/web", "http://plex.example.com/web"],
    ["192.168.1.20", "http://192.168.1.20/"],
  ])("puts http:// in front of the bare host %j", (input, url) => {
    expect(checkServiceAddress(input)).toEqual({ kind: "ok", url });
  });

  it.each([
    ["localhost:8080", "http://localhost:8080/"],
    ["192.168.1.20:32400/web", "http://192.168.1.20:32400/web"],
    ["https://nas.local:5001", "https://nas.local:5001/"],
    ["[::1]:3000", "http://[::1]:3000/"],
  ])("accepts the host and port %j", (input, url) => {
    expect(checkServiceAddress(input)).toEqual({ kind: "ok", url });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "mailto:someone@example.com",
    "ftp://example.com",
    "intent://example.com#Intent;end",
  ])("refuses %j as not http or https", (input) => {
    expect(checkServiceAddress(input)).toEqual({ kind: "error", problem: "not_http" });
  });

  it("accepts an address of 256 characters and refuses one longer", () => {
    const base = "https://example.com/";
    const longest = `${base}${"a".repeat(maxServiceAddressLength - base.length)}`;
    expect(checkServiceAddress(longest)).toEqual({ kind: "ok", url: longest });
    expect(checkServiceAddress(`${longest}a`)).toEqual({ kind: "error", problem: "too_long" });
  });

  it("measures the length after normalising, so a bare host of 250 characters is too long once http:// is added", () => {
    const bare = `example.com/${"a".repeat(238)}`;
    expect(bare).toHaveLength(250);
    expect(checkServiceAddress(bare).kind).toBe("error");
  });

  it.each([
    "exa mple.com",
    "http://",
    "https://.",
    "-example-.com",
    "ex{a}mple.com",
    "http://example.com:99999/",
    `${"a".repeat(64)}.example`,
  ])("refuses the bad host %j as not a web address", (input) => {
    expect(checkServiceAddress(input)).toEqual({ kind: "error", problem: "not_web_address" });
  });

  it.each(["", "   "])("asks for an address when given %j", (input) => {
    expect(checkServiceAddress(input)).toEqual({ kind: "error", problem: "empty" });
  });
});

describe("createServiceId", () => {
  it("makes an own id that no catalogue id can be, avoiding the ids already taken", () => {
    const draws = [0, 0, 0.5];
    const id = createServiceId(new Set(["_0000"]), () => draws.shift() ?? 0.5);
    expect(isServiceId(id)).toBe(true);
    expect(id).not.toBe("_0000");
    expect(isServiceId("netflix")).toBe(false);
  });
});
