import { describe, expect, it, vi } from "vitest";
import { loggablePath, logToConsole } from "~/lib/edge/log.server";

describe("logToConsole", () => {
  it("writes one JSON object per call", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    logToConsole({ event: "request_rejected", reason: "body_too_large", status: 400 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toEqual({ event: "request_rejected", reason: "body_too_large", status: 400 });
  });
});

describe("loggablePath", () => {
  it("never logs a pairing code, only its route", () => {
    expect(loggablePath("/p/K7QM-2XPA")).toBe("/p/:code");
    expect(loggablePath("/p/K7QM2XPA/socket")).toBe("/p/:code/socket");
    expect(loggablePath("/pairings")).toBe("/pairings");
  });

  it("keeps ordinary paths as they are", () => {
    expect(loggablePath("/about")).toBe("/about");
    expect(loggablePath(`/${"a".repeat(255)}`)).toHaveLength(256);
  });

  it("cuts long paths and records their length", () => {
    const path = `/${"a".repeat(8191)}`;
    const logged = loggablePath(path);
    expect(logged.startsWith(path.slice(0, 256))).toBe(true);
    expect(logged).toMatch(/…\(8192 chars\)$/);
    expect(logged.length).toBeLessThan(300);
  });
});
