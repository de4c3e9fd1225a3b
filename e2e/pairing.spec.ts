// Phone to car (issue 14): a car (980×560, arrived full-screen) shows a code, a phone (390×844, touch) opens it and sends
// a link or its setup, and the relay passes it on through the worker's Durable Object, in real workerd and real Chromium.
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { maximalSetup, setupFixture } from "../test-support/setups";
import { cardNames } from "./support/dashboard";
import { wranglerLogPath } from "../test-support/edge-log";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import {
  carScreen,
  closeWatchedPages,
  connectProtocolCar,
  linkNotice,
  openCarPanel,
  openWatchedPage,
  phoneScreen,
  formHeaders,
  postToCar,
  sendFromPhonePanel,
  type WatchedPage,
} from "./support/pairing";
import { sentryBaseURL } from "./support/sentry-ingest";
import { phonePageDe } from "../app/generated/i18n/phone-page/de";
import { carReconnectGraceMs, messageHoldMs } from "../app/lib/pairing/messages";

const expiredText = "This code has expired. Open 'Send from phone' on the car for a new one.";
const sentText = "Sent. Check the car's screen.";
const notConnectedText = "The car is not connected. Open ParkPlay on the car's screen and try again.";
// A host the car's browser answers itself (every other external host is aborted), so "Open" has somewhere to go.
const linkHost = "www.example.com";

test.describe.configure({ timeout: 90_000 });

function requireBaseURL(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("baseURL is unset");
  return baseURL;
}

async function stubLinkHost(page: Page): Promise<void> {
  await page
    .context()
    .route(`https://${linkHost}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Linked page</title><p>Linked page</p>" }),
    );
}

/** A car showing its code (links to linkHost answered) and a phone, hydrated, on the code's page. */
async function pairCarAndPhone(browser: Browser, origin: string): Promise<{ car: WatchedPage; phone: WatchedPage }> {
  const car = await openWatchedPage(browser, carScreen);
  const phone = await openWatchedPage(browser, phoneScreen);
  await stubLinkHost(car.page);
  const { phoneURL } = await openCarPanel(car.page, origin);
  await phone.page.goto(phoneURL);
  await waitForHydration(phone.page);
  return { car, phone };
}

function openControl(page: Page) {
  const notice = linkNotice(page);
  return notice.getByRole("link", { name: "Open" }).or(notice.getByRole("button", { name: "Open" }));
}

async function sendAddress(phone: Page, address: string): Promise<void> {
  await phone.getByLabel("Address").fill(address);
  await phone.getByRole("button", { name: "Send to car" }).tap();
}

test("a link from the phone waits on the car's screen and opens in the car's own tab only on Open", async ({ browser, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const { car, phone } = await pairCarAndPhone(browser, origin);
  await expect(sendFromPhonePanel(car.page).getByRole("status")).toHaveText("Connected");
  // A phone that has no ParkPlay setup is offered only the address.
  await expect(phone.page.getByRole("button", { name: "Send my setup" })).toHaveCount(0);

  const address = `https://${linkHost}/watch?v=pairing-open`;
  await sendAddress(phone.page, address);
  await expect(phone.page.getByRole("status")).toHaveText(sentText);

  const notice = linkNotice(car.page);
  await expect(notice).toContainText(address);
  await expect(notice.locator("strong")).toHaveText(linkHost);
  await expect(car.page).toHaveURL(`${origin}/`);

  await openControl(car.page).click();
  await expect(car.page).toHaveURL(address);
  await expect(car.page).toHaveTitle("Linked page");
  expect(car.context.pages()).toHaveLength(1);
  await closeWatchedPages(car, phone);
});

