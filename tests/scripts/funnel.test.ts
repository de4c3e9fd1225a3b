// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readFunnelEvents, renderFunnel, tabulateFunnel } from "../../scripts/funnel";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/funnel/${name}`, import.meta.url), "utf8");

describe("npm run funnel", () => {
  // The worker's lines from an e2e run of fullscreen-attempts.spec.ts and edge-log.spec.ts, with wrangler's own lines and
  // page views among them. Counted by hand with grep: 18 redirects, 9 failures, arrivals 6 by referrer, 6 self-reported
  // and 2 by address (one from Playwright's request client, which sends no client hint), 11 of them ending an attempt.
  it("counts the lines an e2e run wrote under wrangler, past wrangler's own lines and other events", () => {
    const text = fixture("e2e-wrangler.log");
    expect(text).toContain("wrangler");
    const rows = tabulateFunnel(readFunnelEvents(text));
    expect(rows).toEqual([
      {
        day: "2026-12-02",
        browser: "Chrome 159",
        attempts: 0,
        arrivals: { referrer: 0, self_report: 0, url: 1 },
        carried: 0,
        failures: 0,
        successRate: null,
      },
      {
        day: "2026-12-02",
        browser: "Chromium 156",
        attempts: 18,
        arrivals: { referrer: 6, self_report: 6, url: 1 },
        carried: 0,
        failures: 9,
        successRate: 11 / 18,
      },
    ]);
    expect(renderFunnel(rows).split("\n")).toEqual([
      "day         browser       attempts  referrer  self_report  url  carried  failures  success",
      "2026-12-02  Chrome 159           0         0            0    1        0         0        —",
      "2026-12-02  Chromium 156        18         6            6    1        0         9      61%",
    ]);
  });

  it("reads a Workers Logs export, taking each record's own timestamp for its day", () => {
    const rows = tabulateFunnel(readFunnelEvents(fixture("workers-logs.jsonl")));
    expect(rows).toEqual([
      {
        day: "2026-11-30",
        browser: "Chromium 147",
        attempts: 2,
        arrivals: { referrer: 2, self_report: 0, url: 0 },
        carried: 0,
        failures: 0,
        successRate: 1,
      },
      {
        day: "2026-12-01",
        browser: "Chromium 148",
        attempts: 2,
        arrivals: { referrer: 0, self_report: 1, url: 1 },
        carried: 0,
        failures: 2,
        successRate: 0.5,
      },
    ]);
  });

  it("says '—' for a success rate without attempts, and skips lines it cannot read", () => {
    const text = [
      "not json at all",
      "{broken",
      JSON.stringify({ event: "page_view", path: "/" }),
      JSON.stringify({ event: "fullscreen_arrival", via: "teleport", attempt: 1, day: "2026-12-02", browser: "Chromium 148" }),
      JSON.stringify({ event: "fullscreen_arrival", via: "url", attempt: null, day: "2026-12-02", browser: null }),
    ].join("\n");
    const rows = tabulateFunnel(readFunnelEvents(text));
    expect(rows).toEqual([
      {
        day: "2026-12-02",
        browser: "unknown",
        attempts: 0,
        arrivals: { referrer: 0, self_report: 0, url: 1 },
        carried: 0,
        failures: 0,
        successRate: null,
      },
    ]);
    expect(renderFunnel(rows).split("\n").at(-1)).toMatch(/^2026-12-02 {2}unknown +0 +0 +0 +1 +0 +0 +—$/);
  });

  it("counts the arrivals that brought the driver's setup along (issue 42)", () => {
    const line = (carried: unknown) =>
      JSON.stringify({ event: "fullscreen_arrival", via: "referrer", attempt: 1, carried, day: "2026-12-07", browser: "Chromium 148" });
    const rows = tabulateFunnel(readFunnelEvents([line(true), line(false), line("true"), line(true)].join("\n")));
    expect(rows).toEqual([expect.objectContaining({ arrivals: { referrer: 4, self_report: 0, url: 0 }, carried: 2 })]);
    expect(renderFunnel(rows).split("\n").at(-1)).toMatch(/^2026-12-07 {2}Chromium 148 +0 +4 +0 +0 +2 +0 +—$/);
  });
});
