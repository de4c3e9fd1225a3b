// The import rules of README "Import rules", checked by `npm run lint`; paths are relative to where it runs (the project, or a test fixture).

// Modules that reach the browser bundle; route modules and root may import server code because Remix strips their loaders and actions from it.
const browserModule = {
  path: "^app/",
  pathNot: ["\\.server\\.tsx?$", "^app/routes/[^/]+\\.tsx?$", "^app/routes/[^/]+/route\\.tsx?$", "^app/root\\.tsx$"],
};

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-cycle",
      comment:
        "A cycle, even through a type-only import, means two modules are one feature split in two or a shared type lives on the wrong side.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      comment:
        "Folders of app/ that import each other, directly or round a loop, are one concept split in two: what both need moves down to a folder both import.",
      severity: "error",
      scope: "folder",
      from: { path: "^app/" },
      to: { circular: true },
    },
    {
      name: "no-server-module-in-browser",
      comment:
        "Browser code must not import a *.server module, not even for a type: a type both sides need lives in the feature's shared module.",
      severity: "error",
      from: browserModule,
      to: { path: "\\.server\\.tsx?$" },
    },
    {
      name: "no-upward-from-data",
      comment: "app/data is the bottom layer: it imports nothing from app outside app/data.",
      severity: "error",
      from: { path: "^app/data/" },
      to: { path: "^app/", pathNot: "^app/data/" },
    },
    {
      name: "no-upward-from-lib",
      comment: "app/lib serves components and routes, so it must not import them or root.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: ["^app/components/", "^app/routes/", "^app/root\\.tsx$"] },
    },
    {
      name: "no-upward-from-components",
      comment: "Components serve routes, so they must not import a route or root.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: ["^app/routes/", "^app/root\\.tsx$"] },
    },
    {
      name: "worker-entry-uses-only-the-worker-layer",
      comment: "server.ts reaches the app only through app/lib/worker and the Remix build (@remix-run/dev/server-build, outside app/).",
      severity: "error",
      from: { path: "^server\\.ts$" },
      to: { path: "^app/", pathNot: "^app/lib/worker/" },
    },
    {
      name: "edge-is-the-bottom-layer",
      comment:
        "app/lib/edge holds what every feature of the worker may use (the log, rejections, rate limits, the config): it imports no feature, only the messages its refusals are written in.",
      severity: "error",
      from: { path: "^app/lib/edge/" },
      to: { path: "^app/", pathNot: ["^app/lib/edge/", "^app/lib/i18n/", "^app/generated/i18n/", "^app/data/"] },
    },
    {
      name: "worker-layer-is-the-top",
      comment:
        "app/lib/worker assembles the worker and the load context from the features; only the worker entry and entry.server import it (features take the context as Remix's AppLoadContext, env.d.ts).",
      severity: "error",
      from: { path: "^app/", pathNot: ["^app/lib/worker/", "^app/entry\\.server\\.tsx$"] },
      to: { path: "^app/lib/worker/" },
    },
    {
      name: "no-tooling-in-app",
      comment: "The app and the worker ship: they import nothing of the tests, the bench, the e2e suite or the scripts.",
      severity: "error",
      from: { path: ["^app/", "^server\\.ts$"] },
      to: { path: ["^tests/", "^e2e/", "^bench/", "^scripts/", "^test-support/"] },
    },
    {
      name: "bench-and-e2e-share-only-test-support",
      comment:
        "The bench and the e2e suite never import each other: what both need (how Chromium is launched, the card pixel check, the setups, the byte budgets) lives in test-support/.",
      severity: "error",
      from: { path: "^(bench|e2e)/" },
      to: { path: "^(bench|e2e)/", pathNot: "^$1/" },
    },
    {
      name: "no-upward-from-test-support",
      comment: "test-support/ serves the bench, the e2e suite and the unit tests, so it imports none of them.",
      severity: "error",
      from: { path: "^test-support/" },
      to: { path: ["^bench/", "^e2e/", "^tests/"] },
    },
  ],
  options: {
    // Third-party code is a leaf in the graph; build output is never source, even if something imports it.
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^build/", "^public/build/"] },
    // Resolves the ~/* alias to app/*.
    tsConfig: { fileName: "tsconfig.json" },
    // Counts `import type`, which TypeScript erases before the default (post-compilation) analysis would see it.
    tsPreCompilationDeps: true,
  },
};
