// Issue 42 without a browser: the driver's setup carried from the ordinary profile into the full-screen one (two cookie
// jars, as two profiles), the address YouTube's redirect page is given, and every way a carrier can be refused.
// e2e/carried-setup.spec.ts keeps the trip through the stubbed redirect page in Chromium, with JavaScript on and off.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { dashboardIntents, fullscreenOfferPlacements } from "~/lib/fullscreen/intents";
import { randomClientAddress } from "../../test-support/client-address";
import { readEdgeLogLines, uniqueRay, type EdgeLogLine } from "../../test-support/edge-log";
import { youtubeRedirectTarget, youtubeReferrer } from "../../test-support/fullscreen";
import { maximalSetup, wholeSetupCookies } from "../../test-support/setups";
import { pressButton } from "./support/forms";
import { expectFullscreen } from "./support/fullscreen";
import { workerClient, workerOrigin, type WorkerClient, type WorkerResponse } from "./support/worker";

/** The preference cookies of issue 42, as one profile holds them; pp_changed is the setup's change stamp. */
const preferenceCookieNames = [
  "pp_hidden",
  "pp_tip",
  "pp_lang",
  "pp_region",
  "pp_theme",
  "pp_card_size",
  "pp_launch",
  "pp_recent",
  "pp_setup",
  "pp_setup1",
  "pp_changed",
];

function preferenceCookiesOf(client: WorkerClient): Record<string, string> {
  return Object.fromEntries([...client.cookies].filter(([name]) => preferenceCookieNames.includes(name)).sort());
}

/** A profile holding `cookies`, on a car of its own: carriers are kept at most 20 a minute per client address. */
async function ordinaryProfile(cookies: Record<string, string>, headers: Record<string, string> = {}): Promise<WorkerClient> {
  const client = workerClient({ "cf-connecting-ip": randomClientAddress(), ...headers });
  for (const [name, value] of Object.entries(cookies)) client.cookies.set(name, value);
  return client;
}

/** Presses the offer's 'Yes', in whichever language the page speaks, as a page without JavaScript does: the 302 to YouTube's redirect page. */
async function pressYes(client: WorkerClient): Promise<WorkerResponse> {
  const dashboard = await client.get("/");
  const yes = dashboard.document().querySelector<HTMLElement>(`.pp-fullscreen-prompt button[value="${dashboardIntents.openFullscreen}"]`);
  if (yes === null) throw new Error("the dashboard offers no full screen");
  const response = await pressButton(client, dashboard, yes, { redirect: "manual" });
  expect(response.status).toBe(302);
  return response;
}

/** The address YouTube's redirect page is given. */
function carriedAddress(redirect: WorkerResponse): string {
  const target = youtubeRedirectTarget(redirect.headers.get("location") ?? "");
  if (target === null) throw new Error(`${redirect.headers.get("location")} is not YouTube's redirect page`);
  return target;
}

/** GO TO SITE in the full-screen profile: the carrier's 303, unfollowed. */
function arrive(fullscreenProfile: WorkerClient, address: string, { sendsReferrer = true } = {}): Promise<WorkerResponse> {
  return fullscreenProfile.get(address, { headers: sendsReferrer ? { referer: youtubeReferrer } : {}, redirect: "manual" });
}

const carryLines = async (ray: string) =>
  (await readEdgeLogLines(workerOrigin(), ray)).filter(
    (line) => line.event.startsWith("setup_carry") || line.event.startsWith("fullscreen_"),
  );
const pick = ({ event, reason, length, carried, carrying }: EdgeLogLine) =>
  Object.fromEntries(Object.entries({ event, reason, length, carried, carrying }).filter(([, value]) => value !== undefined));

/** Every text the test can decode out of `text`: percent-decoding, base64 and base64url, and hex, of every token long enough. */
function decodedForms(text: string): string[] {
  const forms = new Set([text]);
  let percentDecoded = text;
  for (let round = 0; round < 3; round++) {
    percentDecoded = decodeURIComponent(percentDecoded);
    forms.add(percentDecoded);
  }
  for (const token of percentDecoded.match(/[A-Za-z0-9+/_-]{8,}/g) ?? []) {
    forms.add(Buffer.from(token.replaceAll("-", "+").replaceAll("_", "/"), "base64").toString("latin1"));
    if (/^(?:[0-9a-f]{2})+$/i.test(token)) forms.add(Buffer.from(token, "hex").toString("latin1"));
  }
  return [...forms].map((form) => form.toLowerCase());
}

