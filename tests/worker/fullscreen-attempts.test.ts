// Issue 30 without a browser (e2e/fullscreen-attempts.spec.ts keeps the hydrated presses and the notice as painted): the
// trip through YouTube's redirect page with and without its Referer, the attempt cookie, the notice's plain form posts in
// every language, the address's ?fs= switches and the funnel's log lines.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import {
  encodeAttempts,
  failuresBeforeNoRetry,
  noAttempts,
  settleAttempt,
  startAttempt,
  type FullscreenAttempts,
} from "~/lib/fullscreen/attempts";
import { languages } from "~/lib/i18n/languages";
import { fullscreenNoticeCatalogue } from "~/generated/i18n/fullscreen-notice/catalogue.server";
import { readEdgeLogLines, uniqueRay, type EdgeLogLine } from "../../test-support/edge-log";
import { isYouTubeRedirect } from "../../test-support/fullscreen";
import { pressButton } from "./support/forms";
import { backFromYouTube, buttonTexts, chromiumHeaders, expectFullscreen, markedFullscreen, notice, offer } from "./support/fullscreen";
import { workerClient, workerOrigin, type WorkerClient, type WorkerResponse } from "./support/worker";

function button(region: HTMLElement | null, name: string): HTMLElement {
  if (region === null) throw new Error(`no region to press '${name}' in`);
  return within(region).getByRole("button", { name });
}

/** Opens the dashboard and presses the offer's 'Yes': the 302 to YouTube's redirect page. */
async function pressYes(client: WorkerClient): Promise<WorkerResponse> {
  const dashboard = await client.get("/");
  return pressButton(client, dashboard, button(offer(dashboard), "Yes"), { redirect: "manual" });
}

const logLines = (ray: string) => readEdgeLogLines(workerOrigin(), ray);
const funnelLines = async (ray: string) => (await logLines(ray)).filter((line) => line.event.startsWith("fullscreen_"));
const eventViaAttempt = ({ event, via, attempt }: EdgeLogLine) => ({ event, via, attempt });

