import { describe, expect, it } from "vitest";
import { constantTimeEqual } from "~/lib/pairing/relay.server";

describe("constantTimeEqual", () => {
  it("is true for equal strings only", () => {
    expect(constantTimeEqual("K7QM2XPA", "K7QM2XPA")).toBe(true);
    expect(constantTimeEqual("K7QM2XPA", "K7QM2XPB")).toBe(false);
    expect(constantTimeEqual("K7QM2XPA", "K7QM2XP")).toBe(false);
    expect(constantTimeEqual("", "K")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
    expect(constantTimeEqual("é", "e\u0301")).toBe(false);
  });
});
