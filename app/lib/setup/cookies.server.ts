import type { CookieDefinition } from "~/lib/cookies/cookie";
import type { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { maxSetupJsonLength, setupChunkCookies } from "~/lib/setup/cookies";
import { unpackText } from "~/lib/setup/packing";
import { parseSetup, type Setup } from "~/lib/setup/wire";

export interface SetupCookies extends Pick<Setup, "services" | "order"> {
  /** The setup cookies to delete because nothing in them could be read. */
  unreadable: readonly CookieDefinition<string>[];
}

/** The services and order mirrored in the setup cookies; a damaged mirror keeps its valid parts, or renders the defaults. */
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
