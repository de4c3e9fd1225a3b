import { describe, expect, it } from "vitest";
import {
  createPairingCode,
  formatPairingCode,
  pairingCodeAlphabet,
  pairingCodeLength,
  pairingPath,
  readPairingCode,
  socketPathCode,
} from "~/lib/pairing/code";

describe("the pairing code alphabet", () => {
  it("has no look-alike characters and no repeats", () => {
    for (const lookAlike of ["0", "O", "1", "I", "L"]) expect(pairingCodeAlphabet).not.toContain(lookAlike);
    expect(new Set(pairingCodeAlphabet).size).toBe(pairingCodeAlphabet.length);
    expect(pairingCodeAlphabet).toMatch(/^[2-9A-Z]+$/);
  });

  it("gives codes of at least 6 characters and 30 bits", () => {
    expect(pairingCodeLength).toBeGreaterThanOrEqual(6);
    expect(pairingCodeLength * Math.log2(pairingCodeAlphabet.length)).toBeGreaterThanOrEqual(30);
  });
});

describe("createPairingCode", () => {
  it("draws every symbol from the alphabet, evenly", () => {
    const counts = new Map<string, number>();
    const draws = 4000;
    for (let draw = 0; draw < draws; draw++) {
      const code = createPairingCode();
      expect(readPairingCode(code)).toBe(code);
      for (const symbol of code) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect(counts.size).toBe(pairingCodeAlphabet.length);
    const expected = (draws * pairingCodeLength) / pairingCodeAlphabet.length;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.2);
  });

  it("draws again for bytes that would bias the modulo, instead of folding them onto the first symbols", () => {
    const queue = [255, 254, 248, 0, 31, 62, 1, 2, 3, 4, 5];
    const code = createPairingCode((bytes) => bytes.map(() => queue.shift() ?? 7));
    // 255, 254 and 248 are skipped; 0, 31 and 62 all give the first symbol.
    expect(code).toBe(`${pairingCodeAlphabet[0]?.repeat(3)}${pairingCodeAlphabet.slice(1, 6)}`);
  });
});

describe("readPairingCode", () => {
  it("ignores case, spaces and hyphens", () => {
    expect(readPairingCode("k7qm-2xpa")).toBe("K7QM2XPA");
    expect(readPairingCode(" K7QM 2XPA ")).toBe("K7QM2XPA");
  });

  it.each([
    ["too short", "K7QM2XP"],
    ["too long", "K7QM2XPAA"],
    ["a look-alike", "K7QM2XP0"],
    ["an I", "K7QM2XPI"],
    ["punctuation", "K7QM.2XPA"],
    ["a path", "../../etc"],
    ["a huge input", "K".repeat(10_000)],
    ["nothing", ""],
  ])("refuses %s", (_label, input) => {
    expect(readPairingCode(input)).toBeNull();
  });
});

describe("addresses", () => {
  it("writes the code in two groups of four in the phone's address", () => {
    expect(formatPairingCode("K7QM2XPA")).toBe("K7QM-2XPA");
    expect(pairingPath("K7QM2XPA")).toBe("/p/K7QM-2XPA");
  });

  it("finds the code in a car socket path only", () => {
    expect(socketPathCode("/p/K7QM2XPA/socket")).toBe("K7QM2XPA");
    expect(socketPathCode("/p/K7QM2XPA")).toBeNull();
    expect(socketPathCode("/p/K7QM2XPA/socket/x")).toBeNull();
    expect(socketPathCode(`/p/${"A".repeat(100)}/socket`)).toBeNull();
  });
});
