// What git says about a checkout, for the build info (generate-build-info.mjs) and the bench's result labels (bench/).
import { execFileSync } from "node:child_process";

function git(cwd, args) {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
}

/** The short hash of the commit checked out in `cwd`, or "unknown" where there is no git or no checkout. */
export function gitShortHash(cwd) {
  try {
    return git(cwd, ["rev-parse", "--short", "HEAD"]);
  } catch {
    return "unknown";
  }
}

/** Whether tracked files in `cwd` differ from that commit; untracked files do not count, and no checkout means no changes. */
export function hasUncommittedChanges(cwd) {
  try {
    return git(cwd, ["status", "--porcelain", "--untracked-files=no"]) !== "";
  } catch {
    return false;
  }
}
