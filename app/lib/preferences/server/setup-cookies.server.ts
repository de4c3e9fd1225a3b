import type { CookieDefinition } from "~/lib/cookies/cookie";
import type { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { maxPackedSetupLength, maxSetupChunkLength, maxSetupJsonLength, setupChunkCookies } from "~/lib/preferences/stored/setup-cookies";
import { rearrangeForServices } from "~/lib/preferences/setup/order";
import { packText, unpackText } from "~/lib/preferences/stored/setup-packing";
import { parseSetup, serializeSetup, type Setup } from "~/lib/preferences/stored/setup-format";

export interface SetupCookies extends Pick<Setup, "services" | "order"> {
  /** The setup cookies to delete because nothing in them could be read. */
  unreadable: readonly CookieDefinition<string>[];
}

/** The services and order in the setup cookies; a damaged pair keeps its valid parts, or renders the defaults. */
export async function readSetupCookies(cookies: RequestCookies): Promise<SetupCookies> {
  const packed = setupChunkCookies.map((definition) => cookies.read(definition)).join("");
  const cookieName = setupChunkCookies[0].name;
  const present = setupChunkCookies.filter((definition) => cookies.has(definition));
  if (packed === "") return { services: [], order: null, unreadable: present };
  const json = await unpackText(packed, maxSetupJsonLength);
  const result = json === null ? ({ kind: "refused", problem: "damaged" } as const) : parseSetup(json, maxSetupJsonLength);
  if (result.kind === "refused") {
    cookies.report(cookieName, result.problem);
    return { services: [], order: null, unreadable: present };
  }
  for (const problem of result.problems) cookies.report(cookieName, problem);
  return { services: result.setup.services, order: result.setup.order, unreadable: [] };
}

export function isDefaultSetup(setup: Pick<Setup, "services" | "order">): boolean {
  return setup.services.length === 0 && setup.order === null;
}

/**
 * The chunk values to write, in cookie order ("" deletes a chunk). A setup too large to pack into the budget (only
 * addresses that do not compress come near it) keeps as many of its services as fit; the rest live on in the browser's backup.
 */
export async function packSetupChunks(setup: Setup): Promise<{ chunks: string[]; servicesLeftOut: number }> {
  for (let kept = setup.services.length; ; kept -= 1) {
    const services = setup.services.slice(0, kept);
    // The order must not name the services left out, or the worker would report the cookie as damaged on every load.
    const trimmed = { ...setup, services, order: rearrangeForServices(setup.order, services) };
    const packed = isDefaultSetup(trimmed) ? "" : await packText(serializeSetup(trimmed, false));
    if (packed.length <= maxPackedSetupLength || kept === 0) {
      const chunks = setupChunkCookies.map((_, index) => packed.slice(index * maxSetupChunkLength, (index + 1) * maxSetupChunkLength));
      return { chunks, servicesLeftOut: setup.services.length - kept };
    }
  }
}
