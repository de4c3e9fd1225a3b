// A stand-in for wrangler dev's inspector proxy, for tests of bench/inspector-session.ts: a loopback HTTP server with the
// proxy's /json list and a WebSocket endpoint that, like the proxy, refuses a client without an Origin. It speaks just
// enough of RFC 6455 for unfragmented text frames, so the real WebSocket client Node ships can talk to it.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { Socket } from "node:net";

export interface CdpCommand {
  id: number;
  method: string;
  params?: unknown;
}

/** The side of one connection a test plays: what the inspector sends back, and hanging up. */
export interface InspectorPeer {
  send(message: unknown): void;
  hangUp(): void;
}

export interface FakeInspector {
  /** http://127.0.0.1:<port>, where /json lists the target. */
  origin: string;
  webSocketUrl: string;
  /** Every command received, in order. */
  commands: CdpCommand[];
  /** The Origin header of every accepted connection. */
  connectionOrigins: string[];
  close(): Promise<void>;
}

const handshakeGuid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
const textOpcode = 0x1;
const closeOpcode = 0x8;

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 0x10000
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), Buffer.alloc(8)]);
  if (length >= 0x10000) header.writeBigUInt64BE(BigInt(length), 2);
  return Buffer.concat([header, payload]);
}

function isCdpCommand(message: unknown): message is CdpCommand {
  return (
    typeof message === "object" &&
    message !== null &&
    "id" in message &&
    typeof message.id === "number" &&
    "method" in message &&
    typeof message.method === "string"
  );
}

/** Splits the client's (masked) frames off the front of `buffer`; returns them and what is left of an incomplete one. */
function readClientFrames(buffer: Buffer): { frames: { opcode: number; payload: Buffer }[]; rest: Buffer } {
  const frames: { opcode: number; payload: Buffer }[] = [];
  let offset = 0;
  while (buffer.length - offset >= 2) {
    const opcode = (buffer[offset] ?? 0) & 0x0f;
    const shortLength = (buffer[offset + 1] ?? 0) & 0x7f;
    const extraLengthBytes = shortLength === 126 ? 2 : shortLength === 127 ? 8 : 0;
    const maskAt = offset + 2 + extraLengthBytes;
    if (buffer.length < maskAt + 4) break;
    const length =
      shortLength === 126
        ? buffer.readUInt16BE(offset + 2)
        : shortLength === 127
          ? Number(buffer.readBigUInt64BE(offset + 2))
          : shortLength;
    const payloadAt = maskAt + 4;
    if (buffer.length < payloadAt + length) break;
    const mask = buffer.subarray(maskAt, payloadAt);
    const payload = Buffer.from(buffer.subarray(payloadAt, payloadAt + length).map((byte, index) => byte ^ (mask[index % 4] ?? 0)));
    frames.push({ opcode, payload });
    offset = payloadAt + length;
  }
  return { frames, rest: buffer.subarray(offset) };
}

export interface FakeInspectorOptions {
  /** False plays wrangler's proxy, which leaves a client's close frame unanswered. */
  answersClose?: boolean;
}

/** Starts the fake inspector; `answer` is called with each command and the connection it came on. */
export async function startFakeInspector(
  answer: (command: CdpCommand, peer: InspectorPeer) => void,
  { answersClose = true }: FakeInspectorOptions = {},
): Promise<FakeInspector> {
  const commands: CdpCommand[] = [];
  const connectionOrigins: string[] = [];
  const sockets = new Set<Socket>();
  let webSocketUrl = "";

  const server = createServer((request, response) => {
    if (request.url !== "/json") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify([{ id: "worker", type: "node", title: "Cloudflare Worker", webSocketDebuggerUrl: webSocketUrl }]));
  });

  server.on("upgrade", (request: IncomingMessage, socket: Socket) => {
    const key = request.headers["sec-websocket-key"];
    const origin = request.headers.origin;
    if (request.url !== "/ws" || typeof key !== "string" || origin === undefined) {
      socket.end("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      return;
    }
    connectionOrigins.push(origin);
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    const accept = createHash("sha1").update(`${key}${handshakeGuid}`).digest("base64");
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );

    const peer: InspectorPeer = {
      send: (message) => {
        if (!socket.destroyed) socket.write(frame(textOpcode, Buffer.from(JSON.stringify(message))));
      },
      hangUp: () => socket.destroy(),
    };
    let pending = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      const { frames, rest } = readClientFrames(Buffer.concat([pending, chunk]));
      pending = rest;
      for (const { opcode, payload } of frames) {
        if (opcode === closeOpcode) {
          if (answersClose) socket.end(frame(closeOpcode, payload));
          return;
        }
        if (opcode !== textOpcode) continue;
        const command: unknown = JSON.parse(payload.toString("utf8"));
        if (!isCdpCommand(command)) throw new Error(`not a DevTools command: ${payload.toString("utf8")}`);
        commands.push(command);
        answer(command, peer);
      }
    });
  });

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the fake inspector has no TCP port");
  const { port } = address;
  webSocketUrl = `ws://127.0.0.1:${port}/ws`;

  return {
    origin: `http://127.0.0.1:${port}`,
    webSocketUrl,
    commands,
    connectionOrigins,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}
