// The worker's side of pairing: opening a code for a car, the car's socket, and the phone's visits and messages, each
// handed to the code's relay. Which relay a code belongs to is its name, so codes need no table.
import type { EdgeLogger } from "~/lib/edge/log.server";
import { rateLimitKey } from "~/lib/edge/rate-limit.server";
import { createPairingCode, readPairingCode } from "~/lib/pairing/code";
import { pairingLifetimeMs, type PhoneSendOutcome, type RelayTiming, type SendKind, type SendOutcome } from "~/lib/pairing/messages";
import { relayPaths, type OpenRequest, type SendRequest, type StorageReport } from "~/lib/pairing/relay.server";

export interface PairingBindings {
  PAIRING_RELAY: DurableObjectNamespace;
  PAIRING_OPEN_LIMIT: RateLimit;
  PAIRING_VISIT_LIMIT: RateLimit;
}

/** What the car receives when its pairing opens. */
export interface OpenedPairing {
  code: string;
  /** Proves to the relay that a socket is this car's, so knowing the code is not enough to take its messages. */
  carKey: string;
  expiresAt: number;
}

export type OpenOutcome = { kind: "opened"; pairing: OpenedPairing } | { kind: "limited" };
export type VisitOutcome = { kind: "live"; code: string; expiresAt: number } | { kind: "unknown" } | { kind: "limited" };

// A code colliding with a live one is a one-in-a-trillion event; a few draws settle it.
const maxCodeDraws = 4;
const relayOrigin = "https://relay";

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}

export function createPairings(bindings: PairingBindings, log: EdgeLogger) {
  const relayFor = (code: string) => bindings.PAIRING_RELAY.get(bindings.PAIRING_RELAY.idFromName(code));

  async function underLimit(limiter: RateLimit, request: Request, scope: string): Promise<boolean> {
    const { success } = await limiter.limit({ key: rateLimitKey(request) });
    if (!success) log({ event: "pairing_rejected", reason: "rate_limited", scope });
    return success;
  }

  return {
    /** `timing` comes only from the e2e build's test route; the car's panel opens pairings with the relay's own. */
    async open(request: Request, timing?: RelayTiming): Promise<OpenOutcome> {
      if (!(await underLimit(bindings.PAIRING_OPEN_LIMIT, request, "open"))) return { kind: "limited" };
      for (let draw = 0; draw < maxCodeDraws; draw++) {
        const pairing: OpenedPairing = { code: createPairingCode(), carKey: randomKey(), expiresAt: Date.now() + pairingLifetimeMs };
        const answer = await relayFor(pairing.code).fetch(`${relayOrigin}${relayPaths.open}`, {
          method: "POST",
          body: JSON.stringify({ ...pairing, timing } satisfies OpenRequest),
        });
        if (answer.status === 201) {
          log({ event: "pairing_opened", expiresAt: new Date(pairing.expiresAt).toISOString() });
          return { kind: "opened", pairing };
        }
      }
      throw new Error("Could not draw a free pairing code");
    },

    /** Hands the car's WebSocket upgrade to its relay; a malformed code never reaches one. */
    connectCar(request: Request, rawCode: string): Promise<Response> | Response {
      const code = readPairingCode(rawCode);
      if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
        return new Response("This address takes a WebSocket from the car's panel.\n", { status: 426, headers: { upgrade: "websocket" } });
      }
      if (code === null) {
        log({ event: "pairing_rejected", reason: "malformed_code", scope: "car" });
        return new Response("Not Found\n", { status: 404 });
      }
      const url = new URL(`${relayOrigin}${relayPaths.car}`);
      url.searchParams.set("code", code);
      url.searchParams.set("key", new URL(request.url).searchParams.get("key") ?? "");
      // The upgrade request itself goes on, so the relay answers the browser's handshake.
      return relayFor(code).fetch(new Request(url, request));
    },

    /** The phone opened the pairing page: is the code live? The car hears that a phone is there. */
    async visit(request: Request, rawCode: string): Promise<VisitOutcome> {
      if (!(await underLimit(bindings.PAIRING_VISIT_LIMIT, request, "visit"))) return { kind: "limited" };
      const code = readPairingCode(rawCode);
      if (code === null) {
        log({ event: "pairing_rejected", reason: "malformed_code", scope: "visit" });
        return { kind: "unknown" };
      }
      const answer = await relayFor(code).fetch(`${relayOrigin}${relayPaths.visit}?code=${code}`, { method: "POST" });
      if (answer.status !== 200) {
        log({ event: "pairing_rejected", reason: "unknown_code", scope: "visit" });
        return { kind: "unknown" };
      }
      const { expiresAt } = await answer.json<{ expiresAt: number }>();
      return { kind: "live", code, expiresAt };
    },

    /** Relays one checked message and waits for the car's acknowledgement, or for the relay to give up on it. */
    async send(request: Request, rawCode: string, kind: SendKind, payload: string): Promise<PhoneSendOutcome> {
      if (!(await underLimit(bindings.PAIRING_VISIT_LIMIT, request, "send"))) return "limited";
      const code = readPairingCode(rawCode);
      if (code === null) return "expired";
      const body: SendRequest = { code, kind, payload };
      const answer = await relayFor(code).fetch(`${relayOrigin}${relayPaths.send}`, { method: "POST", body: JSON.stringify(body) });
      const { outcome } = await answer.json<{ outcome: SendOutcome }>();
      return outcome;
    },

    /** The e2e build's look at what a relay holds in storage. */
    async storageReport(rawCode: string): Promise<StorageReport | null> {
      const code = readPairingCode(rawCode);
      if (code === null) return null;
      const answer = await relayFor(code).fetch(`${relayOrigin}${relayPaths.storage}`);
      return answer.json<StorageReport>();
    },
  };
}
