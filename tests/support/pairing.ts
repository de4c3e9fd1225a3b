// A stand-in for the browser's WebSocket and the worker's pairing endpoint, for tests of the car's "Send from phone" panel.
import { vi } from "vitest";

/** A browser WebSocket the test plays the relay for: it records what the car sends and dispatches what the relay would. */
export class FakeWebSocket extends EventTarget {
  static created: FakeWebSocket[] = [];
  readonly sent: string[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {
    super();
    FakeWebSocket.created.push(this);
  }

  send(text: string) {
    this.sent.push(text);
  }

  close(code?: number) {
    this.closedWith = code ?? 1005;
  }

  open() {
    this.dispatchEvent(new Event("open"));
  }

  receive(message: unknown) {
    this.dispatchEvent(new MessageEvent("message", { data: JSON.stringify(message) }));
  }

  drop(code: number) {
    this.dispatchEvent(new CloseEvent("close", { code }));
  }
}

export function latestSocket(): FakeWebSocket {
  const socket = FakeWebSocket.created.at(-1);
  if (socket === undefined) throw new Error("the car opened no socket");
  return socket;
}

/**
 * Replaces fetch and WebSocket for one test: POST /pairings answers with the given responses in turn (the last one
 * again after that), each a fresh Response.
 */
export function stubPairingServer(...responses: (() => Response)[]) {
  FakeWebSocket.created = [];
  let answered = 0;
  const fetch = vi.fn(async (path: string) => {
    if (path !== "/pairings") throw new Error(`unexpected fetch of ${path}`);
    const respond = responses[Math.min(answered, responses.length - 1)];
    answered += 1;
    if (respond === undefined) throw new Error("no response given");
    return respond();
  });
  vi.stubGlobal("fetch", fetch);
  vi.stubGlobal("WebSocket", FakeWebSocket);
  return { fetch };
}

export function pairingCreated(code: string) {
  return () => Response.json({ code, carKey: "car-key", expiresAt: Date.now() + 600_000 }, { status: 201 });
}

/** The lazily loaded panel waits for its stylesheets; the test environment loads none, so each is reported loaded. */
export function loadStylesheets() {
  for (const link of document.head.querySelectorAll("link[rel=stylesheet]")) link.dispatchEvent(new Event("load"));
}
