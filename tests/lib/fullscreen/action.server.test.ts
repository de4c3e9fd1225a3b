// @vitest-environment node
// The action reads Content-Length and sets cookies: headers a browser-like Request (happy-dom) would hide.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import { readConfig } from "~/lib/edge/config.server";
import { handleDashboardAction } from "~/lib/fullscreen/action.server";
import { readFullscreenFacts } from "~/lib/fullscreen/session.server";
import type { LogFields } from "~/lib/edge/log.server";
import { defaultLocale, type Locale } from "~/lib/i18n/accept-language";
import { rejectionNl } from "~/generated/i18n/rejection/nl";
import { createCarriedSetups } from "~/lib/preferences/server/carried-setup.server";
import { nothingSaved } from "../../support/nothing-saved";
import { unusedPairingBindings } from "../../support/pairing-bindings";

const assets = {
  fetch: () => Promise.resolve(new Response()),
  connect: () => {
    throw new Error("unused");
  },
} satisfies Fetcher;

function setup({
  publicOrigin,
  url = "http://127.0.0.1:8787/?index",
  locale = defaultLocale,
  cookie = null,
}: { publicOrigin?: string; url?: string; locale?: Locale; cookie?: string | null } = {}) {
  const lines: LogFields[] = [];
  const log = vi.fn((fields: LogFields & { event: string }) => void lines.push(fields));
  const context = {
    config: readConfig({ ASSETS: assets, PUBLIC_ORIGIN: publicOrigin }, vi.fn()),
    log,
    edge: { colo: "FRA", ray: "ray-1" },
    locale,
    fullscreen: readFullscreenFacts({ referrer: null, dashboardDocument: false }, new RequestCookies(cookie)),
    browser: "Chromium 148",
    // No preference is stored, so no setup is carried into full screen (tests/worker/carried-setup.test.ts carries one).
    preferences: nothingSaved,
    noPreferencesStored: true,
    setupChangedAt: null,
    carriedSetups: createCarriedSetups(unusedPairingBindings, vi.fn(), { colo: "FRA", ray: "ray-1" }),
  };
  // Opening full-screen and closing the offer answer with a redirect.
  const asResponse = async (answer: ReturnType<typeof handleDashboardAction>): Promise<Response> => {
    const result = await answer;
    if (!(result instanceof Response)) throw new Error("expected a Response from the action");
    return result;
  };
  const post = (body: string, headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" }) =>
    asResponse(handleDashboardAction({ request: new Request(url, { method: "POST", body, headers }), context }));
  const postForm = (form: FormData) =>
    asResponse(handleDashboardAction({ request: new Request(url, { method: "POST", body: form }), context }));
  return { post, postForm, lines };
}

/** The day the funnel's lines carry: the clock's, which these tests hold still. */
const day = "2026-12-02";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${day}T10:00:00Z`) });
});

afterEach(() => {
  vi.useRealTimers();
});

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error("expected the action to throw a Response");
  return thrown;
}

describe("handleDashboardAction", () => {
  it("answers 'open full-screen' with a 302 to YouTube's redirect page for the request's own origin", async () => {
    const { post, lines } = setup();
    const response = await post("intent=open-fullscreen&from=prompt");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("https://www.youtube.com/redirect");
    expect(location.searchParams.get("q")).toBe("http://127.0.0.1:8787/");
    expect(lines).toEqual([
      {
        event: "fullscreen_redirect",
        from: "prompt",
        attempt: 1,
        carrying: false,
        browser: "Chromium 148",
        day,
        colo: "FRA",
        ray: "ray-1",
      },
    ]);
  });

  it("opens the attempt's ten-minute window and counts it for the session", async () => {
    const { post } = setup({ cookie: "pp_fs_attempts=2.2.f" });
    const response = await post("intent=open-fullscreen&from=notice");
    expect(response.headers.getSetCookie()).toEqual([
      "pp_fs_attempt=1; Max-Age=600; Path=/; HttpOnly; SameSite=Lax",
      "pp_fs_attempts=3.2.p; Path=/; HttpOnly; SameSite=Lax",
    ]);
  });

  it("answers 'I am in full screen' with full screen for the session, ending the failed attempt, and logs the arrival", async () => {
    const { post, lines } = setup({ cookie: "pp_fs_attempts=1.1.f" });
    const response = await post("intent=confirm-fullscreen&from=notice");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie()).toEqual([
      "pp_fullscreen=self_report; Path=/; HttpOnly; SameSite=Lax",
      "pp_fs_attempt=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
      "pp_fs_attempts=1.1.a; Path=/; HttpOnly; SameSite=Lax",
    ]);
    expect(lines).toEqual([
      {
        event: "fullscreen_arrival",
        via: "self_report",
        attempt: 1,
        carried: false,
        browser: "Chromium 148",
        day,
        colo: "FRA",
        ray: "ray-1",
      },
    ]);
  });

  it("uses PUBLIC_ORIGIN when the app runs behind a proxy", async () => {
    const { post } = setup({ publicOrigin: "https://parkplay.example", url: "http://internal:8080/_root.data?index" });
    const response = await post("intent=open-fullscreen&from=about");
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("q")).toBe("https://parkplay.example/");
  });

  it("logs an unknown placement as null rather than echoing it", async () => {
    const { post, lines } = setup();
    await post("intent=open-fullscreen&from=%3Cscript%3E");
    expect(lines).toEqual([
      { event: "fullscreen_redirect", from: null, attempt: 1, carrying: false, browser: "Chromium 148", day, colo: "FRA", ray: "ray-1" },
    ]);
  });

  it("answers 'close the offer' with a session cookie and a 303 back to the dashboard", async () => {
    const { post, lines } = setup();
    const response = await post("intent=dismiss-fullscreen-prompt&from=prompt");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toMatch(/^pp_prompt_dismissed=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(lines).toEqual([{ event: "fullscreen_prompt_dismissed", from: "prompt", colo: "FRA", ray: "ray-1" }]);
  });

  it("refuses a preference form: preferences have a route of their own", async () => {
    const { post, lines } = setup();
    const response = await thrownResponse(post("intent=display&theme=light&after=tab"));
    expect(response.status).toBe(400);
    expect(lines).toEqual([expect.objectContaining({ event: "request_rejected", reason: "unknown_intent" })]);
  });

  it.each([
    ["an unknown intent", "intent=delete-everything"],
    ["a missing intent", "from=prompt"],
    ["an empty intent", "intent="],
    ["an inherited name as intent", "intent=__proto__"],
    ["constructor as intent", "intent=constructor"],
    ["the intent's name in another case", "intent=openFullscreen"],
    ["the intent with a leading space", "intent=%20open-fullscreen"],
  ])("refuses %s with a 400 that says why and one request_rejected line", async (_name, body) => {
    const { post, lines } = setup();
    const response = await thrownResponse(post(body));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^Bad request: this form's intent .{10,}\.$/);
    expect(lines).toEqual([{ event: "request_rejected", reason: "unknown_intent", method: "POST", path: "/", status: 400 }]);
  });

  it("refuses an intent sent as an uploaded file", async () => {
    const { postForm, lines } = setup();
    const form = new FormData();
    form.append("intent", new File(["open-fullscreen"], "intent.txt"));
    expect((await thrownResponse(postForm(form))).status).toBe(400);
    expect(lines).toEqual([{ event: "request_rejected", reason: "unknown_intent", method: "POST", path: "/", status: 400 }]);
  });

  it("refuses a body that is not the form it claims to be", async () => {
    const { post, lines } = setup();
    const response = await thrownResponse(post("--x\r\nnot multipart", { "content-type": "multipart/form-data; boundary=parkplay" }));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/could not be read/);
    expect(lines).toEqual([{ event: "request_rejected", reason: "malformed_form", method: "POST", path: "/", status: 400 }]);
  });

  it("refuses in the driver's language, for the error screen to show, and logs the same English line", async () => {
    const { post, lines } = setup({ locale: { language: "nl", region: "benelux" } });
    const response = await thrownResponse(post("intent=delete-everything"));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-language")).toBe("nl");
    expect(await response.text()).toBe(rejectionNl.unknownIntent);
    expect(lines).toEqual([{ event: "request_rejected", reason: "unknown_intent", method: "POST", path: "/", status: 400 }]);
  });
});
