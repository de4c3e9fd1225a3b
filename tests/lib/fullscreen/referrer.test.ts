import { describe, expect, it } from "vitest";
import { classifyFullscreen, fullscreenRedirectUrl, isFullscreenReferrer, referrerHostname } from "~/lib/fullscreen/referrer";

const longYouTubeReferrer = `https://www.youtube.com/${"a".repeat(8 * 1024)}`;

describe("isFullscreenReferrer", () => {
  it.each([
    "https://www.youtube.com/",
    "https://www.youtube.com",
    "https://youtube.com/",
    "https://m.youtube.com/",
    "https://www.youtube.com/redirect?q=https%3A%2F%2Fparkplay.example%2F",
    "HTTPS://WWW.YOUTUBE.COM/",
    "https://www.youtube.com:443/",
  ])("accepts %s", (referrer) => {
    expect(isFullscreenReferrer(referrer)).toBe(true);
  });

  it.each([
    "https://www.youtube.com.evil.example/",
    "https://youtube.com.evil.example/",
    "https://evil.example/https://www.youtube.com/",
    "https://evil.example/?from=https://www.youtube.com/",
    "https://www.youtube.com@evil.example/",
    "https://evilyoutube.com/",
    "https://music.youtube.com/",
    "https://www.youtube.co/",
    "http://www.youtube.com/",
    "https://www.youtube.com:8443/",
    "android-app://com.google.android.youtube/",
    "javascript:alert(1)",
    "www.youtube.com",
    "not a url",
    "",
    longYouTubeReferrer,
  ])("refuses %s", (referrer) => {
    expect(isFullscreenReferrer(referrer)).toBe(false);
  });

  it("refuses a missing referrer", () => {
    expect(isFullscreenReferrer(null)).toBe(false);
    expect(isFullscreenReferrer(undefined)).toBe(false);
  });
});

describe("referrerHostname", () => {
  it("keeps only the host name: no scheme, credentials, port, path or query", () => {
    expect(referrerHostname("https://user:secret@Shop.Example:8443/cart?token=abc#x")).toBe("shop.example");
    expect(referrerHostname("https://www.youtube.com/")).toBe("www.youtube.com");
  });

  it("gives null for a missing, unparsable, oversized or non-DNS referrer", () => {
    expect(referrerHostname(null)).toBeNull();
    expect(referrerHostname("")).toBeNull();
    expect(referrerHostname("garbage")).toBeNull();
    expect(referrerHostname("javascript:alert(1)")).toBeNull();
    expect(referrerHostname("http://[::1]/")).toBeNull();
    expect(referrerHostname(longYouTubeReferrer)).toBeNull();
  });
});

describe("classifyFullscreen", () => {
  it("a YouTube referrer is a fresh arrival, even when the cookie is also there", () => {
    expect(classifyFullscreen("https://www.youtube.com/", false)).toEqual({ fullscreen: true, source: "referrer" });
    expect(classifyFullscreen("https://m.youtube.com/", true)).toEqual({ fullscreen: true, source: "referrer" });
  });

  it("without one, the session cookie keeps full-screen", () => {
    expect(classifyFullscreen(null, true)).toEqual({ fullscreen: true, source: "cookie" });
    expect(classifyFullscreen("https://www.youtube.com.evil.example/", true)).toEqual({ fullscreen: true, source: "cookie" });
  });

  it("otherwise the page is not full-screen", () => {
    expect(classifyFullscreen(null, false)).toEqual({ fullscreen: false, source: "none" });
    expect(classifyFullscreen("https://www.youtube.com.evil.example/", false)).toEqual({ fullscreen: false, source: "none" });
  });
});

describe("fullscreenRedirectUrl", () => {
  it("sends YouTube's redirect page back to the app's root, encoded as one query value", () => {
    const url = new URL(fullscreenRedirectUrl("https://parkplay.example", null));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.youtube.com/redirect");
    expect([...url.searchParams.keys()]).toEqual(["q"]);
    expect(url.searchParams.get("q")).toBe("https://parkplay.example/");
    expect(url.search).toBe(`?q=${encodeURIComponent("https://parkplay.example/")}`);
  });

  it("names the carrier of the driver's setup in the dashboard's address, and nothing else", () => {
    const carrierId = "0123456789abcdef".repeat(4);
    const url = new URL(fullscreenRedirectUrl("https://parkplay.example", carrierId));
    expect([...url.searchParams.keys()]).toEqual(["q"]);
    expect(url.searchParams.get("q")).toBe(`https://parkplay.example/?carry=${carrierId}`);
  });
});
