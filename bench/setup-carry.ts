// Issue 42's comparison of the two ways to carry a setup into full screen, with the maximal whole setup
// (test-support/setups.ts `wholeSetupCookies`): the one shipped, a random id for a copy kept in a Durable Object, measured
// through the worker in wrangler dev; and the one not taken, the setup itself in the address, sealed with AES-GCM, measured
// here with the same WebCrypto calls a worker would make. Per way: the address YouTube's redirect page is given, the time
// the arrival takes, and what each carried trip costs to run.
import { webcrypto } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { loadSetupFixtures } from "./setup-fixture.ts";
import { summarize, type Summary } from "./stats.ts";

export interface SetupCarryResults {
  samples: number;
  /** The whole setup as the carrier holds it: the preference cookies as one Cookie header. */
  setupBytes: number;
  durableObject: {
    /** YouTube's redirect address with the carrier, and the dashboard address inside it. */
    redirectUrlLength: number;
    carriedAddressLength: number;
    /** 'Yes' with the whole setup (a copy kept) against 'Yes' with nothing stored (no copy): time to the 302, loopback. */
    yesMs: Summary | null;
    plainYesMs: Summary | null;
    /** The arrival's 303 that takes the copy and writes the cookies, against `?fs=1`'s 303, which writes one cookie. */
    arrivalMs: Summary | null;
    plainArrivalMs: Summary | null;
  };
  aesGcm: {
    redirectUrlLength: number;
    carriedAddressLength: number;
    /** Sealing and opening the setup, per carried trip (WebCrypto in Node, the worker's API). */
    sealMs: Summary | null;
    openMs: Summary | null;
  };
}

const youtubeRedirect = "https://www.youtube.com/redirect";
const redirectUrlFor = (dashboardAddress: string) => `${youtubeRedirect}?q=${encodeURIComponent(dashboardAddress)}`;
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

async function timed<T>(action: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const startedAt = performance.now();
  const value = await action();
  return { ms: performance.now() - startedAt, value };
}

/**
 * The form a page without JavaScript posts for 'Yes', with the headers the worker's guard wants of a same-origin post; each
 * round as another car (TEST-NET-3 addresses), since a client keeps at most 20 carriers a minute.
 */
function pressYes(origin: string, cookie: string | null, round: number): Promise<Response> {
  const headers: Record<string, string> = {
    origin,
    "content-type": "application/x-www-form-urlencoded",
    "cf-connecting-ip": `203.0.113.${(round % 254) + 1}`,
  };
  if (cookie !== null) headers.cookie = cookie;
  return fetch(`${origin}/?index`, { method: "POST", headers, body: "intent=open-fullscreen&from=prompt", redirect: "manual" });
}

function arrive(origin: string, address: string): Promise<Response> {
  return fetch(new URL(address, origin), { headers: { referer: "https://www.youtube.com/" }, redirect: "manual" });
}

/** The AES-GCM carrier: the setup, its stamp and expiry as JSON, deflated, sealed with a 96-bit random nonce. */
async function aesGcmCarrier(key: CryptoKey, cookieHeader: string): Promise<{ token: string; open: () => Promise<string> }> {
  const plain = deflateRawSync(JSON.stringify({ cookieHeader, changedAt: Date.now(), expiresAt: Date.now() + 600_000 }));
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await webcrypto.subtle.encrypt({ name: "AES-GCM", iv }, key, plain));
  const token = base64url(new Uint8Array([...iv, ...sealed]));
  return {
    token,
    open: async () => {
      const bytes = Buffer.from(token, "base64url");
      const opened = await webcrypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.subarray(0, 12) }, key, bytes.subarray(12));
      return inflateRawSync(new Uint8Array(opened)).toString("utf8");
    },
  };
}

export async function measureSetupCarry(origin: string, samples: number): Promise<SetupCarryResults> {
  const { wholeSetupCookies, cookieHeader } = await loadSetupFixtures();
  const cookie = cookieHeader(await wholeSetupCookies());
  const yes: number[] = [];
  const plainYes: number[] = [];
  const arrival: number[] = [];
  const plainArrival: number[] = [];
  let carriedAddress = "";
  // One warm-up round, not counted; then both kinds alternate, so the machine's load falls on both alike.
  for (let round = 0; round <= samples; round++) {
    const carrying = await timed(() => pressYes(origin, cookie, round));
    const plain = await timed(() => pressYes(origin, null, round));
    const location = carrying.value.headers.get("location") ?? "";
    carriedAddress = new URL(location).searchParams.get("q") ?? "";
    if (!carriedAddress.includes("carry=")) throw new Error(`'Yes' with the whole setup named no carrier: ${location}`);
    const taken = await timed(() => arrive(origin, carriedAddress));
    const switched = await timed(() => arrive(origin, "/?fs=1"));
    if (taken.value.status !== 303 || taken.value.headers.getSetCookie().length < 10) {
      throw new Error(`the arrival wrote ${taken.value.headers.getSetCookie().length} cookies with status ${taken.value.status}`);
    }
    if (round === 0) continue;
    yes.push(carrying.ms);
    plainYes.push(plain.ms);
    arrival.push(taken.ms);
    plainArrival.push(switched.ms);
  }

  const setupCookieHeader = cookie;
  const key = await webcrypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
  const seal: number[] = [];
  const open: number[] = [];
  let sealedAddress = "";
  for (let round = 0; round <= samples; round++) {
    const sealed = await timed(() => aesGcmCarrier(key, setupCookieHeader));
    const opened = await timed(() => sealed.value.open());
    if (JSON.parse(opened.value).cookieHeader !== setupCookieHeader) throw new Error("AES-GCM gave back another setup");
    sealedAddress = `${origin}/?carry=${sealed.value.token}`;
    if (round === 0) continue;
    seal.push(sealed.ms);
    open.push(opened.ms);
  }

  return {
    samples,
    setupBytes: new TextEncoder().encode(setupCookieHeader).byteLength,
    durableObject: {
      redirectUrlLength: redirectUrlFor(carriedAddress).length,
      carriedAddressLength: carriedAddress.length,
      yesMs: summarize(yes),
      plainYesMs: summarize(plainYes),
      arrivalMs: summarize(arrival),
      plainArrivalMs: summarize(plainArrival),
    },
    aesGcm: {
      redirectUrlLength: redirectUrlFor(sealedAddress).length,
      carriedAddressLength: sealedAddress.length,
      sealMs: summarize(seal),
      openMs: summarize(open),
    },
  };
}
