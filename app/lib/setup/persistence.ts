// Reading and writing the setup in the browser, loaded on demand: only a driver with services or an order of their own,
// or one who changes something, downloads the validator and the packer.
import { serializeCookie } from "~/lib/cookies/cookie";
import { storageKeys } from "~/lib/preferences/format";
import type { PreferencePersistence } from "~/lib/preferences/persistence";
import { maxPackedSetupLength, maxSetupChunkLength, setupChunkCookies } from "~/lib/setup/cookies";
import { rearrangeForServices } from "~/lib/setup/order";
import { packText } from "~/lib/setup/packing";
import { parseSetup, serializeSetup, type ReadSetup, type Setup } from "~/lib/setup/wire";

/** A stored setup longer than this is not read; twenty services at their longest stay far below it. */
const maxStoredSetupLength = 64 * 1024;

export function readStoredSetup(text: string): ReadSetup {
  return parseSetup(text, maxStoredSetupLength);
}

/** What localStorage holds: nothing usable, a setup from a newer release (left alone), or the services and order. */
export type StoredSetup = { kind: "none" } | { kind: "newer" } | { kind: "read"; setup: Pick<Setup, "services" | "order"> };

/**
 * The stored setup's services and order, keeping its valid parts. Nothing stored, or nothing readable, lets the
 * cookie's copy stand; a setup from a newer release is reported as such, so going back a version does not overwrite it.
 */
export function loadStoredSetup(storage: PreferencePersistence): StoredSetup {
  let stored: string | null;
  try {
    stored = storage.getItem(storageKeys.setup);
  } catch {
    return { kind: "none" };
  }
  if (stored === null) return { kind: "none" };
  const result = readStoredSetup(stored);
  const problems = result.kind === "refused" ? [result.problem] : result.problems;
  if (problems.length > 0) storage.warn(`setup_repaired ${JSON.stringify({ key: storageKeys.setup, problems })}`);
  if (result.kind === "refused") return { kind: result.problem === "newer_version" ? "newer" : "none" };
  // Only these two: the stored JSON has no hidden sources, and its empty list must not replace the driver's.
  return { kind: "read", setup: { services: result.setup.services, order: result.setup.order } };
}

/**
 * Writes the setup to localStorage and mirrors it into its cookies; `isLatest` stops a superseded write before the
 * cookies, so a quick run of changes ends on the last one. True when localStorage took the setup.
 */
export async function saveSetup(setup: Setup, storage: PreferencePersistence, isLatest: () => boolean): Promise<boolean> {
  let stored = true;
  try {
    if (isDefaultSetup(setup)) storage.removeItem(storageKeys.setup);
    else storage.setItem(storageKeys.setup, serializeSetup(setup, false));
  } catch {
    stored = false;
  }
  const { chunks, servicesLeftOut } = await packSetupChunks(setup);
  if (!isLatest()) return stored;
  const attributes = { secure: storage.isSecurePage() };
  setupChunkCookies.forEach((definition, index) => storage.writeCookie(serializeCookie(definition, chunks[index] ?? "", attributes)));
  if (servicesLeftOut > 0) storage.warn(`setup_cookie_trimmed ${JSON.stringify({ servicesLeftOut })}`);
  return stored;
}

export function isDefaultSetup(setup: Pick<Setup, "services" | "order">): boolean {
  return setup.services.length === 0 && setup.order === null;
}

/**
 * The chunk values to write, in cookie order ("" deletes a chunk). A setup too large to pack into the budget (only
 * addresses that do not compress come near it) keeps as many of its services as fit; the rest appear after hydration.
 */
export async function packSetupChunks(setup: Setup): Promise<{ chunks: string[]; servicesLeftOut: number }> {
  for (let kept = setup.services.length; ; kept -= 1) {
    const services = setup.services.slice(0, kept);
    // The order must not name the services left out, or the worker would report the mirror as damaged on every load.
    const trimmed = { ...setup, services, order: rearrangeForServices(setup.order, services) };
    const packed = isDefaultSetup(trimmed) ? "" : await packText(serializeSetup(trimmed, false));
    if (packed.length <= maxPackedSetupLength || kept === 0) {
      const chunks = setupChunkCookies.map((_, index) => packed.slice(index * maxSetupChunkLength, (index + 1) * maxSetupChunkLength));
      return { chunks, servicesLeftOut: setup.services.length - kept };
    }
  }
}
