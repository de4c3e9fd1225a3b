// @vitest-environment node
// Sec-CH-UA and User-Agent are headers a browser-like Request (happy-dom) would not let a test set.
import { describe, expect, it } from "vitest";
import { browserMajorVersion } from "~/lib/diagnostics/browser-version.server";

const teslaUserAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/148.0.7778.97 Safari/537.36";

describe("browserMajorVersion", () => {
  it("reads Chromium's own brand from the client hint, past the made-up one", () => {
    expect(browserMajorVersion(new Headers({ "sec-ch-ua": '"Not/A)Brand";v="24", "Chromium";v="148"' }))).toBe("Chromium 148");
    expect(browserMajorVersion(new Headers({ "sec-ch-ua": '"Google Chrome";v="147", "Not.A/Brand";v="8", "Chromium";v="147"' }))).toBe(
      "Chromium 147",
    );
  });

  it("takes another brand when the hint names no Chromium", () => {
    expect(browserMajorVersion(new Headers({ "sec-ch-ua": '"Not A;Brand";v="99", "Opera";v="110"' }))).toBe("Opera 110");
  });

  it("falls back to the user agent without a usable hint", () => {
    expect(browserMajorVersion(new Headers({ "user-agent": teslaUserAgent }))).toBe("Chrome 148");
    expect(browserMajorVersion(new Headers({ "sec-ch-ua": "garbage", "user-agent": teslaUserAgent }))).toBe("Chrome 148");
    expect(browserMajorVersion(new Headers({ "sec-ch-ua": `"${"x".repeat(600)}";v="1"`, "user-agent": teslaUserAgent }))).toBe(
      "Chrome 148",
    );
  });

  it("says nothing rather than guess: no headers, an unusable user agent, a brand that is not a plain name", () => {
    expect(browserMajorVersion(new Headers())).toBeNull();
    expect(browserMajorVersion(new Headers({ "user-agent": "x".repeat(600) }))).toBeNull();
    expect(browserMajorVersion(new Headers({ "user-agent": "curl/8.5.0" }))).toBeNull();
    expect(browserMajorVersion(new Headers({ "sec-ch-ua": '"<script>";v="1"' }))).toBeNull();
  });
});
