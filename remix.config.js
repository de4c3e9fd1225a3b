/** @type {import('@remix-run/dev').AppConfig} */
// Lazy route discovery is off: with four routes the whole manifest is smaller than one extra /__manifest round trip on a weak link.
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
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
