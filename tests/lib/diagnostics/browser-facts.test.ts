import { describe, expect, it } from "vitest";
import { applyBrowserFacts } from "~/lib/diagnostics/browser-facts";
import { describeDevice, readUserAgent } from "~/lib/diagnostics/device-info";

const macSafari = describeDevice(
  readUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15"),
);
const windowsChrome = describeDevice(
  readUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"),
);

describe("applyBrowserFacts", () => {
  it("sets the orientation the browser reports", () => {
    expect(applyBrowserFacts(windowsChrome, { maxTouchPoints: 0, orientation: "portrait" }).orientation).toBe("portrait");
    expect(applyBrowserFacts(windowsChrome, { maxTouchPoints: 0, orientation: "landscape" }).orientation).toBe("landscape");
  });

  it("leaves a touch-screen Windows laptop a desktop", () => {
    expect(applyBrowserFacts(windowsChrome, { maxTouchPoints: 10, orientation: "landscape" }).deviceType).toBe("desktop");
  });

  it("makes a Mac with touch points an iPad", () => {
    expect(applyBrowserFacts(macSafari, { maxTouchPoints: 5, orientation: "landscape" })).toMatchObject({
      deviceType: "tablet",
      os: "iPadOS",
    });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -3])("ignores an unusable touch-point count (%d)", (maxTouchPoints) => {
    expect(applyBrowserFacts(macSafari, { maxTouchPoints, orientation: "landscape" }).deviceType).toBe("desktop");
  });

  it("does not change the record it was given", () => {
    const before = { ...macSafari };
    applyBrowserFacts(macSafari, { maxTouchPoints: 5, orientation: "portrait" });
    expect(macSafari).toEqual(before);
  });
});
