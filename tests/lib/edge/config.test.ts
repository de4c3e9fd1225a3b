import { describe, expect, it, vi } from "vitest";
import { readConfig, toPublicEnv } from "~/lib/edge/config.server";

const assets = {
  fetch: () => Promise.resolve(new Response()),
  connect: () => {
    throw new Error("unused");
  },
} satisfies Fetcher;

describe("readConfig", () => {
  it("applies defaults when vars are absent", () => {
    const log = vi.fn();
    const config = readConfig({ ASSETS: assets }, log);
    expect(config).toMatchObject({ environment: "prod", publicOrigin: null, sentryDsn: null, faultRoutesEnabled: false });
    expect(config.issueTrackerUrl).toMatch(/^https:\/\//);
    expect(log).not.toHaveBeenCalled();
  });

  it("keeps valid values and reduces PUBLIC_ORIGIN to an origin", () => {
    const config = readConfig(
      {
        ASSETS: assets,
        ENVIRONMENT: "dev",
        PUBLIC_ORIGIN: "https://parkplay.example/some/path",
        SENTRY_DSN: "http://public@127.0.0.1:9/1",
        E2E_FAULTS: "1",
      },
      vi.fn(),
    );
    expect(config).toMatchObject({
      environment: "dev",
      publicOrigin: "https://parkplay.example",
      sentryDsn: "http://public@127.0.0.1:9/1",
      faultRoutesEnabled: true,
    });
  });

  it("falls back and logs the names, not the values, of bad vars", () => {
    const log = vi.fn();
    const config = readConfig(
      { ASSETS: assets, ENVIRONMENT: "staging", PUBLIC_ORIGIN: "not a url", CREATOR_URL: "javascript:alert(1)" },
      log,
    );
    expect(config.environment).toBe("prod");
    expect(config.publicOrigin).toBeNull();
    expect(config.creatorUrl).toMatch(/^https:\/\//);
    expect(log).toHaveBeenCalledWith({ event: "config_invalid", vars: ["ENVIRONMENT", "PUBLIC_ORIGIN", "CREATOR_URL"] });
  });

  it("accepts only DSNs the Sentry SDK can use: a public key and a numeric project id", () => {
    for (const dsn of ["https://example.com/", "https://example.com/1", "https://key@example.com/project"]) {
      const log = vi.fn();
      expect(readConfig({ ASSETS: assets, SENTRY_DSN: dsn }, log).sentryDsn).toBeNull();
      expect(log).toHaveBeenCalledWith({ event: "config_invalid", vars: ["SENTRY_DSN"] });
    }
    expect(readConfig({ ASSETS: assets, SENTRY_DSN: " https://key@o1.ingest.sentry.io/42 " }, vi.fn()).sentryDsn).toBe(
      "https://key@o1.ingest.sentry.io/42",
    );
  });

  it("exposes only the public subset", () => {
    const publicEnv = toPublicEnv(readConfig({ ASSETS: assets, E2E_FAULTS: "1" }, vi.fn()));
    expect(Object.keys(publicEnv).sort()).toEqual(["environment", "publicOrigin", "sentryDsn"]);
  });
});
