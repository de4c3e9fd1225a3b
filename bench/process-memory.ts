import { readdirSync, readFileSync } from "node:fs";

export interface ProcessStatus {
  pid: number;
  ppid: number;
  name: string;
  /** Resident set size (VmRSS); null for processes without memory of their own, such as zombies. */
  rssKiB: number | null;
}

export interface ProcessMemory {
  pid: number;
  rssKiB: number;
}

/** Parses the fields we need from a /proc/<pid>/status text. */
export function parseProcStatus(pid: number, statusText: string): ProcessStatus | null {
  const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, "m").exec(statusText)?.[1]?.trim();
  const name = field("Name");
  const ppid = Number(field("PPid"));
  if (!name || !Number.isInteger(ppid)) return null;
  const rss = /^(\d+)\s*kB$/.exec(field("VmRSS") ?? "")?.[1];
  return { pid, ppid, name, rssKiB: rss === undefined ? null : Number(rss) };
}

/** Every process below `rootPid`, found by walking parent links (not by matching command lines). */
export function descendantsOf(rootPid: number, processes: readonly ProcessStatus[]): ProcessStatus[] {
  const childrenByParent = new Map<number, ProcessStatus[]>();
  for (const status of processes) childrenByParent.set(status.ppid, [...(childrenByParent.get(status.ppid) ?? []), status]);
  const found: ProcessStatus[] = [];
  const queue = [rootPid];
  for (let parent = queue.shift(); parent !== undefined; parent = queue.shift()) {
    for (const child of childrenByParent.get(parent) ?? []) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

export function readProcessTable(): ProcessStatus[] {
  const table: ProcessStatus[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = parseProcStatus(Number(entry), readFileSync(`/proc/${entry}/status`, "utf8"));
      if (status) table.push(status);
    } catch {
      // The process exited between listing /proc and reading it.
    }
  }
  return table;
}

/** Resident memory of the workerd processes started under `rootPid` (wrangler runs one or more). */
export function workerdMemory(rootPid: number): ProcessMemory[] {
  return descendantsOf(rootPid, readProcessTable()).flatMap(({ pid, name, rssKiB }) =>
    name === "workerd" && rssKiB !== null ? [{ pid, rssKiB }] : [],
  );
}

/** True while the process exists and is not a zombie. */
export function isRunning(pid: number): boolean {
  try {
    return !/^State:\s*Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}
