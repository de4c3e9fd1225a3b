// The worker's side of a setup carried into full screen (fullscreen/carried-setup.ts): a copy kept when the driver opens full screen,
// and the arrival that takes it, writes it into the full-screen profile's cookies and sends the driver on to a clean address.
import { redirect } from "@remix-run/cloudflare";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import type { EdgeLogger } from "~/lib/edge/log.server";
import { rateLimitKey } from "~/lib/edge/rate-limit.server";
import {
  carriedSetupIsNewer,
  carriedSetupParam,
  readCarrierInAddress,
  type CarriedSetup,
  type CarryRejection,
} from "~/lib/fullscreen/carried-setup";
import { carriedSetupStorePaths, type TakeAnswer } from "~/lib/fullscreen/carried-setup-store.server";
import { isFullscreenPromptPage } from "~/lib/fullscreen/referrer";
import { setCookieHeaders } from "~/lib/fullscreen/session.server";
import type { Preferences } from "~/lib/preferences/preferences";
import { preferencesAsCookieHeader, readPreferenceCookies, writePreferenceCookies } from "~/lib/preferences/server/cookies.server";

export interface CarriedSetupBindings {
  CARRIED_SETUPS: DurableObjectNamespace;
  /** Carriers a client may have kept per minute: each is a Durable Object, and a driver taps "Yes" a few times at most. */
  CARRIED_SETUP_LIMIT: RateLimit;
}

const storeOrigin = "https://carried-setup";
/** A carrier id's length, which is all a log line says of an id that was refused. */
const carrierIdLength = 64;

type TakeResult = TakeAnswer | { kind: "rejected"; reason: Extract<CarryRejection, "tampered" | "unavailable"> };

/** `edge` ties the lines of a copy not kept to the request's other lines. */
export function createCarriedSetups(bindings: CarriedSetupBindings, log: EdgeLogger, edge: EdgeFacts) {
  return {
    /**
     * Keeps a copy of `preferences` for the full-screen profile, stamped with when they last changed, and gives the
     * carrier's id; null (with a log line) when none could be kept, and the driver goes to full screen without it.
     */
    async keep(request: Request, preferences: Preferences, changedAt: number): Promise<string | null> {
      const setup: CarriedSetup = { cookieHeader: await preferencesAsCookieHeader(preferences), changedAt };
      try {
        const { success } = await bindings.CARRIED_SETUP_LIMIT.limit({ key: rateLimitKey(request) });
        if (!success) {
          log({ event: "setup_carry_not_kept", reason: "rate_limited", ...edge });
          return null;
        }
        const id = bindings.CARRIED_SETUPS.newUniqueId();
        const answer = await bindings.CARRIED_SETUPS.get(id).fetch(`${storeOrigin}${carriedSetupStorePaths.keep}`, {
          method: "POST",
          body: JSON.stringify(setup),
        });
        if (answer.status === 201) return id.toString();
        log({ event: "setup_carry_not_kept", reason: "refused", status: answer.status, ...edge });
      } catch (error) {
        log({ event: "setup_carry_not_kept", reason: "unavailable", error: error instanceof Error ? error.name : "unknown", ...edge });
      }
      return null;
    },

    /** The setup a carrier holds, handed out once; an id that is not one of this namespace's never reaches a store. */
    async take(carrierId: string): Promise<TakeResult> {
      let id: DurableObjectId;
      try {
        id = bindings.CARRIED_SETUPS.idFromString(carrierId);
      } catch {
        return { kind: "rejected", reason: "tampered" };
      }
      try {
        const answer = await bindings.CARRIED_SETUPS.get(id).fetch(`${storeOrigin}${carriedSetupStorePaths.take}`, { method: "POST" });
        return await answer.json<TakeAnswer>();
      } catch {
        return { kind: "rejected", reason: "unavailable" };
      }
    },
  };
}

export type CarriedSetups = ReturnType<typeof createCarriedSetups>;

interface EdgeFacts {
  colo: string | null;
  ray: string | null;
}

interface ArrivalContext {
  carriedSetups: CarriedSetups;
  /** When the full-screen profile's own setup last changed. */
  setupChangedAt: number | null;
  log: EdgeLogger;
  edge: EdgeFacts;
}

export interface CarriedArrival {
  response: Response;
  /** The carried setup is now the profile's (for the `fullscreen_arrival` line). */
  carried: boolean;
}

/**
 * A dashboard load that names a carrier: the carried setup becomes the profile's cookies, through the one cookie writer,
 * unless the profile's own changed after it; either way a 303 to the address without the carrier, so nothing long stays
 * in the address bar or the history. A carrier that gives no setup leaves the profile as it is, with a log line.
 */
export async function arriveWithCarriedSetup(request: Request, context: ArrivalContext): Promise<CarriedArrival | null> {
  const url = new URL(request.url);
  if (request.method !== "GET" || !isFullscreenPromptPage(url.pathname)) return null;
  const inAddress = readCarrierInAddress(url.searchParams);
  if (inAddress.kind === "none") return null;
  url.searchParams.delete(carriedSetupParam);
  const cleanAddress = `${url.pathname}${url.search}`;

  function rejected(reason: CarryRejection, length: number): CarriedArrival {
    context.log({ event: "setup_carry_rejected", reason, length, colo: context.edge.colo, ray: context.edge.ray });
    return { response: redirect(cleanAddress, 303), carried: false };
  }

  if (inAddress.kind === "rejected") return rejected(inAddress.reason, inAddress.length);
  const taken = await context.carriedSetups.take(inAddress.id);
  if (taken.kind === "rejected") return rejected(taken.reason, carrierIdLength);
  if (!carriedSetupIsNewer(taken.setup, context.setupChangedAt)) return rejected("older_than_profile", carrierIdLength);
  const { preferences } = await readPreferenceCookies(new RequestCookies(taken.setup.cookieHeader));
  const { setCookies } = await writePreferenceCookies(preferences, request, taken.setup.changedAt);
  return { response: redirect(cleanAddress, { status: 303, headers: setCookieHeaders(setCookies) }), carried: true };
}
