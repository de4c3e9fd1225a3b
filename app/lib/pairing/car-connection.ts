// The car's side of a pairing, loaded with the "Send from phone" panel: it asks the worker for a code, holds a socket to the
// pairing's relay while the panel is open, and hands on each link or setup once. It knows nothing of React, and every
// platform facility (fetch, WebSocket, timers, randomness, connectivity events) comes in through CarConnectionPlatform.
import { pairingSocketPath, readPairingCode } from "~/lib/pairing/code";
import {
  heartbeatPing,
  heartbeatPong,
  pairingLifetimeMs,
  readCarMessage,
  relayCloseCode,
  type CarAcknowledgement,
  type CarMessage,
} from "~/lib/pairing/messages";

/** The car sends "ping" this long after the socket opened or the last "pong" arrived. */
export const heartbeatIntervalMs = 10_000;
/** A "ping" unanswered for this long means the link is gone, even if the socket has not noticed. */
export const heartbeatTimeoutMs = 5_000;
/** The first reconnection waits about this long; each failed one doubles it, up to maxReconnectDelayMs. */
export const firstReconnectDelayMs = 500;
export const maxReconnectDelayMs = 8_000;
/** Longer than any sentence the worker sends with a 429; a longer one is replaced by the panel's own. */
const maxRefusalMessageLength = 300;

export type CarConnectionState =
  | { phase: "creating" }
  | { phase: "waiting" | "connected" | "reconnecting"; code: string }
  /** `message`: the worker's sentence, in the car's language; null when it sent none usable, and the panel words it. */
  | { phase: "refused"; message: string | null }
  | { phase: "expired" | "replaced" | "failed" | "closed" };

/** What the car shows: a link or a setup from the phone, each at most once however often the relay sends it. */
export type CarDelivery = Extract<CarMessage, { id: string }>;

export interface CarConnectionListener {
  changed(state: CarConnectionState): void;
  delivered(delivery: CarDelivery): void;
}

export interface CarSocketHandlers {
  opened(): void;
  received(text: string): void;
  closed(code: number): void;
}

export interface CarSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

export interface CarConnectionPlatform {
  fetch(path: string, init: RequestInit): Promise<Response>;
  openSocket(url: string, handlers: CarSocketHandlers): CarSocket;
  /** Runs `callback` after `ms`; the returned function cancels it. */
  schedule(callback: () => void, ms: number): () => void;
  random(): number;
  location: Pick<Location, "protocol" | "host">;
  /** Where the browser's "online" and "offline" events arrive: the window. */
  connectivity: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /** False only when the browser knows it has no network (navigator.onLine). */
  isOnline(): boolean;
}

export interface CarConnection {
  /** Ends the pairing (the relay forgets the code) and stops every timer; "closed" is the last state reported. */
  close(): void;
}

type PairingResponse = { kind: "created"; code: string; carKey: string } | { kind: "refused"; message: string | null } | { kind: "failed" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The worker's answer to "new pairing": a code and the car's key, a sentence to show when refused, or a failure. */
export async function readPairingResponse(response: Response): Promise<PairingResponse> {
  const body = await readJson(response);
  if (response.status === 429) {
    const message = isRecord(body) && typeof body.message === "string" ? body.message.trim() : "";
    return { kind: "refused", message: message !== "" && message.length <= maxRefusalMessageLength ? message : null };
  }
  if (response.status !== 201 || !isRecord(body)) return { kind: "failed" };
  const code = typeof body.code === "string" ? readPairingCode(body.code) : null;
  if (code === null || typeof body.carKey !== "string" || body.carKey === "") return { kind: "failed" };
  return { kind: "created", code, carKey: body.carKey };
}

/** The wait before reconnection attempt `attempt` (0 first): doubling from 0.5 s to 8 s, each drawn from its upper half. */
export function reconnectDelay(attempt: number, random: number): number {
  const ceiling = Math.min(maxReconnectDelayMs, firstReconnectDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random * ceiling) / 2);
}

