import { describe, expect, it } from "vitest";
import { dashboardIntents, isDashboardIntent } from "~/lib/fullscreen/intents";

describe("isDashboardIntent", () => {
  it("accepts exactly the intents the dashboard's forms send", () => {
    for (const intent of Object.values(dashboardIntents)) expect(isDashboardIntent(intent)).toBe(true);
  });

  it.each([null, "", "launch-missiles", "__proto__", "constructor", "openFullscreen", " open-fullscreen"])("refuses %j", (value) => {
    expect(isDashboardIntent(value)).toBe(false);
  });

  it("refuses uploaded files", () => {
    expect(isDashboardIntent(new File(["open-fullscreen"], "intent.txt"))).toBe(false);
  });
});
