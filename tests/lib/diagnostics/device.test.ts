import { describe, expect, it } from "vitest";
import { applyBrowserFacts, parseZoom } from "~/lib/diagnostics/device";
import { describeDevice, readUserAgent } from "~/lib/diagnostics/device-info";

const macSafariUserAgent = readUserAgent(
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
);
const macSafari = describeDevice(macSafariUserAgent, { fullscreenArrival: false });
const windowsChrome = describeDevice(
  readUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"),
  { fullscreenArrival: false },
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

  it("makes an iPad no car browser, even after a full-screen arrival", () => {
    const arrivedFullscreen = describeDevice(macSafariUserAgent, { fullscreenArrival: true });
    expect(arrivedFullscreen.inCar).toEqual({ answer: "likely", reason: "fullscreen-arrival" });
    expect(applyBrowserFacts(arrivedFullscreen, { maxTouchPoints: 5, orientation: "landscape" }).inCar).toEqual({
      answer: "no",
      reason: "phone-or-tablet",
    });
    expect(applyBrowserFacts(macSafari, { maxTouchPoints: 5, orientation: "landscape" }).inCar.answer).toBe("no");
  });

  it("keeps a Mac without touch points as undetectable as the server found it", () => {
    expect(applyBrowserFacts(macSafari, { maxTouchPoints: 0, orientation: "landscape" }).inCar).toEqual({
      answer: "not-detectable",
      reason: "desktop-user-agent",
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

describe("parseZoom", () => {
  it.each([
    ["1", 1],
    ["1.5", 1.5],
    [".75", 0.75],
    ["150%", 1.5],
    ["80%", 0.8],
    [" 1.25 ", 1.25],
    ["0", 0],
  ])("reads %j as %d", (value, zoom) => {
    expect(parseZoom(value)).toBeCloseTo(zoom, 10);
  });

  it.each([
    ["3", 2],
    ["250%", 2],
    ["-1", 0],
    ["-50%", 0],
  ])("clamps %j to %d", (value, zoom) => {
    expect(parseZoom(value)).toBe(zoom);
  });

  it.each([null, undefined, "", "normal", "reset", "1.5x", "abc", "NaN", "Infinity", "1e400", "%", "1..2"])(
    "falls back to 1 for %j",
    (value) => {
      expect(parseZoom(value)).toBe(1);
    },
  );
});
