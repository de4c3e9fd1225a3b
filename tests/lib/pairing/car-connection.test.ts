import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  heartbeatIntervalMs,
  heartbeatTimeoutMs,
  reconnectDelay,
  startCarConnection,
  type CarConnectionPlatform,
  type CarConnectionState,
  type CarDelivery,
  type CarSocket,
  type CarSocketHandlers,
} from "~/lib/pairing/car-connection";
import { pairingLifetimeMs } from "~/lib/pairing/messages";

const carKey = "key/with+symbols=";
/** Longer than any backoff wait. */
const longerThanAnyBackoff = 60_000;
const socketUrl = `wss://parkplay.example/p/K7QM2XPA/socket?key=${encodeURIComponent(carKey)}`;

/** A car socket whose relay answers each "ping" with "pong", as the real one does, until the link goes silent. */
class FakeSocket implements CarSocket {
  readonly sent: string[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  silent = false;

  constructor(
    readonly url: string,
    readonly handlers: CarSocketHandlers,
  ) {}

  send(text: string) {
    this.sent.push(text);
    if (text === "ping" && !this.silent) queueMicrotask(() => this.receive("pong"));
  }

  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }

  /** What the relay sends, as the browser hands it on. */
  receive(message: unknown) {
    this.handlers.received(typeof message === "string" ? message : JSON.stringify(message));
  }
}

function created(code = "k7qm-2xpa"): Response {
  return Response.json({ code, carKey, expiresAt: 0 }, { status: 201 });
}

interface FakePlatformOptions {
  location?: CarConnectionPlatform["location"];
  /** How many sockets the browser refuses to create (a CSP block, say) before it creates one. */
  refusedSockets?: number;
}

function startWith(answer: () => Promise<Response>, options: FakePlatformOptions = {}) {
  let refusedSockets = options.refusedSockets ?? 0;
  const network = { online: true };
  const states: CarConnectionState[] = [];
  const deliveries: CarDelivery[] = [];
  const sockets: FakeSocket[] = [];
  const connectivity = new EventTarget();
  const fetch = vi.fn<CarConnectionPlatform["fetch"]>(answer);
  const platform: CarConnectionPlatform = {
    fetch,
    openSocket(url, handlers) {
      if (refusedSockets > 0) {
        refusedSockets -= 1;
        throw new DOMException("Refused to connect", "SecurityError");
      }
      const socket = new FakeSocket(url, handlers);
      sockets.push(socket);
      return socket;
    },
    schedule(callback, ms) {
      const timer = setTimeout(callback, ms);
      return () => clearTimeout(timer);
    },
    random: () => 0,
    location: options.location ?? { protocol: "https:", host: "parkplay.example" },
    connectivity,
    isOnline: () => network.online,
  };
  const connection = startCarConnection(
    { changed: (state) => states.push(state), delivered: (delivery) => deliveries.push(delivery) },
    platform,
  );
  return {
    connection,
    states,
    deliveries,
    sockets,
    fetch,
    phase: () => states.at(-1)?.phase,
    /** What the browser reports, with its event, as Chromium's offline mode does. */
    goOffline() {
      network.online = false;
      connectivity.dispatchEvent(new Event("offline"));
    },
    goOnline() {
      network.online = true;
      connectivity.dispatchEvent(new Event("online"));
    },
    /** The socket the connection holds now. */
    socket: () => {
      const socket = sockets.at(-1);
      if (socket === undefined) throw new Error("no socket was opened");
      return socket;
    },
  };
}

/** A pairing created and its first socket opened. */
async function startOpen() {
  const car = startWith(() => Promise.resolve(created()));
  await vi.advanceTimersByTimeAsync(0);
  car.socket().handlers.opened();
  return car;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("reconnectDelay", () => {
  it("doubles from 0.5 s to 8 s, each wait drawn from the upper half of its step", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, 0))).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, 1))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(reconnectDelay(2, 0.5)).toBe(1500);
  });
});

