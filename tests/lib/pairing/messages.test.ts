import { describe, expect, it } from "vitest";
import {
  carReconnectGraceMs,
  maxMessageBytes,
  maxMessagesPerMinute,
  messageBytes,
  messageHoldMs,
  pairingLifetimeMs,
  readCarAcknowledgement,
  readCarMessage,
  sendOutcomeStatus,
} from "~/lib/pairing/messages";

describe("the pairing limits", () => {
  it("are the ones the phone is told about", () => {
    expect(pairingLifetimeMs).toBe(10 * 60 * 1000);
    expect(messageHoldMs).toBe(60 * 1000);
    expect(maxMessagesPerMinute).toBe(10);
    expect(maxMessageBytes).toBe(16 * 1024);
  });

  it("tells the phone a car is not connected within 2 seconds, with room for the round trip", () => {
    expect(carReconnectGraceMs).toBeLessThanOrEqual(1500);
  });

  it("answers each refusal with a client-error status, never a 5xx, and a delivered message with 200", () => {
    for (const status of Object.values(sendOutcomeStatus)) expect(status).toBeLessThan(500);
    expect(sendOutcomeStatus.delivered).toBe(200);
    expect(sendOutcomeStatus.dropped).toBe(409);
    expect(sendOutcomeStatus.not_connected).toBe(409);
    expect(sendOutcomeStatus.expired).toBe(404);
    expect(sendOutcomeStatus.too_large).toBe(413);
    expect(sendOutcomeStatus.too_many).toBe(429);
    expect(sendOutcomeStatus.limited).toBe(429);
  });
});

describe("messageBytes", () => {
  it("counts UTF-8 bytes of the message as sent", () => {
    const ascii = messageBytes({ type: "link", id: "a", url: "https://a.example/" });
    const accented = messageBytes({ type: "link", id: "a", url: "https://a.example/é" });
    expect(accented - ascii).toBe(2);
    expect(ascii).toBe(JSON.stringify({ type: "link", id: "a", url: "https://a.example/" }).length);
  });
});

describe("readCarMessage", () => {
  it("reads links, setups and a phone's arrival", () => {
    expect(readCarMessage('{"type":"link","id":"m1","url":"https://example.com/"}')).toEqual({
      type: "link",
      id: "m1",
      url: "https://example.com/",
    });
    expect(readCarMessage('{"type":"setup","id":"m2","setup":"{\\"v\\":1}"}')).toEqual({ type: "setup", id: "m2", setup: '{"v":1}' });
    expect(readCarMessage('{"type":"phone"}')).toEqual({ type: "phone" });
    expect(readCarMessage('{"type":"ended","reason":"replaced"}')).toEqual({ type: "ended", reason: "replaced" });
  });

  it.each([
    ["not JSON", "pong"],
    ["an array", "[]"],
    ["null", "null"],
    ["an unknown type", '{"type":"open","id":"1","url":"https://example.com/"}'],
    ["a link without an id", '{"type":"link","url":"https://example.com/"}'],
    ["a link with an empty id", '{"type":"link","id":"","url":"https://example.com/"}'],
    ["a link whose url is not text", '{"type":"link","id":"1","url":{"href":"javascript:alert(1)"}}'],
    ["a setup that is not text", '{"type":"setup","id":"1","setup":{"v":1}}'],
    ["an end for no known reason", '{"type":"ended","reason":"bored"}'],
    ["anything over the limit", `{"type":"link","id":"1","url":"https://example.com/${"a".repeat(maxMessageBytes)}"}`],
  ])("ignores %s", (_label, text) => {
    expect(readCarMessage(text)).toBeNull();
  });
});

describe("readCarAcknowledgement", () => {
  it("reads an acknowledgement and nothing else", () => {
    expect(readCarAcknowledgement('{"type":"ack","id":"m1"}')).toEqual({ type: "ack", id: "m1" });
    expect(readCarAcknowledgement('{"type":"ack"}')).toBeNull();
    expect(readCarAcknowledgement("ping")).toBeNull();
    expect(readCarAcknowledgement(`{"type":"ack","id":"${"x".repeat(300)}"}`)).toBeNull();
  });
});
