import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["tests/setup-test-env.ts"],
    restoreMocks: true,
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: "reports/unit-results.json" },
  },
});
