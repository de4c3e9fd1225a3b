import { describe, expect, it } from "vitest";
import {
  carriedSetupIsNewer,
  carriedSetupLifetimeMs,
  isCarriedSetupRecord,
  readCarrierInAddress,
  takeCarriedSetup,
  type CarriedSetupRecord,
} from "~/lib/fullscreen/carried-setup";

const carrierId = "89abcdef01234567".repeat(4);
const setup = { cookieHeader: "pp_theme=light; pp_lang=de", changedAt: Date.UTC(2026, 11, 7, 20) };
const madeAt = Date.UTC(2026, 11, 7, 22);
const waiting: CarriedSetupRecord = { kind: "waiting", setup, expiresAt: madeAt + carriedSetupLifetimeMs };

describe("readCarrierInAddress", () => {
  const read = (search: string) => readCarrierInAddress(new URLSearchParams(search));

  it("reads a carrier's id, and nothing from an address without one", () => {
    expect(read(`carry=${carrierId}`)).toEqual({ kind: "carrier", id: carrierId });
    expect(read("settings=backup")).toEqual({ kind: "none" });
  });

  it.each([
    ["not hex", `carry=${"z".repeat(64)}`, "malformed", 64],
    ["too short", "carry=abc", "malformed", 3],
    ["upper case", `carry=${carrierId.toUpperCase()}`, "malformed", 64],
    ["empty", "carry=", "malformed", 0],
    ["repeated", `carry=${carrierId}&carry=${carrierId}`, "malformed", 128],
    ["one digit too long", `carry=${carrierId}0`, "oversize", 65],
    ["far too long", `carry=${"a".repeat(20_000)}`, "oversize", 256],
  ])("refuses a carrier that is %s, logging its length, capped", (_, search, reason, length) => {
    expect(read(search)).toEqual({ kind: "rejected", reason, length });
  });
});

describe("takeCarriedSetup (the store's rule, on a fake clock)", () => {
  it("hands the setup out once, and a second time tells it was taken", () => {
    const first = takeCarriedSetup(waiting, madeAt + 1000);
    expect(first).toEqual({ kind: "taken", setup, record: { kind: "taken", expiresAt: waiting.expiresAt } });
    expect(takeCarriedSetup(first.record, madeAt + 2000)).toMatchObject({ kind: "rejected", reason: "replayed" });
  });

  it("expires ten minutes after it was made, to the millisecond, and then keeps nothing", () => {
    expect(takeCarriedSetup(waiting, waiting.expiresAt - 1).kind).toBe("taken");
    expect(takeCarriedSetup(waiting, waiting.expiresAt)).toEqual({ kind: "rejected", reason: "expired", record: null });
    expect(takeCarriedSetup({ kind: "taken", expiresAt: waiting.expiresAt }, waiting.expiresAt + 1)).toEqual({
      kind: "rejected",
      reason: "expired",
      record: null,
    });
  });

  it("knows nothing of an id it never kept", () => {
    expect(takeCarriedSetup(null, madeAt)).toEqual({ kind: "rejected", reason: "unknown", record: null });
  });
});

describe("carriedSetupIsNewer (the newest setup wins)", () => {
  it("replaces a profile's setup that has no stamp, or one made before the carried one changed", () => {
    expect(carriedSetupIsNewer(setup, null)).toBe(true);
    expect(carriedSetupIsNewer(setup, setup.changedAt - 1)).toBe(true);
    expect(carriedSetupIsNewer(setup, setup.changedAt)).toBe(true);
  });

  it("keeps a profile's setup that changed after the carried one", () => {
    expect(carriedSetupIsNewer(setup, setup.changedAt + 1)).toBe(false);
  });
});

describe("isCarriedSetupRecord", () => {
  it("accepts what the store writes and nothing else", () => {
    expect(isCarriedSetupRecord(waiting)).toBe(true);
    expect(isCarriedSetupRecord({ kind: "taken", expiresAt: 1 })).toBe(true);
    for (const damaged of [
      null,
      "waiting",
      { kind: "waiting", expiresAt: 1 },
      { kind: "waiting", expiresAt: 1, setup: { cookieHeader: 1, changedAt: 1 } },
      { kind: "waiting", expiresAt: 1, setup: { cookieHeader: "", changedAt: Number.NaN } },
      { kind: "gone", expiresAt: 1 },
      { kind: "taken", expiresAt: "soon" },
    ]) {
      expect(isCarriedSetupRecord(damaged)).toBe(false);
    }
  });
});
