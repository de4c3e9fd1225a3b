// Phone to car (issue 14) as the server sees it: the relay's protocol and limits through the worker's Durable Object in
// workerd, and the phone's /p/<code> page and its form posts without JavaScript.
import { readFile } from "node:fs/promises";
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { phonePageDe } from "../../app/generated/i18n/phone-page/de";
import { carReconnectGraceMs, messageHoldMs } from "../../app/lib/pairing/messages";
import { wranglerLogPath } from "../../test-support/edge-log";
import { randomClientAddress } from "../../test-support/client-address";
import { connectProtocolCar, formHeaders, postToCar } from "../../test-support/protocol-car";
import { sentryWorkerOrigin, workerClient, workerOrigin } from "./support/worker";

const expiredText = "This code has expired. Open 'Send from phone' on the car for a new one.";
const sentText = "Sent. Check the car's screen.";
const notConnectedText = "The car is not connected. Open ParkPlay on the car's screen and try again.";
const notHttpText = "Only web addresses starting with http:// or https:// can be sent";
const linkHost = "www.example.com";

// The e2e build's test route opens pairings with these waits on the worker started with E2E_FAULTS, so no test waits a minute.
const shortHoldMs = 400;
const shortGraceMs = 150;

/** A phone of its own (a client address no other test shares), as a browser without JavaScript sends its requests. */
function phoneClient(headers: Record<string, string> = {}) {
  return workerClient({ "cf-connecting-ip": randomClientAddress(), ...headers });
}

function linksReceived(car: { received: { type: string; url?: string }[] }): (string | undefined)[] {
  return car.received.flatMap((message) => (message.type === "link" ? [message.url] : []));
}

test("the phone's page works without JavaScript and sends no referrer", async () => {
  const car = await connectProtocolCar(workerOrigin());
  const phone = phoneClient();

  const page = await phone.get(`/p/${car.code}`);
  expect(page.status).toBe(200);
  expect(page.headers.get("referrer-policy")).toBe("no-referrer");
  expect(within(page.document().body).getByRole("heading", { name: "Send to your car" })).toBeTruthy();

  const refused = await phone.post(`/p/${car.code}`, { form: { intent: "link", address: "javascript:alert(1)" } });
  expect(refused.status).toBe(400);
  const refusedPage = within(refused.document().body);
  expect(refusedPage.getByRole("alert").textContent).toBe(notHttpText);
  expect(refusedPage.getByLabelText<HTMLInputElement>("Address").value).toBe("javascript:alert(1)");
  expect(linksReceived(car)).toEqual([]);

  const sent = await phone.post(`/p/${car.code}`, { form: { intent: "link", address: `${linkHost}/no-script` } });
  expect(sent.status).toBe(200);
  expect(within(sent.document().body).getByRole("status").textContent).toBe(sentText);
  expect(linksReceived(car)).toEqual([`http://${linkHost}/no-script`]);
  car.close();
});

/** A car whose link dropped: a message is refused after the grace, never reaches the car, and the next one after it is back does. */
async function sendWhileDropped(headers: Record<string, string>, refusedText: string, addresses: { lost: string; after: string }) {
  const origin = sentryWorkerOrigin();
  const car = await connectProtocolCar(origin, undefined, `/e2e-pairings?holdMs=${messageHoldMs}&graceMs=${shortGraceMs}`);
  car.drop();
  await expect.poll(() => car.closedWith()).not.toBeNull();
  const startedAt = Date.now();
  const answer = await postToCar(origin, car.code, { intent: "link", address: addresses.lost }, headers);
  const waitedMs = Date.now() - startedAt;
  expect(answer.status).toBe(409);
  expect(await answer.text()).toContain(refusedText);
  // The relay gives a dropped car its reconnect grace, not the minute it holds a message for a car that went silent.
  expect(waitedMs).toBeGreaterThanOrEqual(shortGraceMs);
  expect(waitedMs).toBeLessThan(messageHoldMs);
  // The code itself is still good: the car comes back, gets nothing of the refused post, and the next message arrives.
  const back = await car.connect();
  expect((await postToCar(origin, car.code, { intent: "link", address: addresses.after }, headers)).status).toBe(200);
  expect(linksReceived(back)).toEqual([addresses.after]);
  back.close();
}

