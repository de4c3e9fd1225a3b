// BENCH_BASELINE (issue 41): another commit, built in a temporary git worktree that reuses this checkout's node_modules,
// served by its own wrangler dev and HTTP/2 proxy, so its page loads run in the same rounds as this checkout's.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProcess } from "./processes.ts";
import { projectRoot } from "./project-paths.ts";

export interface BaselineCheckout {
  /** The ref as given, and its short hash. */
  ref: string;
  commit: string;
  directory: string;
}

interface LockedPackage {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface Lockfile {
  packages?: Record<string, LockedPackage>;
}

const dependsOn = (entry: LockedPackage, name: string) =>
  [entry.dependencies, entry.devDependencies, entry.optionalDependencies, entry.peerDependencies].some(
    (list) => list !== undefined && name in list,
  );

function git(args: readonly string[], cwd = projectRoot): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 << 20 }).trim();
}

/**
 * The packages the baseline's lockfile installs that this checkout's node_modules lacks or holds at another version.
 * Packages only this checkout has do not matter: the baseline's code never imports them. Nor does a package that moved
 * from the top of node_modules to below the package needing it (npm hoists another version since): one the baseline's own
 * package.json does not name, held here at the baseline's version below another package.
 */
export function lockfileMismatches(baseline: Lockfile, current: Lockfile): string[] {
  const ours = current.packages ?? {};
  const theirs = baseline.packages ?? {};
  const movedBelowItsDependent = (path: string, version: string | undefined) => {
    const name = path.slice("node_modules/".length);
    if (name.includes("/node_modules/") || dependsOn(theirs[""] ?? {}, name)) return false;
    return Object.entries(ours).some(([other, entry]) => other.endsWith(`/node_modules/${name}`) && entry.version === version);
  };
  return Object.entries(theirs).flatMap(([path, entry]) => {
    if (path === "" || entry.link === true) return [];
    const version = ours[path]?.version;
    if (version === entry.version || movedBelowItsDependent(path, entry.version)) return [];
    return [`${path}: ${entry.version ?? "?"} there, ${version ?? "missing"} here`];
  });
}

/**
 * Checks out `ref` in a temporary worktree with this checkout's node_modules, and builds it; throws with a clear reason.
 * `onCreated` hears of the worktree as soon as it exists, so an interruption during the build can still remove it.
 */
export async function prepareBaseline(ref: string, onCreated: (checkout: BaselineCheckout) => void): Promise<BaselineCheckout> {
  let commit: string;
  try {
    commit = git(["rev-parse", "--short", `${ref}^{commit}`]);
  } catch {
    throw new Error(`BENCH_BASELINE: "${ref}" is not a commit of this repository`);
  }
  const baselineLock = JSON.parse(git(["show", `${commit}:package-lock.json`])) as Lockfile;
  const currentLock = JSON.parse(readFileSync(join(projectRoot, "package-lock.json"), "utf8")) as Lockfile;
  const mismatches = lockfileMismatches(baselineLock, currentLock);
  if (mismatches.length > 0) {
    const lastLockChange = git(["log", "-1", "--format=%h", "--", "package-lock.json"]);
    throw new Error(
      `BENCH_BASELINE ${ref} (${commit}) installs ${mismatches.length} package${mismatches.length === 1 ? "" : "s"} this checkout's ` +
        `node_modules does not hold at the same version (${mismatches.slice(0, 5).join("; ")}${mismatches.length > 5 ? "; …" : ""}), ` +
        `so its build could not reuse them. The lockfile last changed in ${lastLockChange}: any commit since then works.`,
    );
  }
  const directory = mkdtempSync(join(tmpdir(), "parkplay-baseline-"));
  git(["worktree", "add", "--detach", directory, commit]);
  const checkout = { ref, commit, directory };
  onCreated(checkout);
  try {
    symlinkSync(join(projectRoot, "node_modules"), join(directory, "node_modules"), "dir");
    console.log(`baseline ${ref} (${commit}): building in ${directory}`);
    const npm = process.env.npm_execpath;
    const build = npm
      ? startProcess("baseline build", process.execPath, [npm, "run", "build"], { cwd: directory })
      : startProcess("baseline build", "npm", ["run", "build"], { cwd: directory });
    const code = await build.exited;
    if (code !== 0) throw new Error(`the baseline's build failed (exit ${code})\n${build.recentOutput()}`);
    return checkout;
  } catch (error) {
    removeBaseline(checkout);
    throw error;
  }
}

/** Removes the worktree and its directory; safe to call twice. */
export function removeBaseline(checkout: BaselineCheckout): void {
  try {
    git(["worktree", "remove", "--force", checkout.directory]);
  } catch {
    // Already removed, or never registered: the directory goes below and prune forgets the entry.
  }
  rmSync(checkout.directory, { recursive: true, force: true });
  try {
    git(["worktree", "prune"]);
  } catch {
    // Nothing to prune.
  }
}