describe("the whole setup follows the driver into full screen, without JavaScript", () => {
  test("an empty full-screen profile gets every preference cookie of the ordinary one, and the ordinary one is unchanged", async () => {
    const ray = uniqueRay();
    const setup = await wholeSetupCookies();
    const ordinary = await ordinaryProfile(setup, { "cf-ray": ray });
    const before = preferenceCookiesOf(ordinary);
    const address = carriedAddress(await pressYes(ordinary));

    const fullscreen = workerClient({ "cf-ray": ray });
    const arrival = await arrive(fullscreen, address);
    expect(arrival.status).toBe(303);
    // Nothing long stays in the address bar or the history.
    expect(arrival.headers.get("location")).toBe("/");
    const page = await fullscreen.get("/", { headers: { referer: youtubeReferrer } });
    expectFullscreen(page);
    expect(preferenceCookiesOf(fullscreen)).toEqual({ ...setup, pp_changed: expect.stringMatching(/^[0-9a-z]{8}$/) });
    expect(preferenceCookiesOf(ordinary)).toEqual(before);

    // The page is the driver's: in German, light, large cards, with their own services; and still so after a reload.
    for (const shown of [page, await fullscreen.get("/")]) {
      const root = shown.document().documentElement;
      expect(root.getAttribute("lang")).toBe("de");
      expect(root.getAttribute("data-mantine-color-scheme")).toBe("light");
      const body = within(shown.document().body);
      for (const service of maximalSetup.services) expect(body.getByRole("link", { name: new RegExp(service.name) })).toBeTruthy();
    }
    await expect
      .poll(async () => (await carryLines(ray)).map(pick))
      .toEqual([
        { event: "fullscreen_redirect", carrying: true },
        { event: "fullscreen_arrival", carried: true },
      ]);
  });

  test.each(fullscreenOfferPlacements)("a 'Yes' posted from the %s carries the setup too", async (from) => {
    const ordinary = await ordinaryProfile({ pp_theme: "light", pp_hidden: "netflix" });
    const redirect = await ordinary.post("/?index", { form: { intent: dashboardIntents.openFullscreen, from }, redirect: "manual" });
    const fullscreen = workerClient();
    await arrive(fullscreen, carriedAddress(redirect));
    expect(preferenceCookiesOf(fullscreen)).toMatchObject({ pp_theme: "light", pp_hidden: "netflix" });
  });

  test("a profile with no preference stored is sent to the plain dashboard, with no carrier", async () => {
    expect(carriedAddress(await pressYes(workerClient()))).toBe(`${workerOrigin()}/`);
  });

  test("a return without YouTube's referrer still brings the setup (the notice then explains the attempt)", async () => {
    const address = carriedAddress(await pressYes(await ordinaryProfile({ pp_lang: "fr" })));
    const fullscreen = workerClient();
    expect((await arrive(fullscreen, address, { sendsReferrer: false })).status).toBe(303);
    expect(preferenceCookiesOf(fullscreen)).toMatchObject({ pp_lang: "fr" });
  });
});

describe("the address given to YouTube's redirect page", () => {
  test("is as short with the maximal setup as with one preference: a fixed-length id and nothing else", async () => {
    const whole = carriedAddress(await pressYes(await ordinaryProfile(await wholeSetupCookies())));
    const small = carriedAddress(await pressYes(await ordinaryProfile({ pp_theme: "light" })));
    expect(whole).toMatch(new RegExp(`^${workerOrigin()}/\\?carry=[0-9a-f]{64}$`));
    expect(whole.length).toBe(small.length);
    expect(whole.length).toBeLessThanOrEqual(workerOrigin().length + 72);
  });

  test("holds no own service's address, host or name, and no hidden source, in any form the test can decode", async () => {
    const setup = await wholeSetupCookies();
    const forms = decodedForms(carriedAddress(await pressYes(await ordinaryProfile(setup))));
    const secrets = [
      ...maximalSetup.services.flatMap((service) => [service.url, new URL(service.url).host, service.name]),
      ...maximalSetup.hiddenSourceIds,
      // The packed setup itself, the hidden sources and the launch modes, as the cookies hold them.
      ...["pp_setup", "pp_setup1", "pp_hidden", "pp_launch"].flatMap((name) => setup[name] ?? []),
    ].map((secret) => secret.toLowerCase());
    for (const secret of secrets) for (const form of forms) expect(form).not.toContain(secret);
  });
});

