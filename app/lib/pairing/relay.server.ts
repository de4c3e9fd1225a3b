// The pairing relay: one Durable Object per code, holding the car's WebSocket through the Hibernation API and passing
// each message from the phone to it. It keeps nothing: no storage, only memory and the car socket's attachment.
import { logToConsole } from "~/lib/edge/log.server";
import {
  carReconnectGraceMs,
  heartbeatPing,
  heartbeatPong,
  maxMessageBytes,
  maxMessagesPerMinute,
  messageBytes,
  messageHoldMs,
  readCarAcknowledgement,
  relayCloseCode,
  type CarMessage,
  type PairingEnd,
  type RelayTiming,
  type SendKind,
  type SendOutcome,
} from "~/lib/pairing/messages";

const carTag = "car";
// A socket that is answered only to be told its code is no good; it never counts as the car.
const refusedTag = "refused";
const minuteMs = 60 * 1000;
// An expiry checked this close to the end counts as the code running out, not the car closing its panel early.
const expiryToleranceMs = 2000;

/** What the relay knows of its pairing. It lives in memory and on the car's socket, so it survives hibernation. */
interface PairingState {
  code: string;
  carKey: string;
  expiresAt: number;
  /** When the last accepted messages were sent, for the per-minute limit. */
  sentAt: number[];
  /** Set only by the e2e build's test route; every other pairing waits messageHoldMs and carReconnectGraceMs. */
  timing?: RelayTiming;
}

interface HeldMessage {
  message: Extract<CarMessage, { id: string }>;
  settle: (outcome: SendOutcome) => void;
  dropTimer: ReturnType<typeof setTimeout>;
  /** Set while no car was connected to send it to: when it fires, the message is forgotten and the phone told. */
  reconnectTimer: ReturnType<typeof setTimeout> | null;
}

function clearTimers(held: HeldMessage): void {
  clearTimeout(held.dropTimer);
  if (held.reconnectTimer !== null) clearTimeout(held.reconnectTimer);
}

/** The worker's requests to the relay; the relay has no public address, only these. */
export const relayPaths = {
  open: "/open",
  car: "/car",
  visit: "/visit",
  send: "/send",
  storage: "/storage",
} as const;

export interface OpenRequest {
  code: string;
  carKey: string;
  expiresAt: number;
  timing?: RelayTiming;
}

export interface SendRequest {
  code: string;
  kind: SendKind;
  /** The address, or the setup's wire JSON; both already checked by the worker. */
  payload: string;
}

export interface StorageReport {
  keys: number;
  tables: string[];
  alarm: number | null;
}

const encoder = new TextEncoder();

/** Equal strings compared without an early exit, so a guess learns nothing from how long the answer took. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  const length = Math.max(left.byteLength, right.byteLength);
  let difference = left.byteLength ^ right.byteLength;
  for (let index = 0; index < length; index++) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}

function isPairingState(value: unknown): value is PairingState {
  if (typeof value !== "object" || value === null) return false;
  const state = value as Partial<PairingState>;
  return (
    typeof state.code === "string" && typeof state.carKey === "string" && typeof state.expiresAt === "number" && Array.isArray(state.sentAt)
  );
}

/** Closing a socket that is already closing throws; either way it ends closed. */
function closeQuietly(socket: WebSocket, code: number, reason: string): void {
  try {
    socket.close(code, reason);
  } catch {
    // Already closed.
  }
}

