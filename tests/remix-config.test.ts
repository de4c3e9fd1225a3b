import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// Remix's own route discovery, fed the ignore list of remix.config.js as a fresh build process would load it.
const listRouteIds = `
const { default: config } = await import("./remix.config.js");
const { UNSAFE_flatRoutes } = await import("@remix-run/dev");
console.log(JSON.stringify(Object.keys(UNSAFE_flatRoutes("app", config.ignoredRouteFiles))));
`;

function routeIdsWhenBuiltWith(e2eFaults: string | null): string[] {
  const env = { ...process.env };
  delete env.E2E_FAULTS;
  if (e2eFaults !== null) env.E2E_FAULTS = e2eFaults;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", listRouteIds], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return JSON.parse(output.trim().split("\n").at(-1) ?? "[]");
}

// Each case starts a Node process that loads @remix-run/dev, which takes seconds on a busy machine.
describe("remix.config.js route files", { timeout: 30_000 }, () => {
  it("leaves the fault-injection route out of a normal build", () => {
    const routeIds = routeIdsWhenBuiltWith(null);
    expect(routeIds).toContain("routes/_index");
    expect(routeIds).not.toContain("routes/e2e-fault");
  });

  it("compiles it in when the build runs with E2E_FAULTS set", () => {
    expect(routeIdsWhenBuiltWith("1")).toContain("routes/e2e-fault");
  });
});