describe("a carrier that brings no setup", () => {
  async function carrier(): Promise<string> {
    return carriedAddress(await pressYes(await ordinaryProfile({ pp_theme: "light", pp_lang: "it" })));
  }

  /** The full-screen profile keeps its own setup (here: the dark theme's absence, French), gets a 303 and a log line. */
  async function expectRefused(address: string, reason: string, length: number) {
    const ray = uniqueRay();
    const fullscreen = await ordinaryProfile({ pp_lang: "fr" }, { "cf-ray": ray });
    const arrival = await arrive(fullscreen, address);
    expect(arrival.status).toBe(303);
    expect(arrival.headers.get("location")).toBe("/");
    expect(preferenceCookiesOf(fullscreen)).toEqual({ pp_lang: "fr" });
    expect((await fullscreen.get("/")).document().documentElement.getAttribute("lang")).toBe("fr");
    await expect
      .poll(async () => (await carryLines(ray)).map(pick))
      .toEqual([
        { event: "setup_carry_rejected", reason, length },
        { event: "fullscreen_arrival", carried: false },
      ]);
    const line = (await carryLines(ray))[0];
    expect(JSON.stringify(line)).not.toContain(address.slice(-64));
  }

  test("used once: the second arrival is a replay", async () => {
    const address = await carrier();
    await arrive(workerClient(), address);
    await expectRefused(address, "replayed", 64);
  });

  test("tampered: one digit changed gives an id this service never made", async () => {
    const address = await carrier();
    const last = address.at(-1) === "0" ? "1" : "0";
    await expectRefused(`${address.slice(0, -1)}${last}`, "tampered", 64);
  });

  test("an id of the right form that was never kept", async () => {
    await expectRefused(`/?carry=${"0".repeat(64)}`, "tampered", 64);
  });

  test.each([
    ["oversize", `/?carry=${"a".repeat(5000)}`, 256],
    ["oversize", `/?carry=${"a".repeat(65)}`, 65],
    ["malformed", "/?carry=%3Cscript%3E", 8],
    ["malformed", `/?carry=${"a".repeat(64)}&carry=${"b".repeat(64)}`, 128],
  ])("%s: refused by its form, before any store is asked", async (reason, address, length) => {
    await expectRefused(address, reason, length);
  });

  test("the clean address keeps the address's other parameters", async () => {
    const arrival = await arrive(workerClient(), `/?settings=backup&carry=${"z".repeat(64)}`);
    expect(arrival.status).toBe(303);
    expect(arrival.headers.get("location")).toBe("/?settings=backup");
  });

  test("a client over its limit of carriers a minute still goes to full screen, without one, and a log line says so", async () => {
    const ray = uniqueRay();
    const car = await ordinaryProfile({ pp_theme: "light" }, { "cf-connecting-ip": "198.51.100.42", "cf-ray": ray });
    const addresses: string[] = [];
    // Straight to the action: after the first 'Yes' the dashboard explains the attempt instead of offering again.
    const yes = { intent: dashboardIntents.openFullscreen, from: "prompt" };
    for (let count = 0; count < 21; count++) addresses.push(carriedAddress(await car.post("/?index", { form: yes, redirect: "manual" })));
    expect(addresses.slice(0, 20).every((address) => address.includes("?carry="))).toBe(true);
    expect(addresses[20]).toBe(`${workerOrigin()}/`);
    await expect
      .poll(async () => (await readEdgeLogLines(workerOrigin(), ray)).filter((line) => line.event === "setup_carry_not_kept").map(pick))
      .toEqual([{ event: "setup_carry_not_kept", reason: "rate_limited" }]);
  });

  test("a carrier on any other page than the dashboard is not read", async () => {
    const about = await workerClient().get(`/about?carry=${"a".repeat(64)}`, { redirect: "manual" });
    expect(about.status).toBe(200);
  });
});

describe("the newest setup wins", () => {
  const saveTheme = (client: WorkerClient, theme: string) =>
    client.post("/preferences", { form: { intent: "display", theme, after: "dashboard" }, redirect: "manual" });

  test("a change made in full screen after the carried setup last changed is kept", async () => {
    const ray = uniqueRay();
    const ordinary = await ordinaryProfile({});
    expect((await saveTheme(ordinary, "light")).status).toBe(303);
    const address = carriedAddress(await pressYes(ordinary));
    const fullscreen = workerClient({ "cf-ray": ray });
    expect((await saveTheme(fullscreen, "auto")).status).toBe(303);
    await arrive(fullscreen, address);
    expect(preferenceCookiesOf(fullscreen).pp_theme).toBe("auto");
    await expect
      .poll(async () => (await carryLines(ray)).map(pick))
      .toContainEqual({
        event: "setup_carry_rejected",
        reason: "older_than_profile",
        length: 64,
      });
  });

  test("a setup changed in the ordinary profile after the full-screen one replaces it", async () => {
    const fullscreen = workerClient();
    await saveTheme(fullscreen, "auto");
    const ordinary = await ordinaryProfile({});
    await saveTheme(ordinary, "light");
    await arrive(fullscreen, carriedAddress(await pressYes(ordinary)));
    expect(preferenceCookiesOf(fullscreen)).toEqual(preferenceCookiesOf(ordinary));
  });

  test("the carried setup's cookies are written by the one cookie writer: the same attributes as a save's", async () => {
    const ordinary = await ordinaryProfile({ pp_hidden: "netflix", pp_theme: "light" });
    const arrival = await arrive(workerClient(), carriedAddress(await pressYes(ordinary)));
    const lines = arrival.headers.getSetCookie().filter((line) => line.startsWith("pp_hidden=") || line.startsWith("pp_theme="));
    expect(lines).toEqual([
      "pp_hidden=netflix; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax",
      "pp_theme=light; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax",
    ]);
  });
});
