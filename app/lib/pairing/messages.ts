// What travels between the phone, the relay and the car, and the limits on it; shared by the worker, the relay and the car's page.
import type { WebAddressProblem } from "~/lib/links/web-address";

/** A code lives 10 minutes from the moment the car's panel asked for it. */
export const pairingLifetimeMs = 10 * 60 * 1000;
/** A message waits this long for a car whose link dropped after it was sent; then it is dropped and the phone is told. */
export const messageHoldMs = 60 * 1000;
/**
 * A message for a car that is not connected waits this long for it to reconnect, then the phone is told and the message
 * forgotten: the phone hears within 2 seconds, and the car never gets a message its phone was told failed.
 */
export const carReconnectGraceMs = 1500;

/** How long the relay waits on a car; the e2e build's test route opens pairings with shorter ones, so no test waits a minute. */
export interface RelayTiming {
  messageHoldMs: number;
  carReconnectGraceMs: number;
}
/** Both limits count per minute, so a 429 always asks the client to wait that long. */
export const retryAfterSeconds = 60;
export const maxMessagesPerMinute = 10;
/** Counted over the message the car receives, in UTF-8 bytes: enough for a maximal setup, never for a flood. */
export const maxMessageBytes = 16 * 1024;

/** The car's socket is answered by the relay without waking it: "ping" → "pong". */
export const heartbeatPing = "ping";
export const heartbeatPong = "pong";

/** Close codes the relay ends a car's socket with, so the car knows whether to reconnect. */
export const relayCloseCode = {
  /** The car closed its panel: the pairing is over. */
  closedByCar: 4000,
  /** Another car connected with this code and took it over. */
  replaced: 4001,
  /** The code is unknown or its 10 minutes are up. */
  expired: 4004,
} as const;

export type PairingEnd = "expired" | "replaced";

/**
 * What the relay sends the car. `id` lets the car acknowledge a message and ignore one it was sent twice after reconnecting.
 * "ended" comes just before the relay closes the socket (4004 or 4001): a close can take seconds to reach the car.
 */
export type CarMessage =
  | { type: "link"; id: string; url: string }
  | { type: "setup"; id: string; setup: string }
  | { type: "phone" }
  | { type: "ended"; reason: PairingEnd };

/** The car's acknowledgement of a delivered message. */
export interface CarAcknowledgement {
  type: "ack";
  id: string;
}

export type SendKind = "link" | "setup";

/** How the relay answers a phone's message; every outcome has one sentence on the phone's page. */
export type SendOutcome = "delivered" | "dropped" | "not_connected" | "too_many" | "too_large" | "expired";

export function messageBytes(message: CarMessage): number {
  return new TextEncoder().encode(JSON.stringify(message)).byteLength;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A message from the relay as the car reads it; anything else is null, and the car ignores it. */
export function readCarMessage(text: string): CarMessage | null {
  if (text.length > maxMessageBytes) return null;
  const value = parseJson(text);
  if (!isRecord(value)) return null;
  if (value.type === "phone") return { type: "phone" };
  if (value.type === "ended" && (value.reason === "expired" || value.reason === "replaced")) return { type: "ended", reason: value.reason };
  if (typeof value.id !== "string" || value.id === "") return null;
  if (value.type === "link" && typeof value.url === "string") return { type: "link", id: value.id, url: value.url };
  if (value.type === "setup" && typeof value.setup === "string") return { type: "setup", id: value.id, setup: value.setup };
  return null;
}

/** An acknowledgement from the car as the relay reads it. */
export function readCarAcknowledgement(text: string): CarAcknowledgement | null {
  if (text.length > 200) return null;
  const value = parseJson(text);
  return isRecord(value) && value.type === "ack" && typeof value.id === "string" ? { type: "ack", id: value.id } : null;
}

/** What a phone's message can come to: the relay's outcome, or the worker's rate limit before it. */
export type PhoneSendOutcome = SendOutcome | "limited";

/** The status the phone's page answers each outcome with; the page words the outcome in the phone's language. */
export const sendOutcomeStatus: Record<PhoneSendOutcome, number> = {
  delivered: 200,
  // The car's state, not the request, stands in the way, and the phone may send again once the car is back. Never a 5xx:
  // a client that plays the car can cause either at will.
  dropped: 409,
  not_connected: 409,
  too_many: 429,
  too_large: 413,
  expired: 404,
  limited: 429,
};

/** Why the phone's page refused a post before it reached the relay. */
export type PhoneRefusal =
  | { field: "address"; problem: WebAddressProblem; address: string }
  | { field: "setup"; problem: "too_large" | "unreadable" }
  | { field: "form"; problem: "no_intent" };

/** The phone's form, as the page shows it after a post: outcomes and refusals, not sentences, so the page words them. */
export type PhoneSendResult =
  { kind: "sent" } | { kind: "failed"; outcome: Exclude<PhoneSendOutcome, "delivered"> } | ({ kind: "refused" } & PhoneRefusal);

/** An address sent to the car follows the Custom URL rules; its length is the normaliser's own bound. */
export const maxSentAddressLength = 2048;
