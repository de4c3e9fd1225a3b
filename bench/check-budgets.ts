// `npm run check:budgets`: the byte budgets alone, against the production build in wrangler dev; exits 1 on any breach.
// CI runs the same checks as e2e/budgets.spec.ts; this is the quick way to see the numbers locally.
import {
  budgetedRoutes,
  budgetViolations,
  displayVariants,
  firstFlightRoute,
  localeVariants,
  measureRouteBytes,
} from "../test-support/byte-budgets.ts";
import { findFreePort } from "../test-support/ports.ts";
import { stopAllProcesses, stopOnInterrupt } from "./processes.ts";
import { renderBytesTable } from "./report.ts";
import { readBenchSettings } from "./settings.ts";
import { everyCardFullscreenCookieHeader, maximalSetupCookies } from "./setup-fixture.ts";
import { startWorker } from "./worker-server.ts";

async function main(): Promise<number> {
  stopOnInterrupt(stopAllProcesses);
  const { workerPort } = readBenchSettings(process.env);
  const worker = await startWorker(workerPort ?? (await findFreePort()));
  try {
    const routes = [
      ...(await Promise.all(budgetedRoutes.map((path) => measureRouteBytes(worker.origin, path)))),
      await measureRouteBytes(worker.origin, firstFlightRoute, await maximalSetupCookies()),
      await measureRouteBytes(worker.origin, firstFlightRoute, await everyCardFullscreenCookieHeader()),
      ...(await Promise.all(localeVariants.map((variant) => measureRouteBytes(worker.origin, firstFlightRoute, variant)))),
      ...(await Promise.all(displayVariants.map((variant) => measureRouteBytes(worker.origin, firstFlightRoute, variant)))),
    ];
    console.log(renderBytesTable(routes).join("\n"));
    for (const route of routes.filter((measured) => measured.setup === null)) {
      console.log(`\n${route.path} first-load JS:`);
      for (const file of route.firstLoadJs) console.log(`  ${String(file.gzipBytes).padStart(7)} B  ${new URL(file.url).pathname}`);
    }
    const violations = budgetViolations(routes);
    console.log(
      violations.length === 0 ? "\nAll byte budgets hold." : `\n${violations.map((violation) => `FAIL ${violation}`).join("\n")}`,
    );
    return violations.length === 0 ? 0 : 1;
  } finally {
    await stopAllProcesses();
  }
}

process.exitCode = await main();
