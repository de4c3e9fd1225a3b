// A car that speaks the pairing relay's protocol directly, and a phone's form post to it, for tests about the relay's limits
// rather than the screens: the e2e suite and the worker layer both drive the worker with them.
import { formatPairingCode, pairingSocketPath } from "../app/lib/pairing/code";
import { readCarMessage, type CarMessage } from "../app/lib/pairing/messages";
import { randomClientAddress } from "./client-address";

export const formHeaders = (baseURL: string) => ({ "content-type": "application/x-www-form-urlencoded", origin: baseURL });

/** A car that speaks the relay's protocol: opens a pairing, connects, and acknowledges what it receives. */
export interface ProtocolCar {
  /** As the phone writes it: "K7QM-2XPA". */
  code: string;
  received: CarMessage[];
  /** How the relay closed the car's current socket, once it has. */
  closedWith: () => number | null;
  /** Connects again with the same code and key, as the car does after a dropped link (or a second screen would). */
  connect: () => Promise<ProtocolCar>;
  /** The link drops: the socket closes without ending the pairing. */
  drop: () => void;
  /** The link dies without closing: the socket stays open, and the car acknowledges nothing from now on. */
  goSilent: () => void;
  /** The panel closes: the pairing ends. */
  close: () => void;
}

interface CarSocket {
  socket: WebSocket;
  closedWith: () => number | null;
  goSilent: () => void;
}

function openCarSocket(url: string, received: CarMessage[]): Promise<CarSocket> {
  const socket = new WebSocket(url);
  let closeCode: number | null = null;
  let silent = false;
  socket.addEventListener("close", (event) => (closeCode = event.code));
  socket.addEventListener("message", (event) => {
    const message = typeof event.data === "string" ? readCarMessage(event.data) : null;
    if (message === null || silent) return;
    received.push(message);
    if ("id" in message) socket.send(JSON.stringify({ type: "ack", id: message.id }));
  });
  return new Promise((resolve, reject) => {
    socket.addEventListener("open", () => resolve({ socket, closedWith: () => closeCode, goSilent: () => (silent = true) }), {
      once: true,
    });
    socket.addEventListener("error", reject, { once: true });
  });
}

/** `openPath`: where the pairing is opened; the e2e build's /e2e-pairings?holdMs=…&graceMs=… shortens the relay's waits. */
export async function connectProtocolCar(baseURL: string, carKey?: string, openPath = "/pairings"): Promise<ProtocolCar> {
  // Each protocol car is a client of its own (a TEST-NET address), so the per-client limit on opening pairings is never shared.
  const opened = await fetch(`${baseURL}${openPath}`, {
    method: "POST",
    headers: { ...formHeaders(baseURL), "cf-connecting-ip": randomClientAddress() },
    body: "",
  });
  if (opened.status !== 201) throw new Error(`opening a pairing answered ${opened.status}, not 201`);
  const pairing = (await opened.json()) as { code: string; carKey: string };
  return attachProtocolCar(baseURL, pairing.code, carKey ?? pairing.carKey, pairing.carKey);
}

async function attachProtocolCar(baseURL: string, code: string, presentedKey: string, carKey: string): Promise<ProtocolCar> {
  const received: CarMessage[] = [];
  const url = `${baseURL.replace(/^http/, "ws")}${pairingSocketPath(code)}?key=${encodeURIComponent(presentedKey)}`;
  const { socket, closedWith, goSilent } = await openCarSocket(url, received);
  return {
    code: formatPairingCode(code),
    received,
    closedWith,
    connect: () => attachProtocolCar(baseURL, code, carKey, carKey),
    drop: () => socket.close(1000, "dropped"),
    goSilent,
    close: () => socket.close(4000, "closed"),
  };
}

/** Posts the phone's form the way a browser without JavaScript does, from a phone of its own (`headers` adds to its own). */
export function postToCar(
  baseURL: string,
  code: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseURL}/p/${code}`, {
    method: "POST",
    headers: { ...formHeaders(baseURL), "cf-connecting-ip": randomClientAddress(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
