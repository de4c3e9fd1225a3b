import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitShortHash, hasUncommittedChanges } from "../../scripts/git-commit.mjs";

/** A fresh repository with one committed file, outside any other checkout. */
function checkoutWithOneCommit() {
  const workDir = mkdtempSync(join(tmpdir(), "parkplay-git-commit-"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: workDir, encoding: "utf8" }).trim();
  git("init", "-q");
  writeFileSync(join(workDir, "tracked.txt"), "first\n");
  git("add", "tracked.txt");
  git("-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "-q", "-m", "git-commit fixture");
  return { workDir, shortHash: git("rev-parse", "--short", "HEAD") };
}

describe("gitShortHash", () => {
  it("is the short hash of the checked-out commit", () => {
    const { workDir, shortHash } = checkoutWithOneCommit();
    expect(gitShortHash(workDir)).toBe(shortHash);
  });

  it('is "unknown" outside a checkout', () => {
    expect(gitShortHash(mkdtempSync(join(tmpdir(), "parkplay-no-checkout-")))).toBe("unknown");
  });
});

describe("hasUncommittedChanges", () => {
  it("is false for a clean checkout, even with an untracked file", () => {
    const { workDir } = checkoutWithOneCommit();
    writeFileSync(join(workDir, "untracked.txt"), "new\n");
    expect(hasUncommittedChanges(workDir)).toBe(false);
  });

  it("is true once a tracked file changes", () => {
    const { workDir } = checkoutWithOneCommit();
    writeFileSync(join(workDir, "tracked.txt"), "second\n");
    expect(hasUncommittedChanges(workDir)).toBe(true);
  });

  it("is false outside a checkout", () => {
    expect(hasUncommittedChanges(mkdtempSync(join(tmpdir(), "parkplay-no-checkout-")))).toBe(false);
  });
});