export function carSocketUrl(location: Pick<Location, "protocol" | "host">, code: string, carKey: string): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}${pairingSocketPath(code)}?key=${encodeURIComponent(carKey)}`;
}

/**
 * Asks for a new code and keeps the car's socket to its relay: a heartbeat finds a link that died quietly, any drop
 * (or the browser going offline) reconnects with backoff using the same code and key, no attempt is made while the
 * browser knows it is offline, and "online" reconnects at once.
 * The code ends after its lifetime, when the relay says it expired (4004) or another car took it (4001), or on close().
 */
export function startCarConnection(listener: CarConnectionListener, platform: CarConnectionPlatform): CarConnection {
  const creation = new AbortController();
  const shownIds = new Set<string>();
  let state: CarConnectionState = { phase: "creating" };
  let pairing: { code: string; carKey: string } | null = null;
  let socket: CarSocket | null = null;
  // Events from a socket this connection already let go of are ignored; each new socket gets the next number.
  let socketNumber = 0;
  let failedAttempts = 0;
  let phoneSeen = false;
  let cancelReconnect: (() => void) | null = null;
  let cancelPing: (() => void) | null = null;
  let cancelPongDeadline: (() => void) | null = null;
  let cancelExpiry: (() => void) | null = null;

  function isOver() {
    return state.phase !== "creating" && state.phase !== "waiting" && state.phase !== "connected" && state.phase !== "reconnecting";
  }

  function change(next: CarConnectionState) {
    state = next;
    listener.changed(next);
  }

  function linkUp(code: string) {
    const phase = phoneSeen ? "connected" : "waiting";
    if (state.phase !== phase) change({ phase, code });
  }

  function stopHeartbeat() {
    cancelPing?.();
    cancelPongDeadline?.();
    cancelPing = null;
    cancelPongDeadline = null;
  }

  function scheduleHeartbeat() {
    cancelPing = platform.schedule(() => {
      cancelPing = null;
      socket?.send(heartbeatPing);
      cancelPongDeadline = platform.schedule(() => {
        cancelPongDeadline = null;
        drop();
      }, heartbeatTimeoutMs);
    }, heartbeatIntervalMs);
  }

  function releaseSocket(code?: number, reason?: string) {
    const released = socket;
    socket = null;
    socketNumber += 1;
    stopHeartbeat();
    released?.close(code, reason);
  }

  /** The link is down: say so, and try again after the backoff delay. */
  function drop() {
    if (isOver() || pairing === null) return;
    releaseSocket();
    if (state.phase !== "reconnecting") change({ phase: "reconnecting", code: pairing.code });
    cancelReconnect?.();
    const delay = reconnectDelay(failedAttempts, platform.random());
    failedAttempts += 1;
    cancelReconnect = platform.schedule(() => {
      cancelReconnect = null;
      // Offline, an attempt can only fail (and the browser logs it as an error); "online" reconnects instead.
      if (platform.isOnline()) connect();
    }, delay);
  }

  function receive(text: string) {
    if (text === heartbeatPong) {
      if (cancelPongDeadline === null) return;
      cancelPongDeadline();
      cancelPongDeadline = null;
      scheduleHeartbeat();
      return;
    }
    const message = readCarMessage(text);
    if (message === null) {
      console.warn("pairing_message_unreadable");
      return;
    }
    if (message.type === "ended") {
      end({ phase: message.reason }, "relay");
      return;
    }
    if (!phoneSeen && pairing !== null) {
      phoneSeen = true;
      linkUp(pairing.code);
    }
    if (message.type === "phone") return;
    // Acknowledged every time: the relay re-sends what it has not seen acknowledged after a reconnect.
    const acknowledgement: CarAcknowledgement = { type: "ack", id: message.id };
    socket?.send(JSON.stringify(acknowledgement));
    if (shownIds.has(message.id)) return;
    shownIds.add(message.id);
    listener.delivered(message);
  }

  function connect() {
    if (isOver() || pairing === null) return;
    cancelReconnect?.();
    cancelReconnect = null;
    releaseSocket();
    const number = socketNumber;
    const current = () => number === socketNumber && !isOver();
    const { code, carKey } = pairing;
    try {
      socket = platform.openSocket(carSocketUrl(platform.location, code, carKey), {
        opened() {
          if (!current()) return;
          failedAttempts = 0;
          linkUp(code);
          scheduleHeartbeat();
        },
        received(text) {
          if (current()) receive(text);
        },
        closed(closeCode) {
          if (!current()) return;
          socket = null;
          if (closeCode === relayCloseCode.expired) end({ phase: "expired" }, "relay");
          else if (closeCode === relayCloseCode.replaced) end({ phase: "replaced" }, "relay");
          else drop();
        },
      });
    } catch {
      // A socket the browser refuses to create is a drop like any other; the next attempt may succeed.
      drop();
    }
  }

  function goneOffline() {
    if (socket !== null) drop();
  }

  function backOnline() {
    if (isOver() || pairing === null || state.phase !== "reconnecting") return;
    failedAttempts = 0;
    connect();
  }

  /**
   * Stops everything. The car's own ending (closed, its timer, a refused code) tells the relay with 4000; one the relay
   * announced does not, since a 4000 from a socket another car replaced must not end that car's pairing.
   */
  function end(
    final: Extract<CarConnectionState, { phase: "refused" | "expired" | "replaced" | "failed" | "closed" }>,
    endedBy: "car" | "relay" = "car",
  ) {
    if (isOver()) return;
    creation.abort();
    cancelReconnect?.();
    cancelExpiry?.();
    cancelReconnect = null;
    cancelExpiry = null;
    platform.connectivity.removeEventListener("offline", goneOffline);
    platform.connectivity.removeEventListener("online", backOnline);
    if (endedBy === "car") releaseSocket(relayCloseCode.closedByCar, "closed");
    else releaseSocket();
    change(final);
  }

  platform.connectivity.addEventListener("offline", goneOffline);
  platform.connectivity.addEventListener("online", backOnline);
  listener.changed(state);

  platform
    .fetch("/pairings", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      signal: creation.signal,
    })
    .then(readPairingResponse)
    .then(
      (response) => {
        if (isOver()) return;
        if (response.kind === "refused") {
          console.warn("pairing_create_refused");
          end({ phase: "refused", message: response.message });
        } else if (response.kind === "failed") {
          console.warn("pairing_create_failed");
          end({ phase: "failed" });
        } else {
          pairing = { code: response.code, carKey: response.carKey };
          // Timed on this device rather than from the worker's expiresAt: a car's clock is often minutes out.
          cancelExpiry = platform.schedule(() => end({ phase: "expired" }), pairingLifetimeMs);
          change({ phase: "waiting", code: response.code });
          connect();
        }
      },
      () => {
        if (isOver()) return;
        console.warn("pairing_create_failed");
        end({ phase: "failed" });
      },
    );

  return {
    close() {
      end({ phase: "closed" });
    },
  };
}

/** The platform a browser page gives the connection. */
export function browserCarConnectionPlatform(): CarConnectionPlatform {
  return {
    fetch: (path, init) => window.fetch(path, init),
    openSocket(url, handlers) {
      const socket = new WebSocket(url);
      socket.addEventListener("open", () => handlers.opened());
      socket.addEventListener("message", (event) => {
        if (typeof event.data === "string") handlers.received(event.data);
      });
      socket.addEventListener("close", (event) => handlers.closed(event.code));
      return socket;
    },
    schedule(callback, ms) {
      const timer = window.setTimeout(callback, ms);
      return () => window.clearTimeout(timer);
    },
    random: () => Math.random(),
    location: window.location,
    connectivity: window,
    isOnline: () => navigator.onLine,
  };
}