describe("full screen through YouTube, without JavaScript", () => {
  test("a redirect page that sends YouTube's referrer: full screen holds, with no notice", async () => {
    const client = workerClient();
    expectFullscreen(await backFromYouTube(client, await pressYes(client), { sendsReferrer: true }));
    expectFullscreen(await client.get("/"));
  });

  test("one that strips it: the notice says what to try, and 'I am in full screen' holds across reloads", async () => {
    const client = workerClient();
    const back = await backFromYouTube(client, await pressYes(client), { sendsReferrer: false });
    const region = notice(back);
    if (region === null) throw new Error("no notice after a return without the referrer");
    expect(region.textContent).toContain("Full screen did not start");
    expect(region.textContent).toContain("tap GO TO SITE");
    expect(offer(back)).toBeNull();
    expect(buttonTexts(region)).toEqual(["I am in full screen", "Try again", "Don't ask again"]);
    expect(markedFullscreen(back)).toBe(false);

    expectFullscreen(await pressButton(client, back, button(region, "I am in full screen")));
    expectFullscreen(await client.get("/"));
  });

  test("'Don't ask again' keeps both the notice and the offer away for the session", async () => {
    const client = workerClient();
    const back = await backFromYouTube(client, await pressYes(client), { sendsReferrer: false });
    const answered = await pressButton(client, back, button(notice(back), "Don't ask again"));
    expect(notice(answered)).toBeNull();
    expect(offer(answered)).toBeNull();
    expect(client.cookies.has("pp_prompt_dismissed")).toBe(true);

    const reload = await client.get("/");
    expect(within(reload.document().body).getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(notice(reload)).toBeNull();
    expect(offer(reload)).toBeNull();
    expect(markedFullscreen(reload)).toBe(false);
  });
});

describe("failed arrivals never loop", () => {
  test("the About page still offers full screen after two failures; a third leaves the same two choices", async () => {
    const twoFailures = Array.from({ length: failuresBeforeNoRetry }).reduce<FullscreenAttempts>(
      (attempts) => settleAttempt(startAttempt(attempts), "failed"),
      noAttempts,
    );
    const client = workerClient();
    client.cookies.set("pp_fs_attempts", encodeAttempts(twoFailures));
    const about = await client.get("/about");
    const open = within(within(about.document().body).getByRole("main")).getByRole("button", { name: "Open in Fullscreen" });
    const back = await backFromYouTube(client, await pressButton(client, about, open, { redirect: "manual" }), { sendsReferrer: false });
    const region = notice(back);
    if (region === null) throw new Error("no notice after the third failure");
    expect(buttonTexts(region)).toEqual(["I am in full screen", "Don't ask again"]);
    expect(client.cookies.get("pp_fs_attempts")).toBe(encodeAttempts(settleAttempt(startAttempt(twoFailures), "failed")));
  });

  test("a return with YouTube's referrer after a failure ends the notice: full screen, like every arrival", async () => {
    const client = workerClient();
    const back = await backFromYouTube(client, await pressYes(client), { sendsReferrer: false });
    const retry = await pressButton(client, back, button(notice(back), "Try again"), { redirect: "manual" });
    expectFullscreen(await backFromYouTube(client, retry, { sendsReferrer: true }));
  });
});

describe("the address's full-screen switches", () => {
  test("?fs=1 marks the session as full screen with a 303 to the same address without it", async () => {
    const answer = await workerClient().get("/?fs=1&settings=display", { redirect: "manual" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/?settings=display");
    expect(answer.headers.get("set-cookie")).toMatch(/^pp_fullscreen=url; Path=\/; HttpOnly; SameSite=Lax/);

    const client = workerClient();
    const followed = await client.get("/?fs=1");
    expect(new URL(followed.url).search).toBe("");
    expectFullscreen(followed);
    expectFullscreen(await client.get("/"));
  });

  test("?fs=0 turns the offer off for the session, with the same clean redirect", async () => {
    const client = workerClient();
    for (const response of [await client.get("/?fs=0"), await client.get("/")]) {
      expect(new URL(response.url).search).toBe("");
      expect(within(response.document().body).getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
      expect(offer(response)).toBeNull();
      expect(markedFullscreen(response)).toBe(false);
    }
  });

  test("any other value is ignored, with a log line that does not repeat it", async () => {
    const ray = uniqueRay();
    const response = await workerClient({ "cf-ray": ray }).get("/?fs=yes-please", { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(offer(response)).not.toBeNull();
    await expect.poll(async () => (await logLines(ray)).map((line) => line.event)).toContain("fullscreen_switch_ignored");
    const [ignored] = (await logLines(ray)).filter((line) => line.event === "fullscreen_switch_ignored");
    expect(ignored).toMatchObject({ count: 1, length: "yes-please".length });
    expect(JSON.stringify(ignored)).not.toContain("yes-please");
  });
});

describe("the funnel's log lines", () => {
  test("each event is written once, with its attempt and browser, and never an address or a cookie value", async () => {
    const ray = uniqueRay();
    const client = workerClient({ ...chromiumHeaders, "cf-ray": ray });
    const back = await backFromYouTube(client, await pressYes(client), { sendsReferrer: false });
    expectFullscreen(await pressButton(client, back, button(notice(back), "I am in full screen")));
    await client.get("/");

    await expect.poll(async () => (await funnelLines(ray)).length).toBe(3);
    await client.get("/about");
    await expect.poll(async () => (await logLines(ray)).at(-1)?.path).toBe("/about");
    const lines = await funnelLines(ray);
    expect(lines.map(eventViaAttempt)).toEqual([
      { event: "fullscreen_redirect", via: undefined, attempt: 1 },
      { event: "fullscreen_failed", via: undefined, attempt: 1 },
      { event: "fullscreen_arrival", via: "self_report", attempt: 1 },
    ]);
    for (const line of lines) expect(line.browser).toMatch(/^Chromium \d+$/);

    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/127\.0\.0\.1|youtube|https?:|\/\?|Mozilla/i);
    // pp_fullscreen holds the word the arrival line names as its `via`; every other value stays out of the lines.
    for (const [name, value] of client.cookies) {
      if (name !== "pp_fullscreen" && value.length > 1) expect(text).not.toContain(value);
    }
  });

  test("an arrival with YouTube's referrer is logged once, not again on reloads", async () => {
    const ray = uniqueRay();
    const client = workerClient({ ...chromiumHeaders, "cf-ray": ray });
    await backFromYouTube(client, await pressYes(client), { sendsReferrer: true });
    await client.get("/");
    await client.get("/about");
    await expect.poll(async () => (await logLines(ray)).at(-1)?.path).toBe("/about");
    expect((await funnelLines(ray)).map(eventViaAttempt)).toEqual([
      { event: "fullscreen_redirect", via: undefined, attempt: 1 },
      { event: "fullscreen_arrival", via: "referrer", attempt: 1 },
    ]);
  });
});

describe("the notice in every language, without JavaScript", () => {
  // Each language presses another of the three buttons, so every button is posted in several languages.
  const cases = languages.map((language, index) => {
    const text = fullscreenNoticeCatalogue[language];
    return [language, ([text.confirm, text.retry, text.dismiss] as const)[index % 3] ?? text.dismiss] as const;
  });

  test.each(cases)("in %s, it says the same, and '%s' is a form post that works", async (language, choice) => {
    const text = fullscreenNoticeCatalogue[language];
    const client = workerClient();
    client.cookies.set("pp_lang", language);
    client.cookies.set("pp_fs_attempts", "1.1.f");
    const page = await client.get("/");
    const localNotice = within(page.document().body).getByRole("region", { name: text.title });
    expect(localNotice.textContent).toContain(text.hint);
    expect(buttonTexts(localNotice)).toEqual([text.confirm, text.retry, text.dismiss]);

    const pressed = within(localNotice).getByRole("button", { name: choice });
    if (choice === text.retry) {
      const answer = await pressButton(client, page, pressed, { redirect: "manual" });
      expect(answer.status).toBe(302);
      expect(isYouTubeRedirect(new URL(answer.headers.get("location") ?? ""))).toBe(true);
      return;
    }
    const answer = await pressButton(client, page, pressed);
    const body = within(answer.document().body);
    expect(body.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(body.queryByRole("region", { name: text.title })).toBeNull();
    expect(markedFullscreen(answer)).toBe(choice === text.confirm);
  });
});

describe("the debug page", () => {
  test("says whether the session is full screen, how it got there, and how the last attempt ended", async () => {
    const client = workerClient();
    const fields = async () => {
      const body = within((await client.get("/debug")).document().body);
      const value = (label: string) => (body.getByLabelText(label) as HTMLInputElement).value;
      return { session: value("This Session"), via: value("Reached Through"), last: value("Last Attempt") };
    };
    expect(await fields()).toEqual({ session: "No", via: "—", last: "none" });

    await backFromYouTube(client, await pressYes(client), { sendsReferrer: false });
    expect((await fields()).last).toBe("#1, back without YouTube's referrer");

    await client.get("/?fs=1");
    expect(await fields()).toEqual({ session: "Yes", via: "The address (?fs=1)", last: "#1, arrived" });
  });
});