/** Tells the car why its socket ends, then closes it; the message arrives at once, a close can take seconds. */
function endCarSocket(socket: WebSocket, reason: PairingEnd): void {
  try {
    socket.send(JSON.stringify({ type: "ended", reason } satisfies CarMessage));
  } catch {
    // Already closed: the close below is all there is to do.
  }
  closeQuietly(socket, reason === "replaced" ? relayCloseCode.replaced : relayCloseCode.expired, reason);
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

export class PairingRelay implements DurableObject {
  private readonly state: DurableObjectState;
  private pairing: PairingState | null = null;
  private readonly held = new Map<string, HeldMessage>();
  private nextMessageNumber = 0;

  constructor(state: DurableObjectState) {
    this.state = state;
    // The car's heartbeat is answered without waking the object.
    state.setWebSocketAutoResponse(new WebSocketRequestResponsePair(heartbeatPing, heartbeatPong));
    // Back from hibernation: the pairing travels on the car's socket.
    const attachments: unknown[] = state.getWebSockets(carTag).map((socket) => socket.deserializeAttachment());
    this.pairing = attachments.find(isPairingState) ?? null;
  }

  async fetch(request: Request): Promise<Response> {
    const { pathname, searchParams } = new URL(request.url);
    switch (pathname) {
      case relayPaths.open:
        return this.open((await request.json()) as OpenRequest);
      case relayPaths.car:
        return this.connectCar(searchParams.get("code") ?? "", searchParams.get("key") ?? "");
      case relayPaths.visit:
        return this.visit(searchParams.get("code") ?? "");
      case relayPaths.send:
        return json({ outcome: await this.send((await request.json()) as SendRequest) });
      case relayPaths.storage:
        return json(await this.storageReport());
      default:
        return new Response(null, { status: 404 });
    }
  }

  /** The live pairing for this code, or null; an expired one is ended here, which is when its expiry is logged. */
  private livePairing(code: string): PairingState | null {
    const pairing = this.pairing;
    if (pairing === null || !constantTimeEqual(code, pairing.code)) return null;
    if (Date.now() < pairing.expiresAt) return pairing;
    this.end("timeout");
    return null;
  }

  private open(request: OpenRequest): Response {
    if (this.pairing !== null && this.livePairing(request.code) !== null) return json({ opened: false }, 409);
    const { code, carKey, expiresAt, timing } = request;
    this.pairing = { code, carKey, expiresAt, sentAt: [], ...(timing === undefined ? {} : { timing }) };
    return json({ opened: true }, 201);
  }

  private connectCar(code: string, key: string): Response {
    const pairing = this.livePairing(code);
    const { 0: client, 1: server } = new WebSocketPair();
    if (pairing === null || !constantTimeEqual(key, pairing.carKey)) {
      logToConsole({ event: "pairing_rejected", reason: pairing === null ? "unknown_code" : "wrong_car_key" });
      this.state.acceptWebSocket(server, [refusedTag]);
      endCarSocket(server, "expired");
      return new Response(null, { status: 101, webSocket: client });
    }
    this.state.acceptWebSocket(server, [carTag]);
    // One car per code: a second connection takes over and the first is told why it was closed.
    for (const socket of this.state.getWebSockets(carTag)) {
      if (socket === server) continue;
      // A replaced socket no longer carries the pairing, so nothing it says afterwards counts.
      socket.serializeAttachment(null);
      endCarSocket(socket, "replaced");
    }
    server.serializeAttachment(pairing);
    // Messages that waited for this car, or were sent to a link that dropped before the car acknowledged them.
    for (const held of this.held.values()) {
      if (held.reconnectTimer !== null) clearTimeout(held.reconnectTimer);
      held.reconnectTimer = null;
      server.send(JSON.stringify(held.message));
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  private visit(code: string): Response {
    const pairing = this.livePairing(code);
    if (pairing === null) return json({ live: false }, 404);
    this.sendToCar({ type: "phone" });
    return json({ live: true, expiresAt: pairing.expiresAt });
  }

  private send(request: SendRequest): Promise<SendOutcome> {
    const pairing = this.livePairing(request.code);
    if (pairing === null) return this.logged(request.kind, 0, "expired");
    const now = Date.now();
    pairing.sentAt = pairing.sentAt.filter((sentAt) => now - sentAt < minuteMs);
    const id = `${now.toString(36)}-${(this.nextMessageNumber++).toString(36)}`;
    const message: HeldMessage["message"] =
      request.kind === "link" ? { type: "link", id, url: request.payload } : { type: "setup", id, setup: request.payload };
    const bytes = messageBytes(message);
    if (bytes > maxMessageBytes) return this.logged(request.kind, bytes, "too_large");
    if (pairing.sentAt.length >= maxMessagesPerMinute) return this.logged(request.kind, bytes, "too_many");
    pairing.sentAt.push(now);
    this.state.getWebSockets(carTag).forEach((socket) => {
      if (this.isCarSocket(socket)) socket.serializeAttachment(pairing);
    });

    const carConnected = this.state.getWebSockets(carTag).some((socket) => this.isCarSocket(socket));
    const { messageHoldMs: holdMs, carReconnectGraceMs: graceMs } = pairing.timing ?? { messageHoldMs, carReconnectGraceMs };
    const delivery = new Promise<SendOutcome>((settle) => {
      const giveUp = (outcome: SendOutcome) => {
        const held = this.held.get(id);
        if (held === undefined) return;
        clearTimers(held);
        this.held.delete(id);
        settle(outcome);
      };
      const dropTimer = setTimeout(() => giveUp("dropped"), holdMs);
      const reconnectTimer = carConnected ? null : setTimeout(() => giveUp("not_connected"), graceMs);
      this.held.set(id, { message, settle, dropTimer, reconnectTimer });
    });
    this.sendToCar(message);
    return delivery.then((outcome) => this.logged(request.kind, bytes, outcome));
  }

  private logged(kind: SendKind, bytes: number, outcome: SendOutcome): Promise<SendOutcome> {
    if (outcome === "delivered" || outcome === "dropped") logToConsole({ event: "pairing_message", kind, bytes, outcome });
    else logToConsole({ event: "pairing_rejected", reason: outcome, kind, bytes });
    return Promise.resolve(outcome);
  }

  private sendToCar(message: CarMessage): void {
    for (const socket of this.state.getWebSockets(carTag)) {
      if (!this.isCarSocket(socket)) continue;
      try {
        socket.send(JSON.stringify(message));
      } catch {
        // A socket that closed meanwhile: the message stays held until the car is back.
      }
    }
  }

  /** The car's socket now: tagged as a car and still carrying the pairing (a replaced one does not). */
  private isCarSocket(socket: WebSocket): boolean {
    return this.state.getTags(socket).includes(carTag) && isPairingState(socket.deserializeAttachment());
  }

  webSocketMessage(socket: WebSocket, data: string | ArrayBuffer): void {
    if (typeof data !== "string" || !this.isCarSocket(socket)) return;
    const acknowledgement = readCarAcknowledgement(data);
    const held = acknowledgement ? this.held.get(acknowledgement.id) : undefined;
    if (held === undefined) return;
    clearTimers(held);
    this.held.delete(held.message.id);
    held.settle("delivered");
  }

  webSocketClose(socket: WebSocket, code: number): void {
    // Answer the close with its own code; 1005 and 1006 only report that none came, and cannot be sent.
    closeQuietly(socket, code === 1005 || code === 1006 ? 1000 : code, "closed");
    // The car closing its panel ends the pairing; any other close is a dropped link it will come back from.
    if (code === relayCloseCode.closedByCar && this.pairing !== null && this.isCarSocket(socket)) {
      this.end(Date.now() >= this.pairing.expiresAt - expiryToleranceMs ? "timeout" : "closed");
    }
  }

  webSocketError(): void {
    // The car's link broke; it reconnects, and held messages wait for it.
  }

  /** Forgets the pairing: held messages are dropped (their phones are told), the car's socket is closed. */
  private end(reason: "timeout" | "closed"): void {
    if (this.pairing === null) return;
    this.pairing = null;
    logToConsole({ event: "pairing_expired", reason });
    for (const held of this.held.values()) {
      clearTimers(held);
      held.settle("expired");
    }
    this.held.clear();
    for (const socket of this.state.getWebSockets(carTag)) endCarSocket(socket, "expired");
  }

  /** For the e2e build's check that a pairing leaves nothing behind; reads, never writes. */
  private async storageReport(): Promise<StorageReport> {
    const keys = await this.state.storage.list();
    // Tables of our own only: not SQLite's, the runtime's (_cf_) or local dev's (__miniflare_).
    const tables = this.state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE '__miniflare_%'",
      )
      .toArray()
      .map((row) => row.name);
    return { keys: keys.size, tables, alarm: await this.state.storage.getAlarm() };
  }
}
