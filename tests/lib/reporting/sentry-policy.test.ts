import { describe, expect, it } from "vitest";
import { ignoredErrors, tracePropagationTargets } from "~/lib/reporting/sentry-policy";

const propagatesTo = (url: string, publicOrigin: string | null) => tracePropagationTargets(publicOrigin).some((target) => target.test(url));

describe("tracePropagationTargets", () => {
  it("matches local hosts on any port, and the public origin when one is configured", () => {
    for (const url of [
      "http://localhost/",
      "http://localhost:8787/x",
      "http://127.0.0.1:8806/_root.data",
      "https://127.0.0.1?q",
      "http://localhost",
    ]) {
      expect(propagatesTo(url, null), url).toBe(true);
    }
    expect(propagatesTo("https://parkplay.example/", "https://parkplay.example")).toBe(true);
    expect(propagatesTo("https://parkplay.example/_root.data?x=1", "https://parkplay.example")).toBe(true);
    expect(propagatesTo("https://parkplay.example/", null)).toBe(false);
  });

  it("matches no look-alike host, other scheme or port, or a URL that merely mentions ours", () => {
    const lookAlikes = [
      "http://localhost.evil.example/",
      "http://127.0.0.1.evil.example/",
      "https://evil.example/?next=http://localhost/",
      "https://evil.example/http://127.0.0.1/",
      "https://parkplay.example.evil.example/",
      "https://parkplayXexample/",
      "http://parkplay.example/",
      "https://parkplay.example:8443/",
      "https://www.youtube.com/",
    ];
    for (const url of lookAlikes) expect(propagatesTo(url, "https://parkplay.example"), url).toBe(false);
  });
});

describe("ignoredErrors", () => {
  const ignored = (message: string) => ignoredErrors.some((pattern) => pattern.test(message));

  it("covers generic cross-origin errors and ResizeObserver loop notices", () => {
    expect(ignored("Script error.")).toBe(true);
    expect(ignored("Script error")).toBe(true);
    expect(ignored("ResizeObserver loop completed with undelivered notifications.")).toBe(true);
    expect(ignored("ResizeObserver loop limit exceeded")).toBe(true);
  });

  it("keeps real errors that only mention those words", () => {
    expect(ignored("TypeError: Script error.foo is undefined")).toBe(false);
    expect(ignored("Failed to load Script error.js")).toBe(false);
    expect(ignored("TypeError: cannot read ResizeObserver loop of undefined")).toBe(false);
  });
});
