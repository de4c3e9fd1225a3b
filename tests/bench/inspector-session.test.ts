// @vitest-environment node
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { debuggerUrlOf, findDebuggerUrl, openInspectorSession, type InspectorSession } from "../../bench/inspector-session.ts";
import { startFakeInspector, type CdpCommand, type FakeInspector, type InspectorPeer } from "../support/fake-inspector.ts";

describe("debuggerUrlOf", () => {
  it("takes the first target's WebSocket URL", () => {
    const targets = [
      { id: "a", webSocketDebuggerUrl: "ws://127.0.0.1:9229/ws" },
      { id: "b", webSocketDebuggerUrl: "ws://127.0.0.1:9229/other" },
    ];
    expect(debuggerUrlOf(targets)).toBe("ws://127.0.0.1:9229/ws");
  });

  it.each([[[]], [{}], [[{ id: "a" }]], [[{ webSocketDebuggerUrl: "http://127.0.0.1/ws" }]], [null]])("refuses %j", (targets) => {
    expect(() => debuggerUrlOf(targets)).toThrow(/no target/);
  });
});

describe("the inspector session", () => {
  let inspector: FakeInspector | undefined;
  let session: InspectorSession | undefined;

  afterEach(async () => {
    await session?.close();
    await inspector?.close();
    session = undefined;
    inspector = undefined;
  });

  async function connect(answer: (command: CdpCommand, peer: InspectorPeer) => void, commandTimeoutMs?: number) {
    inspector = await startFakeInspector(answer);
    session = await openInspectorSession(await findDebuggerUrl(inspector.origin), { commandTimeoutMs });
    return { inspector, session };
  }

  it("finds the WebSocket in the /json list and connects with an Origin the proxy allows", async () => {
    const { inspector } = await connect(() => undefined);
    expect(inspector.connectionOrigins).toEqual(["http://127.0.0.1"]);
  });

  it("resolves each command with its own answer, past events and answers out of order", async () => {
    const held: { command: CdpCommand; peer: InspectorPeer }[] = [];
    const { session } = await connect((command, peer) => {
      peer.send({ method: "Runtime.consoleAPICalled", params: { type: "log", args: [] } });
      held.push({ command, peer });
      if (held.length < 2) return;
      for (const { command: heldCommand, peer: heldPeer } of held.reverse())
        heldPeer.send({ id: heldCommand.id, result: { method: heldCommand.method } });
    });
    const [first, second] = await Promise.all([session.send("Runtime.getHeapUsage"), session.send("HeapProfiler.enable", { a: 1 })]);
    expect(first).toEqual({ method: "Runtime.getHeapUsage" });
    expect(second).toEqual({ method: "HeapProfiler.enable" });
    expect(inspector?.commands.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: "Runtime.getHeapUsage", params: undefined },
      { method: "HeapProfiler.enable", params: { a: 1 } },
    ]);
  });

  it("hands each event to the listeners of its method until they stop listening", async () => {
    const { session } = await connect((command, peer) => {
      peer.send({ method: "HeapProfiler.addHeapSnapshotChunk", params: { chunk: `chunk ${command.id}` } });
      peer.send({ method: "Runtime.consoleAPICalled", params: { type: "log" } });
      peer.send({ id: command.id, result: {} });
    });
    const chunks: unknown[] = [];
    const stopListening = session.onEvent("HeapProfiler.addHeapSnapshotChunk", (params) => chunks.push(params));
    await session.send("HeapProfiler.takeHeapSnapshot");
    stopListening();
    await session.send("HeapProfiler.takeHeapSnapshot");
    expect(chunks).toEqual([{ chunk: "chunk 1" }]);
  });

  it("resolves a command answered without a result with an empty one", async () => {
    const { session } = await connect((command, peer) => peer.send({ id: command.id }));
    await expect(session.send("HeapProfiler.collectGarbage")).resolves.toEqual({});
  });

  it("rejects a command the inspector answers with an error", async () => {
    const { session } = await connect((command, peer) =>
      peer.send({ id: command.id, error: { code: -32601, message: `'${command.method}' wasn't found` } }),
    );
    await expect(session.send("Nope.nothing")).rejects.toThrow("Nope.nothing failed: 'Nope.nothing' wasn't found (code -32601)");
  });

  it("rejects a command that gets no answer in time", async () => {
    const { session } = await connect(() => undefined, 100);
    await expect(session.send("HeapProfiler.collectGarbage")).rejects.toThrow("HeapProfiler.collectGarbage had no answer within 0.1 s");
  });

  it("rejects what is pending, and what is sent later, when the connection drops", async () => {
    const { session } = await connect((_command, peer) => peer.hangUp());
    await expect(session.send("Runtime.getHeapUsage")).rejects.toThrow(/inspector connection closed/);
    await expect(session.send("Runtime.getHeapUsage")).rejects.toThrow(/inspector connection closed/);
  });

  it("closes without waiting long for an inspector that leaves the closing handshake unanswered", async () => {
    inspector = await startFakeInspector(() => undefined, { answersClose: false });
    const unanswered = await openInspectorSession(inspector.webSocketUrl, { closeTimeoutMs: 50 });
    const closing = unanswered.close();
    await expect(Promise.race([closing.then(() => "closed"), sleep(2_000).then(() => "still waiting")])).resolves.toBe("closed");
  });

  it("fails to open where no inspector answers the WebSocket", async () => {
    inspector = await startFakeInspector(() => undefined);
    await expect(openInspectorSession(`${inspector.webSocketUrl.replace(/\/ws$/, "/elsewhere")}`)).rejects.toThrow(
      /could not open the inspector/,
    );
  });
});

describe("findDebuggerUrl", () => {
  it("fails when the inspector's list cannot be read", async () => {
    const inspector = await startFakeInspector(() => undefined);
    try {
      await expect(findDebuggerUrl(`${inspector.origin}/missing`)).rejects.toThrow(/answered 404/);
    } finally {
      await inspector.close();
    }
  });
});
