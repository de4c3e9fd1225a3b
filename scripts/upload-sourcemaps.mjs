// Deploy step: uploads the browser bundle's source maps to Sentry for this build's release, then makes sure no map is deployed.
// Without SENTRY_AUTH_TOKEN, or where sentry-cli cannot run, it skips the upload with a message; the deploy goes on either way.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const buildPath = process.argv[2] ?? "public/build";
const binaries = join(process.cwd(), "node_modules/.bin");

function buildRelease() {
  const source = readFileSync("app/generated/build-info.ts", "utf8");
  const hash = /"hash": "([^"]+)"/.exec(source)?.[1];
  if (!hash) throw new Error("app/generated/build-info.ts has no hash; run the build first");
  return hash;
}

function sentryCliRuns() {
  try {
    execFileSync(join(binaries, "sentry-cli"), ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

function deleteSourceMaps() {
  if (!existsSync(buildPath)) return;
  const maps = readdirSync(buildPath, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".map"));
  for (const map of maps) rmSync(join(buildPath, map));
  if (maps.length > 0) console.log(`[sourcemaps] removed ${maps.length} source map(s) from ${buildPath}, so none is deployed`);
}

try {
  if (!process.env.SENTRY_AUTH_TOKEN) {
    console.log("[sourcemaps] skipped: SENTRY_AUTH_TOKEN is not set");
  } else if (!sentryCliRuns()) {
    console.log("[sourcemaps] skipped: sentry-cli is not available (node_modules/.bin/sentry-cli does not run)");
  } else {
    const release = buildRelease();
    try {
      // @sentry/remix's own uploader; debug-id injection is off because it would add bytes to every first-load file.
      execFileSync(
        join(binaries, "sentry-upload-sourcemaps"),
        ["--upload-sourcemaps", "--release", release, "--buildPath", buildPath, "--urlPrefix", "~/build/", "--disableDebugIds"],
        { stdio: "inherit" },
      );
      console.log(`[sourcemaps] uploaded for release ${release}`);
    } catch {
      // A Sentry outage must not block shipping a fix; errors still arrive, only with minified stacks.
      console.warn(`[sourcemaps] upload for release ${release} failed; deploying without them`);
    }
  }
} finally {
  deleteSourceMaps();
}
