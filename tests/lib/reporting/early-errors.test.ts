import { afterEach, describe, expect, it } from "vitest";
import { earlyErrorScript, takeEarlyErrors } from "~/lib/reporting/early-errors";

function runHeadScript(): void {
  // The same text the document inlines, evaluated as the browser would.
  new Function(earlyErrorScript)();
}

afterEach(() => {
  takeEarlyErrors();
});

describe("the early-error head script", () => {
  it("buffers uncaught errors and unhandled rejections until they are taken, then stops listening", () => {
    runHeadScript();
    const uncaught = new ErrorEvent("error", { error: new Error("first"), message: "Uncaught Error: first" });
    const rejection = Object.assign(new Event("unhandledrejection"), { reason: new Error("second") });
    window.dispatchEvent(uncaught);
    window.dispatchEvent(rejection);

    expect(takeEarlyErrors()).toEqual([uncaught, rejection]);
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("after the SDK took over") }));
    expect(takeEarlyErrors()).toEqual([]);
    expect("__ppEarlyErrors" in window).toBe(false);
  });

  it("hands over nothing on a page without it", () => {
    expect(takeEarlyErrors()).toEqual([]);
  });

  it("stays small enough to inline in every document", () => {
    expect(earlyErrorScript.length).toBeLessThan(300);
  });
});
