// Where the project lives, and how to run the CLIs of its installed packages.
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** Runs a package's CLI on the Node that runs the bench (the project's pinned Node 24), not whatever `node` is on PATH. */
export function packageCli(binName: string): [string, string] {
  return [process.execPath, join(projectRoot, "node_modules", ".bin", binName)];
}
