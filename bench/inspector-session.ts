// A minimal Chrome DevTools Protocol client for the inspector `wrangler dev --inspector-port` serves (its InspectorProxyWorker
// relays each command to the worker's isolate in workerd): commands in, answers matched by id, events to whoever listens.
import { setTimeout as sleep } from "node:timers/promises";

/** One connection to an inspector target; a command resolves with its `result` and rejects with the protocol's error. */
export interface InspectorSession {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  /** Calls `listener` with the params of every `method` event (HeapProfiler.addHeapSnapshotChunk…) until the returned function is called. */
  onEvent(method: string, listener: (params: unknown) => void): () => void;
  close(): Promise<void>;
}

export interface InspectorSessionOptions {
  /** How long a command may wait for its answer. */
  commandTimeoutMs?: number;
  /** How long `close` waits for the inspector to finish the closing handshake, which wrangler's proxy never does. */
  closeTimeoutMs?: number;
}

// wrangler's proxy refuses a client that sends a User-Agent (Node's WebSocket does) without an Origin it allows; loopback is one.
const loopbackOrigin = "http://127.0.0.1";
const defaultCommandTimeoutMs = 30_000;
const defaultCloseTimeoutMs = 2_000;

// Node's WebSocket (undici) takes request headers as its second argument; the DOM and Workers typings this project compiles
// with only know the subprotocol form.
type HeaderedWebSocketConstructor = new (url: string, init: { headers: Record<string, string> }) => WebSocket;
const HeaderedWebSocket = WebSocket as unknown as HeaderedWebSocketConstructor;

/** The first target's WebSocket URL from an inspector's `/json` list. */
export function debuggerUrlOf(targets: unknown): string {
  const [first] = Array.isArray(targets) ? targets : [];
  const url: unknown = typeof first === "object" && first !== null ? Reflect.get(first, "webSocketDebuggerUrl") : undefined;
  if (typeof url !== "string" || !/^wss?:\/\//.test(url)) throw new Error("the inspector lists no target with a WebSocket URL");
  return url;
}

/** Asks the inspector at `inspectorOrigin` (http://host:port) which WebSocket URL its worker target has. */
export async function findDebuggerUrl(inspectorOrigin: string): Promise<string> {
  const response = await fetch(`${inspectorOrigin}/json`, { signal: AbortSignal.timeout(defaultCommandTimeoutMs) });
  if (!response.ok) throw new Error(`${inspectorOrigin}/json answered ${response.status}`);
  return debuggerUrlOf(await response.json());
}

interface PendingCommand {
  method: string;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

type InspectorMessage =
  | { kind: "answer"; id: number; result: unknown; error?: { message?: unknown; code?: unknown } }
  | { kind: "event"; method: string; params: unknown };

/** An answer carries its command's id; an event (Runtime.consoleAPICalled, Debugger.scriptParsed…) carries a method instead. */
function parseMessage(data: unknown): InspectorMessage | null {
  if (typeof data !== "string") return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof message !== "object" || message === null) return null;
  if ("id" in message && typeof message.id === "number") {
    const error = "error" in message && typeof message.error === "object" && message.error !== null ? message.error : undefined;
    return { kind: "answer", id: message.id, result: "result" in message ? message.result : undefined, error };
  }
  if ("method" in message && typeof message.method === "string")
    return { kind: "event", method: message.method, params: "params" in message ? message.params : undefined };
  return null;
}

export function openInspectorSession(webSocketUrl: string, options: InspectorSessionOptions = {}): Promise<InspectorSession> {
  const { commandTimeoutMs = defaultCommandTimeoutMs, closeTimeoutMs = defaultCloseTimeoutMs } = options;
  const socket = new HeaderedWebSocket(webSocketUrl, { headers: { origin: loopbackOrigin } });
  const pending = new Map<number, PendingCommand>();
  const listeners = new Map<string, Set<(params: unknown) => void>>();
  let lastId = 0;
  let closedBecause: string | null = null;

  const settle = (id: number, outcome: { result: unknown } | { error: Error }) => {
    const command = pending.get(id);
    if (!command) return;
    pending.delete(id);
    clearTimeout(command.timer);
    if ("error" in outcome) command.reject(outcome.error);
    else command.resolve(outcome.result);
  };

  socket.addEventListener("message", (event) => {
    const message = parseMessage(event.data);
    if (!message) return;
    if (message.kind === "event") {
      for (const listener of listeners.get(message.method) ?? []) listener(message.params);
      return;
    }
    const method = pending.get(message.id)?.method ?? "command";
    if (message.error)
      settle(message.id, { error: new Error(`${method} failed: ${String(message.error.message)} (code ${String(message.error.code)})`) });
    else settle(message.id, { result: message.result ?? {} });
  });
  socket.addEventListener("close", (event) => {
    closedBecause = `the inspector connection closed (${event.code}${event.reason ? ` ${event.reason}` : ""})`;
    for (const id of [...pending.keys()]) settle(id, { error: new Error(closedBecause) });
  });

  const session: InspectorSession = {
    send(method, params) {
      if (closedBecause !== null) return Promise.reject(new Error(closedBecause));
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => settle(id, { error: new Error(`${method} had no answer within ${commandTimeoutMs / 1000} s`) }),
          commandTimeoutMs,
        );
        pending.set(id, { method, resolve, reject, timer });
        socket.send(JSON.stringify(params ? { id, method, params } : { id, method }));
      });
    },
    onEvent(method, listener) {
      const forMethod = listeners.get(method) ?? new Set();
      listeners.set(method, forMethod.add(listener));
      return () => forMethod.delete(listener);
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      const closed = new Promise<void>((resolve) => socket.addEventListener("close", () => resolve(), { once: true }));
      socket.close();
      await Promise.race([closed, sleep(closeTimeoutMs)]);
    },
  };

  return new Promise((resolve, reject) => {
    const onOpen = () => {
      socket.removeEventListener("close", onEarlyClose);
      resolve(session);
    };
    const onEarlyClose = () => {
      socket.removeEventListener("open", onOpen);
      reject(new Error(`could not open the inspector at ${webSocketUrl}: ${closedBecause ?? "closed"}`));
    };
    socket.addEventListener("open", onOpen, { once: true });
    socket.addEventListener("close", onEarlyClose, { once: true });
  });
}