describe("startCarConnection", () => {
  it("asks for a pairing with a same-origin form post, then opens the relay socket with the code and the key", async () => {
    const car = startWith(() => Promise.resolve(created()));
    expect(car.phase()).toBe("creating");
    await vi.advanceTimersByTimeAsync(0);
    expect(car.fetch).toHaveBeenCalledExactlyOnceWith(
      "/pairings",
      expect.objectContaining({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" }),
    );
    expect(car.sockets.map((socket) => socket.url)).toEqual([socketUrl]);
    expect(car.states.at(-1)).toEqual({ phase: "waiting", code: "K7QM2XPA" });
  });

  it("uses ws: on a plain-http page", async () => {
    const car = startWith(() => Promise.resolve(created()), { location: { protocol: "http:", host: "127.0.0.1:8787" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(car.socket().url).toBe(`ws://127.0.0.1:8787/p/K7QM2XPA/socket?key=${encodeURIComponent(carKey)}`);
  });

  it("says Connected once a phone opens the pairing page", async () => {
    const car = await startOpen();
    expect(car.phase()).toBe("waiting");
    car.socket().receive({ type: "phone" });
    expect(car.states.at(-1)).toEqual({ phase: "connected", code: "K7QM2XPA" });
  });

  it("acknowledges every link and setup, a repeated one too, and hands each id on once", async () => {
    const car = await startOpen();
    const socket = car.socket();
    const link = { type: "link", id: "m1", url: "https://www.example.com/" };
    const setup = { type: "setup", id: "m2", setup: '{"v":1}' };
    socket.receive(link);
    socket.receive(setup);
    socket.receive(link);
    expect(socket.sent).toEqual([
      JSON.stringify({ type: "ack", id: "m1" }),
      JSON.stringify({ type: "ack", id: "m2" }),
      JSON.stringify({ type: "ack", id: "m1" }),
    ]);
    expect(car.deliveries).toEqual([link, setup]);
    expect(car.phase()).toBe("connected");
  });

  it("shows a message re-sent after a reconnect only once, and acknowledges it on the new socket", async () => {
    const car = await startOpen();
    const link = { type: "link", id: "m1", url: "https://www.example.com/" };
    car.socket().receive(link);
    car.socket().handlers.closed(1006);
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, 0));
    car.socket().handlers.opened();
    car.socket().receive(link);
    expect(car.deliveries).toEqual([link]);
    expect(car.socket().sent).toEqual([JSON.stringify({ type: "ack", id: "m1" })]);
  });

  it("ignores what it cannot read, logging one line without the text", async () => {
    const car = await startOpen();
    car.socket().receive("<script>steer()</script>");
    car.socket().receive({ type: "link", id: "", url: "https://www.example.com/" });
    expect(car.deliveries).toEqual([]);
    expect(car.socket().sent).toEqual([]);
    expect(vi.mocked(console.warn).mock.calls).toEqual([["pairing_message_unreadable"], ["pairing_message_unreadable"]]);
  });

  it("reconnects after a drop with the same code and key, backing off from 0.5 s to 8 s until a socket opens", async () => {
    const car = await startOpen();
    car.socket().receive({ type: "phone" });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const opened = car.sockets.length;
      car.socket().handlers.closed(1006);
      expect(car.phase()).toBe("reconnecting");
      const wait = reconnectDelay(attempt, 0);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(car.sockets).toHaveLength(opened);
      await vi.advanceTimersByTimeAsync(1);
      expect(car.sockets).toHaveLength(opened + 1);
      waits.push(wait);
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
    expect(new Set(car.sockets.map((socket) => socket.url))).toEqual(new Set([socketUrl]));
    expect(car.fetch).toHaveBeenCalledTimes(1);

    // Back up: the phone was seen before, so the car says Connected, and the next drop starts the backoff again.
    car.socket().handlers.opened();
    expect(car.phase()).toBe("connected");
    car.socket().handlers.closed(1001);
    const opened = car.sockets.length;
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, 0));
    expect(car.sockets).toHaveLength(opened + 1);
  });

  it("pings 10 s after the socket opens and 10 s after each pong, and keeps a link that answers", async () => {
    const car = await startOpen();
    const socket = car.socket();
    await vi.advanceTimersByTimeAsync(heartbeatIntervalMs - 1);
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toEqual(["ping"]);
    await vi.advanceTimersByTimeAsync(heartbeatIntervalMs * 30);
    expect(socket.sent).toEqual(Array.from({ length: 31 }, () => "ping"));
    expect(socket.closedWith).toBeNull();
    expect(car.sockets).toHaveLength(1);
    expect(car.phase()).toBe("waiting");
  });

  it("treats a ping unanswered for 5 s as a drop: closes the socket and reconnects", async () => {
    const car = await startOpen();
    const socket = car.socket();
    socket.silent = true;
    await vi.advanceTimersByTimeAsync(heartbeatIntervalMs + heartbeatTimeoutMs - 1);
    expect(socket.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closedWith).not.toBeNull();
    expect(car.phase()).toBe("reconnecting");
    // The dead socket's own close event, arriving late, starts no second reconnection.
    socket.handlers.closed(1006);
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, 0));
    expect(car.sockets).toHaveLength(2);
    expect(car.socket().url).toBe(socketUrl);
    car.socket().handlers.opened();
    await vi.advanceTimersByTimeAsync(longerThanAnyBackoff);
    expect(car.sockets).toHaveLength(2);
    expect(car.phase()).toBe("waiting");
  });

  it("ignores a pong it did not ask for", async () => {
    const car = await startOpen();
    const socket = car.socket();
    socket.receive("pong");
    socket.silent = true;
    await vi.advanceTimersByTimeAsync(heartbeatIntervalMs + heartbeatTimeoutMs);
    expect(socket.sent).toEqual(["ping"]);
    expect(car.phase()).toBe("reconnecting");
  });

  it("treats going offline as a drop though the socket never closes, tries nothing while offline, and reconnects the moment it is back", async () => {
    const car = await startOpen();
    const socket = car.socket();
    car.goOffline();
    expect(socket.closedWith).not.toBeNull();
    expect(car.phase()).toBe("reconnecting");
    // No attempt while the browser knows it is offline: each would only fail.
    await vi.advanceTimersByTimeAsync(longerThanAnyBackoff);
    expect(car.sockets).toHaveLength(1);
    expect(car.phase()).toBe("reconnecting");
    car.goOnline();
    expect(car.sockets).toHaveLength(2);
    expect(car.socket().url).toBe(socketUrl);
    car.socket().handlers.opened();
    expect(car.phase()).toBe("waiting");
    // The backoff timer the drop started was cancelled: no third socket.
    await vi.advanceTimersByTimeAsync(longerThanAnyBackoff);
    expect(car.sockets).toHaveLength(2);
  });

  it("shows the expired state when the relay closes with 4004, and stops reconnecting", async () => {
    const car = await startOpen();
    car.socket().handlers.closed(4004);
    expect(car.states.at(-1)).toEqual({ phase: "expired" });
    await vi.advanceTimersByTimeAsync(pairingLifetimeMs);
    expect(car.sockets).toHaveLength(1);
    expect(car.states.at(-1)).toEqual({ phase: "expired" });
  });

  it("says another screen took the code when the relay closes with 4001, and does not take it back", async () => {
    const car = await startOpen();
    car.socket().handlers.closed(4001);
    expect(car.states.at(-1)).toEqual({ phase: "replaced" });
    car.goOnline();
    await vi.advanceTimersByTimeAsync(longerThanAnyBackoff);
    expect(car.sockets).toHaveLength(1);
  });

  it.each([
    ["expired", "expired"],
    ["replaced", "replaced"],
  ] as const)(
    "ends as %s when the relay says so before its close arrives, without a close of its own that could end another car's pairing",
    async (reason, phase) => {
      const car = await startOpen();
      const socket = car.socket();
      socket.receive({ type: "ended", reason });
      expect(car.states.at(-1)).toEqual({ phase });
      expect(socket.closedWith).toEqual({ code: undefined, reason: undefined });
      expect(socket.sent).toEqual([]);
      socket.handlers.closed(reason === "expired" ? 4004 : 4001);
      car.goOnline();
      await vi.advanceTimersByTimeAsync(longerThanAnyBackoff);
      expect(car.sockets).toHaveLength(1);
      expect(car.states.at(-1)).toEqual({ phase });
    },
  );

  it("does not count the relay's ending as a phone", async () => {
    const car = await startOpen();
    car.socket().receive({ type: "ended", reason: "expired" });
    expect(car.states.map((state) => state.phase)).not.toContain("connected");
  });

  it("expires the code 10 minutes after it was made, closing the socket as the car's own", async () => {
    const car = await startOpen();
    await vi.advanceTimersByTimeAsync(pairingLifetimeMs - 1);
    expect(car.sockets).toHaveLength(1);
    expect(car.phase()).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(car.states.at(-1)).toEqual({ phase: "expired" });
    expect(car.socket().closedWith).toEqual({ code: 4000, reason: "closed" });
  });

  it("still expires on time while reconnecting", async () => {
    const car = await startOpen();
    car.socket().handlers.closed(1006);
    await vi.advanceTimersByTimeAsync(pairingLifetimeMs);
    expect(car.phase()).toBe("expired");
    const socketsAtExpiry = car.sockets.length;
    await vi.advanceTimersByTimeAsync(longerThanAnyBackoff);
    expect(car.sockets).toHaveLength(socketsAtExpiry);
  });

  it("ends the pairing on close(): the socket closes with 4000 and nothing more happens", async () => {
    const car = await startOpen();
    const socket = car.socket();
    car.connection.close();
    expect(socket.closedWith).toEqual({ code: 4000, reason: "closed" });
    expect(car.states.at(-1)).toEqual({ phase: "closed" });
    const reported = car.states.length;
    socket.handlers.closed(4000);
    socket.receive({ type: "link", id: "m1", url: "https://www.example.com/" });
    car.goOnline();
    await vi.advanceTimersByTimeAsync(pairingLifetimeMs);
    expect(car.states).toHaveLength(reported);
    expect(car.deliveries).toEqual([]);
    expect(socket.sent).toEqual([]);
    expect(car.sockets).toHaveLength(1);
  });

  it("closed while the code is being made, it cancels the request and never opens a socket", async () => {
    const car = startWith(() => Promise.resolve(created()));
    car.connection.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(car.fetch.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    expect(car.sockets).toEqual([]);
    expect(car.states.at(-1)).toEqual({ phase: "closed" });
  });

  it("shows the worker's sentence when it refuses a new code (429)", async () => {
    const car = startWith(() => Promise.resolve(Response.json({ message: "Too many codes. Try again in a minute." }, { status: 429 })));
    await vi.advanceTimersByTimeAsync(0);
    expect(car.states.at(-1)).toEqual({ phase: "refused", message: "Too many codes. Try again in a minute." });
    expect(car.sockets).toEqual([]);
    expect(vi.mocked(console.warn)).toHaveBeenCalledExactlyOnceWith("pairing_create_refused");
  });

  it("leaves the panel to word a 429 without a usable sentence", async () => {
    const car = startWith(() => Promise.resolve(new Response("slow down", { status: 429 })));
    await vi.advanceTimersByTimeAsync(0);
    expect(car.states.at(-1)).toEqual({ phase: "refused", message: null });
  });

  it.each([
    ["a server error", () => Promise.resolve(new Response("", { status: 500 }))],
    ["no network", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a code outside the alphabet", () => Promise.resolve(created("K0QM2XPA"))],
    ["a body without a key", () => Promise.resolve(Response.json({ code: "K7QM2XPA" }, { status: 201 }))],
    ["a body that is not JSON", () => Promise.resolve(new Response("<html>", { status: 201 }))],
  ])("fails with %s, logging one line", async (_, answer) => {
    const car = startWith(answer);
    await vi.advanceTimersByTimeAsync(0);
    expect(car.states.at(-1)).toEqual({ phase: "failed" });
    expect(car.sockets).toEqual([]);
    expect(vi.mocked(console.warn)).toHaveBeenCalledExactlyOnceWith("pairing_create_failed");
  });

  it("treats a socket the browser refuses to create as a drop", async () => {
    const car = startWith(() => Promise.resolve(created()), { refusedSockets: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(car.phase()).toBe("reconnecting");
    expect(car.sockets).toEqual([]);
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, 0));
    expect(car.sockets.map((socket) => socket.url)).toEqual([socketUrl]);
  });
});
