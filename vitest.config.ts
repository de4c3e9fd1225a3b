import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two of the three test layers (docs/testing.md); the third, the browser, is Playwright's (playwright.config.ts).
export default defineConfig({
  // "browser" for the modules Vite resolves itself (app code and the inlined @sentry/remix), so tests get the SDK the app ships.
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) }, conditions: ["browser"] },
  test: {
    restoreMocks: true,
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: ["tests/worker/**"],
          environment: "happy-dom",
          setupFiles: ["tests/setup-test-env.ts"],
          // Inlined, or Node would resolve @sentry/remix to its server build.
          server: { deps: { inline: ["@sentry/remix"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          environment: "node",
          // The built worker in workerd, started once for the run: `npm run build:e2e` must have built it.
          globalSetup: ["tests/worker/support/global-setup.ts"],
          setupFiles: ["tests/setup-test-env.ts"],
          // Requests to workerd, and a file's first HTML answer fetches every file the page names: a Playwright test's 30 s, not 5 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
