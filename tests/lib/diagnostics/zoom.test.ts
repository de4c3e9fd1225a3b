import { afterEach, describe, expect, it } from "vitest";
import { parseZoom, readDocumentZoom } from "~/lib/diagnostics/zoom";

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

describe("readDocumentZoom", () => {
  afterEach(() => {
    document.documentElement.style.removeProperty("zoom");
  });

  it("is 1 when the root element sets no zoom", () => {
    expect(readDocumentZoom(document)).toBe(1);
  });

  it("follows the root element's style.zoom", () => {
    document.documentElement.style.zoom = "1.25";
    expect(readDocumentZoom(document)).toBe(1.25);
    document.documentElement.style.zoom = "400%";
    expect(readDocumentZoom(document)).toBe(2);
  });
});
