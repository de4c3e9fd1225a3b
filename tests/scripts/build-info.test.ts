import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, cpSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const projectRoot = process.cwd();
const nodeBinary = process.execPath;

function generateInto<Prepared>(env: Record<string, string>, prepare: (workDir: string) => Prepared) {
  const workDir = mkdtempSync(join(tmpdir(), "parkplay-build-info-"));
  const prepared = prepare(workDir);
  mkdirSync(join(workDir, "scripts"));
  for (const script of ["generate-build-info.mjs", "git-commit.mjs"])
    cpSync(join(projectRoot, "scripts", script), join(workDir, "scripts", script));
  cpSync(join(projectRoot, "package.json"), join(workDir, "package.json"));
  execFileSync(nodeBinary, ["scripts/generate-build-info.mjs"], { cwd: workDir, env: { ...process.env, ...env } });
  return { prepared, generated: readFileSync(join(workDir, "app/generated/build-info.ts"), "utf8") };
}

describe("generate-build-info", () => {
  it("uses GIT_COMMIT when set, package.json's version, and null for the rest", () => {
    const { generated } = generateInto({ GIT_COMMIT: "abc1234" }, () => null);
    expect(generated).toContain('"hash": "abc1234"');
    expect(generated).toContain('"version": "0.0.0"');
    expect(generated).toMatch(/"date": "\d{4}-\d{2}-\d{2}T[\d:.]+Z"/);
    expect(generated).toContain('"branch": null');
    expect(generated).toContain('"tag": null');
  });

  it("falls back to the git short hash of the checkout", () => {
    const source = generateInto({ GIT_COMMIT: "" }, (workDir) => {
      const git = (...args: string[]) => execFileSync("git", args, { cwd: workDir, encoding: "utf8" }).trim();
      git("init", "-q");
      git("-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "-q", "--allow-empty", "-m", "build info fixture");
      return git("rev-parse", "--short", "HEAD");
    });
    expect(source.generated).toContain(`"hash": "${source.prepared}"`);
  });
});