test("a message sent while the car is offline is refused at once, and the car does not get it when it is back", async () => {
  await sendWhileDropped({}, notConnectedText, { lost: `https://${linkHost}/while-offline`, after: `https://${linkHost}/once-back` });
});

describe("expired codes", () => {
  test("an unknown code and a code whose car closed its panel answer 404 with the clear page", async () => {
    const phone = phoneClient();
    const guessed = await phone.get("/p/ABCD-EFGH");
    expect(guessed.status).toBe(404);
    expect(guessed.body).toContain(expiredText.replaceAll("'", "&#x27;"));

    const car = await connectProtocolCar(workerOrigin());
    expect((await phone.get(`/p/${car.code}`)).status).toBe(200);
    car.close();
    await expect.poll(async () => (await phone.get(`/p/${car.code}`)).status, { timeout: 10_000 }).toBe(404);

    const closed = within((await phone.get(`/p/${car.code}`)).document().body);
    expect(closed.getByText(expiredText)).toBeTruthy();
    expect(closed.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("hostile input is refused with a clear answer and never reaches the car", () => {
  test("addresses that are not http(s)", async () => {
    const origin = workerOrigin();
    const car = await connectProtocolCar(origin);
    for (const address of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd", "ftp://example.com/"]) {
      const answer = await postToCar(origin, car.code, { intent: "link", address });
      expect(answer.status, address).toBe(400);
      expect(await answer.text()).toContain(notHttpText);
    }
    const unparsable = await postToCar(origin, car.code, { intent: "link", address: "not a web address" });
    expect(unparsable.status).toBe(400);
    expect(car.received.filter((message) => message.type !== "phone")).toEqual([]);
    car.close();
  });

  test("a 17 KB body, as an address or as a setup", async () => {
    const origin = workerOrigin();
    const car = await connectProtocolCar(origin);
    const seventeenKilobytes = "a".repeat(17 * 1024);
    const longAddress = await postToCar(origin, car.code, { intent: "link", address: `https://example.com/${seventeenKilobytes}` });
    expect(longAddress.status).toBe(400);
    expect(await longAddress.text()).toContain("not a web address");
    const bigSetup = JSON.stringify({ v: 1, h: [], s: [["_abcd", "Home", `https://example.com/${seventeenKilobytes}`, 6, null]] });
    const setupAnswer = await postToCar(origin, car.code, { intent: "setup", setup: bigSetup });
    expect(setupAnswer.status).toBe(413);
    expect(await setupAnswer.text()).toContain("a message can be at most 16 KB");
    // A body over the page's form limit is refused before it is read.
    const flood = await postToCar(origin, car.code, { intent: "setup", setup: "x".repeat(60 * 1024) });
    expect(flood.status).toBe(413);
    expect(car.received.filter((message) => message.type !== "phone")).toEqual([]);
    car.close();
  });

  test("the 11th message in a minute", async () => {
    const origin = workerOrigin();
    const car = await connectProtocolCar(origin);
    for (let index = 1; index <= 10; index++) {
      const answer = await postToCar(origin, car.code, { intent: "link", address: `https://example.com/${index}` });
      expect(answer.status, `message ${index}`).toBe(200);
    }
    const eleventh = await postToCar(origin, car.code, { intent: "link", address: "https://example.com/11" });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get("retry-after")).toBe("60");
    expect(await eleventh.text()).toContain("A code takes at most 10 messages a minute");
    expect(linksReceived(car)).toEqual(Array.from({ length: 10 }, (_, index) => `https://example.com/${index + 1}`));
    car.close();
  });

  test("posts from another site, to open a code or to send to one", async () => {
    const origin = workerOrigin();
    const car = await connectProtocolCar(origin);
    const crossSite = { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" };
    const opened = await fetch(`${origin}/pairings`, { method: "POST", headers: crossSite, body: "" });
    expect(opened.status).toBe(403);
    const sent = await fetch(`${origin}/p/${car.code}`, {
      method: "POST",
      headers: crossSite,
      body: "intent=link&address=https%3A%2F%2Fevil.example%2F",
    });
    expect(sent.status).toBe(403);
    expect(await sent.text()).toContain("ParkPlay accepts form posts only from its own pages");
    expect(linksReceived(car)).toEqual([]);
    car.close();
  });

  test("guessed codes, well-formed or not", async () => {
    const origin = workerOrigin();
    const phone = phoneClient();
    for (const code of ["ZZZZ-ZZZZ", "K7QM-2XP0", "..%2F..%2Fetc", "A".repeat(300)]) {
      const page = await phone.get(`/p/${code}`);
      expect(page.status, code).toBe(404);
      const post = await postToCar(origin, code, { intent: "link", address: "https://example.com/" });
      expect(post.status, code).toBe(404);
    }
    const socket = await phone.get("/p/ZZZZZZZZ/socket");
    expect(socket.status).toBe(426);
  });
});

test("opening pairings is rate-limited per client with 429 and a message", async () => {
  const origin = workerOrigin();
  // A client address of this test's own, as Cloudflare's edge would name it, so it uses up no other test's limit.
  const client = { ...formHeaders(origin), "cf-connecting-ip": "198.51.100.77" };
  let opened = 0;
  let refused: Response | null = null;
  // 20 a minute; the limiter counts in fixed windows, so a run that crosses into a new one may open up to twice as many.
  while (refused === null && opened <= 40) {
    const answer = await fetch(`${origin}/pairings`, { method: "POST", headers: client, body: "" });
    if (answer.status === 201) opened++;
    else refused = answer;
  }
  expect(refused?.status).toBe(429);
  expect(opened).toBeGreaterThanOrEqual(20);
  expect(((await refused?.json()) as { message: string }).message).toBe(
    "This connection has asked for too many codes. Wait a minute, then try again.",
  );
  // Another client is not affected.
  const other = await fetch(`${origin}/pairings`, {
    method: "POST",
    headers: { ...client, "cf-connecting-ip": "198.51.100.78" },
    body: "",
  });
  expect(other.status).toBe(201);
});

test("a pairing's relay holds nothing in storage, during a session or after it", async () => {
  // The storage route is compiled into the e2e build and live only on the worker started with E2E_FAULTS.
  const origin = sentryWorkerOrigin();
  const car = await connectProtocolCar(origin);
  const sent = await postToCar(origin, car.code, { intent: "link", address: "https://example.com/stored" });
  expect(sent.status).toBe(200);
  const during = await fetch(`${origin}/e2e-pairing-storage/${car.code}`);
  expect(await during.json()).toEqual({ keys: 0, tables: [], alarm: null });
  car.close();
  await expect.poll(async () => (await fetch(`${origin}/p/${car.code}`)).status, { timeout: 10_000 }).toBe(404);
  const after = await fetch(`${origin}/e2e-pairing-storage/${car.code}`);
  expect(await after.json()).toEqual({ keys: 0, tables: [], alarm: null });
});

test("the edge log records pairings without addresses or codes", async () => {
  const origin = workerOrigin();
  const car = await connectProtocolCar(origin);
  const marker = `log-marker-${Date.now()}`;
  expect((await postToCar(origin, car.code, { intent: "link", address: `https://example.com/${marker}` })).status).toBe(200);
  expect((await postToCar(origin, car.code, { intent: "link", address: `mailto:${marker}@example.com` })).status).toBe(400);
  car.close();
  const logPath = wranglerLogPath(Number(new URL(origin).port));
  await expect.poll(async () => (await readFile(logPath, "utf8")).includes('"pairing_expired"'), { timeout: 10_000 }).toBe(true);
  const log = await readFile(logPath, "utf8");
  expect(log).not.toContain(marker);
  // The worker's own lines; wrangler dev's request lines name paths, as Cloudflare's invocation logs do.
  const workerLines = log.split("\n").filter((line) => line.startsWith("{"));
  expect(workerLines.filter((line) => line.includes(car.code) || line.includes(car.code.replace("-", "")))).toEqual([]);
  const lines = workerLines.filter((line) => line.startsWith('{"event":"pairing_'));
  const events = new Set(lines.map((line) => (JSON.parse(line) as { event: string }).event));
  expect([...events]).toEqual(expect.arrayContaining(["pairing_opened", "pairing_message", "pairing_rejected", "pairing_expired"]));
  const message = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === "pairing_message");
  expect(message).toMatchObject({ kind: "link", bytes: expect.any(Number) });
});

describe("the relay", () => {
  test("one car per code: a second connection with the car's key takes over, and the first is told why", async () => {
    const origin = workerOrigin();
    const first = await connectProtocolCar(origin);
    const second = await first.connect();
    await expect.poll(() => first.received).toContainEqual({ type: "ended", reason: "replaced" });
    expect((await postToCar(origin, second.code, { intent: "link", address: "https://example.com/second" })).status).toBe(200);
    expect(second.received).toContainEqual(expect.objectContaining({ type: "link", url: "https://example.com/second" }));
    expect(second.received).not.toContainEqual(expect.objectContaining({ type: "ended" }));
    // The replaced screen closing its panel does not end the pairing the new one holds.
    first.close();
    expect((await postToCar(origin, second.code, { intent: "link", address: "https://example.com/still-paired" })).status).toBe(200);
    expect(linksReceived(first)).toEqual([]);
    second.close();
  });

  test("a socket without the car's key is closed, gets nothing and can end nothing", async () => {
    const origin = workerOrigin();
    const impostor = await connectProtocolCar(origin, "guessed-key");
    await expect.poll(() => impostor.received).toEqual([{ type: "ended", reason: "expired" }]);
    // Its own "panel closed" ends nothing: the code stays good for the real car.
    impostor.close();
    const car = await impostor.connect();
    expect((await postToCar(origin, car.code, { intent: "link", address: "https://example.com/real-car" })).status).toBe(200);
    expect(car.received).toContainEqual(expect.objectContaining({ type: "link", url: "https://example.com/real-car" }));
    car.close();
  });

  test("a message sent to a car whose link dies without closing waits 60 s, then the phone is told, never with a 5xx", async () => {
    // The minute itself is messageHoldMs (tests/lib/pairing/messages.test.ts); here the relay holds for a shortened one.
    const origin = sentryWorkerOrigin();
    const car = await connectProtocolCar(origin, undefined, `/e2e-pairings?holdMs=${shortHoldMs}&graceMs=${carReconnectGraceMs}`);
    car.goSilent();
    const startedAt = Date.now();
    const answer = await postToCar(origin, car.code, { intent: "link", address: "https://example.com/never-acknowledged" });
    const waitedMs = Date.now() - startedAt;
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain("The car did not come back online within a minute, so nothing was delivered.");
    expect(waitedMs).toBeGreaterThanOrEqual(shortHoldMs);
    car.close();
  });

  test("a message for a car whose link dropped is refused after the short reconnect grace, not the minute's hold, in the phone's language, and never reaches the car", async () => {
    await sendWhileDropped({ "accept-language": "de-DE" }, phonePageDe["outcome.notConnected"], {
      lost: "https://example.com/never-arrives",
      after: "https://example.com/after",
    });
  });

  test("the test route that shortens the relay's waits is not live on a worker without E2E_FAULTS", async () => {
    const answer = await fetch(`${workerOrigin()}/e2e-pairings?holdMs=1&graceMs=1`, {
      method: "POST",
      headers: { ...formHeaders(workerOrigin()), "cf-connecting-ip": randomClientAddress() },
      body: "",
      redirect: "manual",
    });
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get("location") ?? "", workerOrigin()).pathname).toBe("/");
  });
});
