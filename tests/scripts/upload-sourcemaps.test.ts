import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const projectRoot = process.cwd();

/** Runs the deploy step in a scratch checkout holding a built bundle with source maps, but no node_modules. */
function runUploadStep(env: Record<string, string | undefined>) {
  const workDir = mkdtempSync(join(tmpdir(), "parkplay-sourcemaps-"));
  mkdirSync(join(workDir, "scripts"));
  mkdirSync(join(workDir, "app/generated"), { recursive: true });
  mkdirSync(join(workDir, "public/build/_shared"), { recursive: true });
  cpSync(join(projectRoot, "scripts/upload-sourcemaps.mjs"), join(workDir, "scripts/upload-sourcemaps.mjs"));
  writeFileSync(join(workDir, "app/generated/build-info.ts"), 'export const buildInfo = { "hash": "abc1234" };\n');
  for (const file of ["entry.client-X.js", "entry.client-X.js.map", "_shared/chunk-Y.js", "_shared/chunk-Y.js.map"]) {
    writeFileSync(join(workDir, "public/build", file), "// built\n");
  }
  const output = execFileSync(process.execPath, ["scripts/upload-sourcemaps.mjs"], {
    cwd: workDir,
    env: { ...process.env, SENTRY_AUTH_TOKEN: undefined, ...env },
    encoding: "utf8",
  });
  const exists = (file: string) => existsSync(join(workDir, "public/build", file));
  return { output, exists };
}

describe("upload-sourcemaps", () => {
  it("skips the upload without SENTRY_AUTH_TOKEN, and still removes every source map", () => {
    const { output, exists } = runUploadStep({});
    expect(output).toContain("skipped: SENTRY_AUTH_TOKEN is not set");
    expect(exists("entry.client-X.js.map") || exists("_shared/chunk-Y.js.map")).toBe(false);
    expect(exists("entry.client-X.js") && exists("_shared/chunk-Y.js")).toBe(true);
  });

  it("skips the upload when sentry-cli cannot run, and still removes every source map", () => {
    const { output, exists } = runUploadStep({ SENTRY_AUTH_TOKEN: "sntrys_test" });
    expect(output).toContain("skipped: sentry-cli is not available");
    expect(exists("_shared/chunk-Y.js.map")).toBe(false);
  });
});
