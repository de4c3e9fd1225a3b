// Two browsers for the phone-to-car tests: a car (its screen, arriving full-screen from YouTube) and a phone (touch,
// portrait), plus a car that speaks the relay's protocol directly, for tests about the limits rather than the screens.
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { youtubeReferrer } from "./fullscreen";
import { formatPairingCode, pairingSocketPath } from "../../app/lib/pairing/code";
import { readCarMessage, type CarMessage } from "../../app/lib/pairing/messages";

export const carScreen: BrowserContextOptions = { viewport: { width: 980, height: 560 }, deviceScaleFactor: 1.96 };
export const phoneScreen: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A page that fails the test on console errors, page errors and hydration warnings, like the `page` fixture. */
export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  problems: string[];
}

/** `expectedProblems`: what the test causes on purpose, such as the console error Chromium logs for a refused form's 400 page. */
export async function openWatchedPage(browser: Browser, options: BrowserContextOptions, expectedProblems?: RegExp): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  const record = (problem: string) => {
    if (!expectedProblems?.test(problem)) problems.push(problem);
  };
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) record(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => record(`pageerror: ${error.message}`));
  return { page, context, problems };
}

export async function closeWatchedPages(...pages: WatchedPage[]): Promise<void> {
  for (const { context } of pages) await context.close();
  for (const { problems } of pages) expect(problems, "console errors, page errors or hydration warnings").toEqual([]);
}

export function sendFromPhonePanel(page: Page): Locator {
  return page.getByRole("dialog", { name: "Send from phone" });
}

/** The car arrives full-screen, opens "Send from phone" and reads the code's address off the panel. */
export async function openCarPanel(page: Page, baseURL: string): Promise<{ code: string; phoneURL: string }> {
  await page.goto(`${baseURL}/`, { referer: youtubeReferrer });
  await page.getByRole("button", { name: "Send from phone" }).click();
  const panel = sendFromPhonePanel(page);
  await expect(panel.getByRole("status")).toHaveText("Waiting for your phone…");
  const written = await panel.getByText(/\/p\/[2-9A-Z]{4}-[2-9A-Z]{4}$/).textContent();
  const code = /([2-9A-Z]{4}-[2-9A-Z]{4})$/.exec(written ?? "")?.[1];
  if (code === undefined) throw new Error(`No pairing address on the panel: ${written}`);
  return { code, phoneURL: `${baseURL}/p/${code}` };
}

/** The car's notification of a link from the phone. */
export function linkNotice(page: Page): Locator {
  return page.getByRole("alert").filter({ hasText: "Link from your phone" });
}

/** A TEST-NET-3 address (RFC 5737) as a client's own: the local rate limits count per address, as at Cloudflare's edge. */
function randomClientAddress(): string {
  return `203.0.113.${Math.floor(Math.random() * 254) + 1}`;
}

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

export async function connectProtocolCar(baseURL: string, carKey?: string): Promise<ProtocolCar> {
  // Each protocol car is a client of its own (a TEST-NET address), so the per-client limit on opening pairings is never shared.
  const opened = await fetch(`${baseURL}/pairings`, {
    method: "POST",
    headers: { ...formHeaders(baseURL), "cf-connecting-ip": randomClientAddress() },
    body: "",
  });
  expect(opened.status).toBe(201);
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
