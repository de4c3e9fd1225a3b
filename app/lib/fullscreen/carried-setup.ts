// A driver's setup carried into the full-screen view (issue 42), which the car opens in a browser profile of its own, with
// none of the ordinary profile's cookies. The address given to YouTube's redirect page names the copy by a random id and
// nothing else; the copy waits in a Durable Object (carried-setup-store.server.ts) for ten minutes and is handed out once; preferences/server/carried-setup.server.ts keeps and takes it.

/** The address's parameter that names a carried setup: `/?carry=<id>`. */
export const carriedSetupParam = "carry";

export const carriedSetupLifetimeMs = 10 * 60 * 1000;

/** A Durable Object's unique id: 64 hex digits (what `newUniqueId()` gives). */
const carrierIdPattern = /^[0-9a-f]{64}$/;

/** Longer parameters are not read at all; a log line says how long, capped here. */
export const maxLoggedCarrierLength = 256;

/** What the copy holds: the preference cookies as a Cookie header would send them, and when that setup last changed. */
export interface CarriedSetup {
  cookieHeader: string;
  changedAt: number;
}

/** What the store keeps under a carrier: the setup until it is taken, then only that it was, until the carrier expires. */
export type CarriedSetupRecord = { kind: "waiting"; setup: CarriedSetup; expiresAt: number } | { kind: "taken"; expiresAt: number };

/** Why a carrier gave no setup, for the `setup_carry_rejected` line. */
export type CarryRejection =
  | "malformed"
  | "oversize"
  /** An id of the right form that this service never made. */
  | "tampered"
  | "unknown"
  | "expired"
  | "replayed"
  | "unavailable"
  /** The full-screen profile's own setup changed after the carried one: the newest setup wins. */
  | "older_than_profile";

export type CarrierInAddress =
  | { kind: "none" }
  | { kind: "carrier"; id: string }
  | { kind: "rejected"; reason: Extract<CarryRejection, "malformed" | "oversize">; length: number };

/** The carrier an address names, if any, checked for form only; one that is repeated, too long or not an id is refused. */
export function readCarrierInAddress(searchParams: URLSearchParams): CarrierInAddress {
  const values = searchParams.getAll(carriedSetupParam);
  if (values.length === 0) return { kind: "none" };
  const length = Math.min(
    values.reduce((total, value) => total + value.length, 0),
    maxLoggedCarrierLength,
  );
  const [value = ""] = values;
  if (values.length > 1) return { kind: "rejected", reason: "malformed", length };
  if (value.length > 64) return { kind: "rejected", reason: "oversize", length };
  return carrierIdPattern.test(value) ? { kind: "carrier", id: value } : { kind: "rejected", reason: "malformed", length };
}

export type TakeOutcome =
  | { kind: "taken"; setup: CarriedSetup; record: CarriedSetupRecord }
  | { kind: "rejected"; reason: Extract<CarryRejection, "unknown" | "expired" | "replayed">; record: CarriedSetupRecord | null };

/** Takes the setup out of a record at `now`: once, and only before it expires. `record` is what the store keeps after. */
export function takeCarriedSetup(record: CarriedSetupRecord | null, now: number): TakeOutcome {
  if (record === null) return { kind: "rejected", reason: "unknown", record: null };
  if (now >= record.expiresAt) return { kind: "rejected", reason: "expired", record: null };
  if (record.kind === "taken") return { kind: "rejected", reason: "replayed", record };
  return { kind: "taken", setup: record.setup, record: { kind: "taken", expiresAt: record.expiresAt } };
}

/** Whether a carried setup should replace the profile's own: not when the profile's changed after it (the newest wins). */
export function carriedSetupIsNewer(carried: CarriedSetup, profileChangedAt: number | null): boolean {
  return profileChangedAt === null || profileChangedAt <= carried.changedAt;
}

export function isCarriedSetup(value: unknown): value is CarriedSetup {
  if (typeof value !== "object" || value === null || !("cookieHeader" in value) || !("changedAt" in value)) return false;
  return typeof value.cookieHeader === "string" && typeof value.changedAt === "number" && Number.isFinite(value.changedAt);
}

export function isCarriedSetupRecord(value: unknown): value is CarriedSetupRecord {
  if (typeof value !== "object" || value === null || !("kind" in value) || !("expiresAt" in value)) return false;
  if (typeof value.expiresAt !== "number") return false;
  return value.kind === "taken" || (value.kind === "waiting" && "setup" in value && isCarriedSetup(value.setup));
}
