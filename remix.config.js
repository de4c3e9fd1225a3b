// Test-only routes (app/routes/e2e-*) are compiled in only for the e2e build, never into a deployable one.
const testOnlyRouteFiles = process.env.E2E_FAULTS ? [] : ["**/e2e-*"];

/** @type {import('@remix-run/dev').AppConfig} */
// Lazy route discovery is off: with four routes the whole manifest is smaller than one extra /__manifest round trip on a weak link.
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*", ...testOnlyRouteFiles],
  server: "./server.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverMainFields: ["browser", "module", "main"],
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
  },
};
