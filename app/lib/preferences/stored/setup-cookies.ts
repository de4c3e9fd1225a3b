// The cookies that carry the driver's services and order, so the worker renders them on the first paint. The setup JSON
// (without hidden sources, which keep their own cookie) is packed (stored/setup-packing.ts) and split over two cookies; only the
// worker writes them (packed by setup-cookies.server.ts, serialized by cookies.server.ts), and tests build them with the same definitions.
import type { CookieDefinition } from "~/lib/cookies/cookie";

/** Per cookie; browsers take 4 KB for name, value and attributes together. */
export const maxSetupChunkLength = 3000;
/** Both chunks together, leaving the other cookies room within a 6 KB request-cookie budget. */
export const maxPackedSetupLength = 5400;
/** What the worker inflates at most; a valid setup is far below it. */
export const maxSetupJsonLength = 32 * 1024;

const packedChunkPattern = /^[A-Za-z0-9_-]*$/;

function setupChunkCookie(name: string): CookieDefinition<string> {
  return {
    name,
    lifetime: "year",
    absent: "",
    encode: (chunk) => chunk,
    decode: (text) => {
      if (text.length > maxSetupChunkLength) return { value: "", problem: "too_long" };
      return packedChunkPattern.test(text) ? { value: text, problem: null } : { value: "", problem: "damaged" };
    },
  };
}

export const setupChunkCookies = [setupChunkCookie("pp_setup"), setupChunkCookie("pp_setup1")] as const;