test("Dismiss removes the link and nothing else happens", async ({ browser, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const { car, phone } = await pairCarAndPhone(browser, origin);

  await sendAddress(phone.page, `${linkHost}/dismissed`);
  await expect(phone.page.getByRole("status")).toHaveText(sentText);
  const notice = linkNotice(car.page);
  await expect(notice).toContainText(`http://${linkHost}/dismissed`);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  await expect(car.page).toHaveURL(`${origin}/`);
  expect(car.context.pages()).toHaveLength(1);
  // The pairing stays open for the next message.
  await expect(sendFromPhonePanel(car.page).getByRole("status")).toHaveText("Connected");
  await closeWatchedPages(car, phone);
});

test("a setup from the phone replaces the car's dashboard after Replace", async ({ browser, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const car = await openWatchedPage(browser, carScreen);
  const phone = await openWatchedPage(browser, phoneScreen);
  const phoneSetup = await setupFixture(maximalSetup);
  await phone.context.addCookies(Object.entries(phoneSetup.cookies).map(([name, value]) => ({ name, value, url: origin })));
  await phone.context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, phoneSetup.localStorage);

  await phone.page.goto(`${origin}/`);
  const phoneDashboard = await cardNames(phone.page);
  const carDefault = await (async () => {
    await car.page.goto(`${origin}/`);
    return cardNames(car.page);
  })();
  expect(carDefault).not.toEqual(phoneDashboard);

  const { phoneURL } = await openCarPanel(car.page, origin);
  await phone.page.goto(phoneURL);
  await waitForHydration(phone.page);
  await phone.page.getByRole("button", { name: "Send my setup" }).tap();
  await expect(phone.page.getByRole("status")).toHaveText(sentText);

  const preview = car.page.getByRole("dialog", { name: "Replace your dashboard with this setup?" });
  await expect(preview).toContainText("20 of your services");
  await preview.getByRole("button", { name: "Replace" }).click();
  await expect(preview).toHaveCount(0);
  await car.page.keyboard.press("Escape");
  await expect(sendFromPhonePanel(car.page)).toHaveCount(0);
  await expect.poll(() => cardNames(car.page)).toEqual(phoneDashboard);
  // What the car shows, it saved: a reload renders the phone's dashboard from the car's own storage. The cookies are
  // written just after the dashboard changes, so a reload that came first is tried again.
  await expect
    .poll(async () => {
      await car.page.reload();
      return cardNames(car.page);
    })
    .toEqual(phoneDashboard);
  await closeWatchedPages(car, phone);
});

test("the phone's page works without JavaScript and sends no referrer", async ({ browser, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const car = await openWatchedPage(browser, carScreen);
  // The refused address is answered with a 400 page, which Chromium logs as a console error.
  const phone = await openWatchedPage(browser, { ...phoneScreen, javaScriptEnabled: false }, /status of 400 \(Bad Request\)/);
  const { phoneURL } = await openCarPanel(car.page, origin);

  const response = await phone.page.goto(phoneURL);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(phone.page.getByRole("heading", { name: "Send to your car" })).toBeVisible();

  await phone.page.getByLabel("Address").fill("javascript:alert(1)");
  await phone.page.getByRole("button", { name: "Send to car" }).tap();
  await expect(phone.page.getByRole("alert")).toHaveText("Only web addresses starting with http:// or https:// can be sent");
  await expect(phone.page.getByLabel("Address")).toHaveValue("javascript:alert(1)");
  await expect(linkNotice(car.page)).toHaveCount(0);

  await phone.page.getByLabel("Address").fill(`${linkHost}/no-script`);
  await phone.page.getByRole("button", { name: "Send to car" }).tap();
  await expect(phone.page.getByRole("status")).toHaveText(sentText);
  await expect(linkNotice(car.page)).toContainText(`http://${linkHost}/no-script`);
  await closeWatchedPages(car, phone);
});

test("a message sent while the car is offline is refused at once, and the car does not get it when it is back", async ({
  browser,
  baseURL,
}) => {
  const origin = requireBaseURL(baseURL);
  const car = await openWatchedPage(browser, carScreen);
  // Chromium logs the refused post's own status as a console error.
  const phone = await openWatchedPage(browser, phoneScreen, /status of 409 \(Conflict\)/);
  await stubLinkHost(car.page);
  const { phoneURL } = await openCarPanel(car.page, origin);
  await phone.page.goto(phoneURL);
  await waitForHydration(phone.page);
  const status = sendFromPhonePanel(car.page).getByRole("status");
  await expect(status).toHaveText("Connected");

  await car.context.setOffline(true);
  await expect(status).toHaveText("Reconnecting…");
  await sendAddress(phone.page, `${linkHost}/while-offline`);
  await expect(phone.page.getByRole("alert")).toHaveText(notConnectedText, { timeout: 3000 });
  await car.context.setOffline(false);

  await expect(status).toHaveText("Connected", { timeout: 30_000 });
  await sendAddress(phone.page, `${linkHost}/once-back`);
  await expect(phone.page.getByRole("status")).toHaveText(sentText);
  await expect(linkNotice(car.page)).toContainText(`http://${linkHost}/once-back`);
  await expect(linkNotice(car.page)).not.toContainText("while-offline");
  await closeWatchedPages(car, phone);
});

test.describe("expired codes", () => {
  // Chromium logs the 404 page's own status as a console error.
  test.use({ expectedPageErrors: /status of 404 \(Not Found\)/ });

  test("an unknown code and a code whose car closed its panel answer 404 with the clear page", async ({ page, request, baseURL }) => {
    const origin = requireBaseURL(baseURL);
    const guessed = await request.get("/p/ABCD-EFGH");
    expect(guessed.status()).toBe(404);
    expect(await guessed.text()).toContain(expiredText.replaceAll("'", "&#x27;"));

    const car = await connectProtocolCar(origin);
    expect((await request.get(`/p/${car.code}`)).status()).toBe(200);
    car.close();
    await expect.poll(async () => (await request.get(`/p/${car.code}`)).status()).toBe(404);

    const response = await page.goto(`/p/${car.code}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(expiredText)).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

test.describe("hostile input is refused with a clear answer and never reaches the car", () => {
  test("addresses that are not http(s)", async ({ baseURL }) => {
    const origin = requireBaseURL(baseURL);
    const car = await connectProtocolCar(origin);
    for (const address of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd", "ftp://example.com/"]) {
      const answer = await postToCar(origin, car.code, { intent: "link", address });
      expect(answer.status, address).toBe(400);
      expect(await answer.text()).toContain("Only web addresses starting with http:// or https:// can be sent");
    }
    const unparsable = await postToCar(origin, car.code, { intent: "link", address: "not a web address" });
    expect(unparsable.status).toBe(400);
    expect(car.received.filter((message) => message.type !== "phone")).toEqual([]);
    car.close();
  });

  test("a 17 KB body, as an address or as a setup", async ({ baseURL }) => {
    const origin = requireBaseURL(baseURL);
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

  test("the 11th message in a minute", async ({ baseURL }) => {
    const origin = requireBaseURL(baseURL);
    const car = await connectProtocolCar(origin);
    for (let index = 1; index <= 10; index++) {
      const answer = await postToCar(origin, car.code, { intent: "link", address: `https://example.com/${index}` });
      expect(answer.status, `message ${index}`).toBe(200);
    }
    const eleventh = await postToCar(origin, car.code, { intent: "link", address: "https://example.com/11" });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get("retry-after")).toBe("60");
    expect(await eleventh.text()).toContain("A code takes at most 10 messages a minute");
    expect(car.received.flatMap((message) => (message.type === "link" ? [message.url] : []))).toEqual(
      Array.from({ length: 10 }, (_, index) => `https://example.com/${index + 1}`),
    );
    car.close();
  });

  test("posts from another site, to open a code or to send to one", async ({ baseURL }) => {
    const origin = requireBaseURL(baseURL);
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
    expect(car.received.filter((message) => message.type === "link")).toEqual([]);
    car.close();
  });

  test("guessed codes, well-formed or not", async ({ request, baseURL }) => {
    const origin = requireBaseURL(baseURL);
    for (const code of ["ZZZZ-ZZZZ", "K7QM-2XP0", "..%2F..%2Fetc", "A".repeat(300)]) {
      const page = await request.get(`/p/${code}`);
      expect(page.status(), code).toBe(404);
      const post = await postToCar(origin, code, { intent: "link", address: "https://example.com/" });
      expect(post.status, code).toBe(404);
    }
    const socket = await request.get("/p/ZZZZZZZZ/socket");
    expect(socket.status()).toBe(426);
  });
});

test("opening pairings is rate-limited per client with 429 and a message", async ({ baseURL }) => {
  const origin = requireBaseURL(baseURL);
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
  const car = await connectProtocolCar(sentryBaseURL);
  const sent = await postToCar(sentryBaseURL, car.code, { intent: "link", address: "https://example.com/stored" });
  expect(sent.status).toBe(200);
  const during = await fetch(`${sentryBaseURL}/e2e-pairing-storage/${car.code}`);
  expect(await during.json()).toEqual({ keys: 0, tables: [], alarm: null });
  car.close();
  await expect.poll(async () => (await fetch(`${sentryBaseURL}/p/${car.code}`)).status).toBe(404);
  const after = await fetch(`${sentryBaseURL}/e2e-pairing-storage/${car.code}`);
  expect(await after.json()).toEqual({ keys: 0, tables: [], alarm: null });
});

test("the edge log records pairings without addresses or codes", async ({ baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const car = await connectProtocolCar(origin);
  const marker = `log-marker-${Date.now()}`;
  expect((await postToCar(origin, car.code, { intent: "link", address: `https://example.com/${marker}` })).status).toBe(200);
  expect((await postToCar(origin, car.code, { intent: "link", address: `mailto:${marker}@example.com` })).status).toBe(400);
  car.close();
  const logPath = wranglerLogPath(Number(new URL(origin).port));
  await expect.poll(async () => (await readFile(logPath, "utf8")).includes('"pairing_expired"')).toBe(true);
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

test.describe("the relay", () => {
  test("one car per code: a second connection with the car's key takes over, and the first is told why", async ({ baseURL }) => {
    const origin = requireBaseURL(baseURL);
    const first = await connectProtocolCar(origin);
    const second = await first.connect();
    await expect.poll(() => first.received).toContainEqual({ type: "ended", reason: "replaced" });
    expect((await postToCar(origin, second.code, { intent: "link", address: "https://example.com/second" })).status).toBe(200);
    expect(second.received).toContainEqual(expect.objectContaining({ type: "link", url: "https://example.com/second" }));
    expect(second.received).not.toContainEqual(expect.objectContaining({ type: "ended" }));
    // The replaced screen closing its panel does not end the pairing the new one holds.
    first.close();
    expect((await postToCar(origin, second.code, { intent: "link", address: "https://example.com/still-paired" })).status).toBe(200);
    expect(first.received.filter((message) => message.type === "link")).toEqual([]);
    second.close();
  });

  test("a socket without the car's key is closed, gets nothing and can end nothing", async ({ baseURL }) => {
    const origin = requireBaseURL(baseURL);
    const impostor = await connectProtocolCar(origin, "guessed-key");
    await expect.poll(() => impostor.received).toEqual([{ type: "ended", reason: "expired" }]);
    // Its own "panel closed" ends nothing: the code stays good for the real car.
    impostor.close();
    const car = await impostor.connect();
    expect((await postToCar(origin, car.code, { intent: "link", address: "https://example.com/real-car" })).status).toBe(200);
    expect(car.received).toContainEqual(expect.objectContaining({ type: "link", url: "https://example.com/real-car" }));
    car.close();
  });

  test("a message sent to a car whose link dies without closing waits 60 s, then the phone is told, never with a 5xx", async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = requireBaseURL(baseURL);
    const car = await connectProtocolCar(origin);
    car.goSilent();
    const startedAt = Date.now();
    const answer = await postToCar(origin, car.code, { intent: "link", address: "https://example.com/never-acknowledged" });
    const waitedMs = Date.now() - startedAt;
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain("The car did not come back online within a minute, so nothing was delivered.");
    expect(waitedMs).toBeGreaterThanOrEqual(59_000);
    car.close();
  });

  test("a message for a car whose link dropped is refused after the short reconnect grace, not the minute's hold, in the phone's language, and never reaches the car", async ({
    baseURL,
  }) => {
    const origin = requireBaseURL(baseURL);
    const car = await connectProtocolCar(origin);
    car.drop();
    await expect.poll(() => car.closedWith()).not.toBeNull();
    const startedAt = Date.now();
    const answer = await postToCar(
      origin,
      car.code,
      { intent: "link", address: "https://example.com/never-arrives" },
      { "accept-language": "de-DE" },
    );
    const waitedMs = Date.now() - startedAt;
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain(phonePageDe["outcome.notConnected"]);
    // The relay gives a dropped car its reconnect grace, not the minute it holds a message for a car that went silent.
    expect(waitedMs).toBeGreaterThanOrEqual(carReconnectGraceMs);
    expect(waitedMs).toBeLessThan(messageHoldMs);
    // The code itself is still good: the car comes back, gets nothing of the refused post, and the next message arrives.
    const back = await car.connect();
    expect((await postToCar(origin, car.code, { intent: "link", address: "https://example.com/after" })).status).toBe(200);
    expect(back.received.flatMap((message) => (message.type === "link" ? [message.url] : []))).toEqual(["https://example.com/after"]);
    back.close();
  });
});
