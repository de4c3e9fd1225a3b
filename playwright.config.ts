import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, e2eChromiumPath } from "./test-support/chromium";
import { sentryWebServers } from "./e2e/support/sentry-ingest";
import { wranglerLogPath } from "./test-support/edge-log";
import { findFreePort } from "./test-support/ports";

const port = Number(process.env.E2E_PORT ?? 8788);
// The inspector's port too: wranglers starting side by side (this one and the Sentry worker) otherwise race for the same one.
const inspectorPort = await findFreePort();

export default defineConfig({
  testDir: "e2e",
  // Per port, so runs on other ports (another worktree's) keep their own; the servers' logs and state stay beside it.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two workers, two wrangler processes and Chromium share CI's two cores: a save's round trip can take seconds there.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/e2e-results.json" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "on-first-retry",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 720 },
    launchOptions: { executablePath: e2eChromiumPath(), args: chromiumFlags },
  },
  webServer: [
    {
      // `--log-level log` keeps the worker's console lines; tee copies them to a file the log specs read (e2e/support/edge-log.ts).
      // That file is where to look when the server fails: its thousands of lines are kept out of the test report.
      // Each worker keeps its Durable Objects' state in its own directory: two workerd processes on one SQLite file lock each other out.
      command: `rm -rf test-results/state-${port} && mkdir -p test-results && node_modules/.bin/wrangler dev --ip 127.0.0.1 --port ${port} --inspector-port ${inspectorPort} --persist-to test-results/state-${port} --show-interactive-dev-session=false --log-level log 2>&1 | tee "${wranglerLogPath(port)}"`,
      url: `http://127.0.0.1:${port}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...(await sentryWebServers()),
  ],
});
