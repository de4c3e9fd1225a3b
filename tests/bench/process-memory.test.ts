import { describe, expect, it } from "vitest";
import { descendantsOf, isRunning, parseProcStatus, readProcessTable, type ProcessStatus } from "../../bench/process-memory";

const statusText = (name: string, ppid: number, rss: string | null) =>
  [
    `Name:\t${name}`,
    "Umask:\t0022",
    "State:\tS (sleeping)",
    `PPid:\t${ppid}`,
    ...(rss === null ? [] : [`VmRSS:\t ${rss}`]),
    "Threads:\t9",
  ].join("\n");

describe("parseProcStatus", () => {
  it("reads the name, parent and resident memory", () => {
    expect(parseProcStatus(42, statusText("workerd", 7, "109260 kB"))).toEqual({ pid: 42, ppid: 7, name: "workerd", rssKiB: 109260 });
  });

  it("gives no memory for a process without VmRSS, such as a zombie", () => {
    expect(parseProcStatus(42, statusText("workerd", 7, null))?.rssKiB).toBeNull();
  });

  it("returns null for text that is not a status file", () => {
    expect(parseProcStatus(42, "")).toBeNull();
    expect(parseProcStatus(42, "Name:\tx\nPPid:\tnope")).toBeNull();
  });
});

describe("descendantsOf", () => {
  const table: ProcessStatus[] = [
    { pid: 10, ppid: 1, name: "node", rssKiB: 50 },
    { pid: 11, ppid: 10, name: "node", rssKiB: 400 },
    { pid: 12, ppid: 11, name: "workerd", rssKiB: 100 },
    { pid: 13, ppid: 11, name: "workerd", rssKiB: 180 },
    { pid: 14, ppid: 13, name: "llvm-symbolizer", rssKiB: 5 },
    { pid: 20, ppid: 1, name: "workerd", rssKiB: 999 },
  ];

  it("finds children and grandchildren, not the root or unrelated processes", () => {
    expect(descendantsOf(10, table).map(({ pid }) => pid)).toEqual([11, 12, 13, 14]);
    expect(descendantsOf(13, table).map(({ pid }) => pid)).toEqual([14]);
    expect(descendantsOf(99, table)).toEqual([]);
  });
});

describe("the live process table", () => {
  it("contains this process under its parent", () => {
    const self = readProcessTable().find(({ pid }) => pid === process.pid);
    expect(self?.ppid).toBe(process.ppid);
    expect(self?.rssKiB).toBeGreaterThan(0);
    expect(isRunning(process.pid)).toBe(true);
    expect(isRunning(2 ** 22 + 1)).toBe(false);
  });
});
