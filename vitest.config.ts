import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // "browser" for the modules Vite resolves itself (app code and the inlined @sentry/remix), so tests get the SDK the app ships.
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) }, conditions: ["browser"] },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["tests/setup-test-env.ts"],
    restoreMocks: true,
    // Inlined, or Node would resolve @sentry/remix to its server build.
    server: { deps: { inline: ["@sentry/remix"] } },
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: "reports/unit-results.json" },
  },
});
