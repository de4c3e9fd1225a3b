// The setup fixtures (test-support/setups.ts) build on the app's setup code: TypeScript with path aliases and enums,
// which Node cannot run as it is. They are bundled in memory with esbuild, as scripts/generate-logos.mjs does the catalogue.
import { join } from "node:path";
import { build } from "esbuild";
import type * as SetupFixtures from "../test-support/setups.ts";
import type { SetupFixture } from "../test-support/setups.ts";
import { everyCardFullscreenName, fiveRecentCardsName, maximalSetupName, type SetupCookieHeader } from "../test-support/byte-budgets.ts";
import { projectRoot } from "./project-paths.ts";

let bundled: Promise<typeof SetupFixtures> | null = null;

async function bundleSetupFixtures(): Promise<typeof SetupFixtures> {
  const result = await build({
    entryPoints: [join(projectRoot, "test-support", "setups.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error("esbuild produced no bundle of the setup fixtures");
  const fixtures: typeof SetupFixtures = await import(`data:text/javascript;base64,${Buffer.from(output.text).toString("base64")}`);
  return fixtures;
}

/** The fixtures module, bundled once per run. */
export function loadSetupFixtures(): Promise<typeof SetupFixtures> {
  bundled ??= bundleSetupFixtures();
  return bundled;
}

/** Issue 13's largest setup (test-support/setups.ts): 20 own services, every row and card moved, 30 sources hidden. */
export async function maximalSetupFixture(): Promise<SetupFixture> {
  const { maximalSetup, setupFixture } = await loadSetupFixtures();
  return setupFixture(maximalSetup);
}

/** The maximal setup's cookies as one request header, for measuring the page the worker renders from them. */
export async function maximalSetupCookies(): Promise<SetupCookieHeader> {
  const [{ cookies }, { cookieHeader }] = await Promise.all([maximalSetupFixture(), loadSetupFixtures()]);
  return { name: maximalSetupName, cookie: cookieHeader(cookies) };
}

/** Issue 22's heaviest dashboard of the default region (en, US): every card Full screen and five recent cards. */
export async function everyCardFullscreenCookieHeader(): Promise<SetupCookieHeader> {
  const { everyCardFullscreenCookies, cookieHeader } = await loadSetupFixtures();
  return { name: everyCardFullscreenName, cookie: cookieHeader(everyCardFullscreenCookies("us")) };
}

/** The same dashboard with every card Automatic: what the longer hrefs are measured against. */
export async function fiveRecentCardsCookieHeader(): Promise<SetupCookieHeader> {
  const { fiveRecentCardsCookies, cookieHeader } = await loadSetupFixtures();
  return { name: fiveRecentCardsName, cookie: cookieHeader(fiveRecentCardsCookies("us")) };
}
