// What travels between the phone, the relay and the car, and the limits on it; shared by the worker, the relay and the car's page.

/** A code lives 10 minutes from the moment the car's panel asked for it. */
export const pairingLifetimeMs = 10 * 60 * 1000;
/** A message waits this long for a car whose link dropped; then it is dropped and the phone is told. */
export const messageHoldMs = 60 * 1000;
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

/** What the relay sends the car. `id` lets the car acknowledge a message and ignore one it was sent twice after reconnecting. */
export type CarMessage =
  | { type: "link"; id: string; url: string }
  | { type: "setup"; id: string; setup: string }
  | { type: "phone" };

/** The car's acknowledgement of a delivered message. */
export interface CarAcknowledgement {
  type: "ack";
  id: string;
}

export type SendKind = "link" | "setup";

/** How the relay answers a phone's message; every outcome has one sentence on the phone's page. */
export type SendOutcome = "delivered" | "dropped" | "too_many" | "too_large" | "expired";

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
