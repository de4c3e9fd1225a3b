import { describe, expect, it } from "vitest";
import { fullscreenIntents, isFullscreenIntent } from "~/lib/fullscreen-intents";

describe("isFullscreenIntent", () => {
  it("accepts every listed intent", () => {
    expect(fullscreenIntents.length).toBeGreaterThan(0);
    for (const intent of fullscreenIntents) expect(isFullscreenIntent(intent)).toBe(true);
  });

  it.each([
    ["launch-missiles"],
    [""],
    ["OPEN-FULLSCREEN"],
    [" open-fullscreen"],
    ["__proto__"],
    ["constructor"],
    [null],
    [42],
    [["open-fullscreen"]],
  ])("rejects %j", (value) => {
    expect(isFullscreenIntent(value)).toBe(false);
  });
});
