// @vitest-environment node
// Server modules read Cookie and Referer, which a browser-like Request (happy-dom) strips as forbidden headers.
import { describe, expect, it } from "vitest";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import {
  attemptStartCookies,
  dismissFullscreenPromptCookie,
  fullscreenArrivalCookies,
  readFullscreenFacts,
  rememberFullscreenFacts,
  type FullscreenFacts,
} from "~/lib/fullscreen/session.server";
import { noAttempts, startAttempt } from "~/lib/fullscreen/attempts";

const page = (url = "http://127.0.0.1/") => new Request(url);
const youtube = "https://www.youtube.com/redirect?q=http%3A%2F%2F127.0.0.1%2F";

/** The Cookie header a browser sends back after these Set-Cookie values (a Max-Age=0 one deletes its cookie). */
function cookieHeaderAfter(setCookies: readonly string[], before = ""): string {
  const jar = new Map<string, string>();
  for (const pair of before === "" ? [] : before.split("; ")) {
    const [name = "", value = ""] = pair.split("=");
    jar.set(name, value);
  }
  for (const setCookie of setCookies) {
    const [pair = ""] = setCookie.split(";");
    const [name = "", value = ""] = pair.split("=");
    if (setCookie.includes("Max-Age=0")) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

function facts(
  cookie: string | null,
  { referrer = null, dashboardDocument = true }: { referrer?: string | null; dashboardDocument?: boolean } = {},
) {
  const cookies = new RequestCookies(cookie);
  return { facts: readFullscreenFacts({ referrer, dashboardDocument }, cookies), problems: cookies.problems };
}

function setCookiesOf(response: Response): string[] {
  return response.headers.getSetCookie();
}

const attemptOnItsWay = cookieHeaderAfter(attemptStartCookies(page(), startAttempt(noAttempts)));

describe("readFullscreenFacts", () => {
  it("offers full screen on a plain first visit", () => {
    expect(facts(null).facts).toEqual<FullscreenFacts>({
      fullscreen: false,
      source: "none",
      via: null,
      freshArrival: false,
      attempts: noAttempts,
      settled: null,
      offerPrompt: true,
      failedNotice: null,
    });
  });

  it("reads a YouTube referrer as a fresh arrival that ends the attempt on its way", () => {
    const { facts: arrival, problems } = facts(attemptOnItsWay, { referrer: youtube });
    expect(arrival).toMatchObject({ fullscreen: true, source: "referrer", via: "referrer", freshArrival: true, settled: "arrived" });
    expect(arrival.attempts).toEqual({ count: 1, failures: 0, last: "arrived" });
    expect(arrival.offerPrompt).toBe(false);
    expect(problems).toEqual([]);
  });

  it("reads a YouTube referrer without an attempt as an arrival that ends none", () => {
    expect(facts(null, { referrer: youtube }).facts).toMatchObject({ freshArrival: true, settled: null, attempts: noAttempts });
  });

  it("reads a dashboard load without the referrer inside the attempt's window as a failure, and explains it instead of offering", () => {
    const { facts: failed } = facts(attemptOnItsWay);
    expect(failed).toMatchObject({ fullscreen: false, settled: "failed", offerPrompt: false, failedNotice: { canRetry: true } });
    expect(failed.attempts).toEqual({ count: 1, failures: 1, last: "failed" });
  });

  it("settles nothing on a request that is not a dashboard document (another page, single-fetch data)", () => {
    expect(facts(attemptOnItsWay, { dashboardDocument: false }).facts).toMatchObject({
      settled: null,
      offerPrompt: true,
      failedNotice: null,
    });
  });

  it("keeps explaining a failure on later loads, and offers no 'Try again' after the second", () => {
    expect(facts("pp_fs_attempts=1.1.f").facts).toMatchObject({ settled: null, offerPrompt: false, failedNotice: { canRetry: true } });
    const second = cookieHeaderAfter(attemptStartCookies(page(), startAttempt({ count: 1, failures: 1, last: "failed" })));
    expect(facts(second).facts).toMatchObject({
      settled: "failed",
      failedNotice: { canRetry: false },
      attempts: { count: 2, failures: 2 },
    });
  });

  it("neither offers nor explains once the driver said not to ask again", () => {
    const dismissed = cookieHeaderAfter([dismissFullscreenPromptCookie(page())], "pp_fs_attempts=1.1.f");
    expect(facts(dismissed).facts).toMatchObject({ offerPrompt: false, failedNotice: null });
  });

  it.each([
    ["referrer", "pp_fullscreen=referrer"],
    ["self_report", "pp_fullscreen=self_report"],
    ["url", "pp_fullscreen=url"],
    ["referrer", "pp_fullscreen=1"],
  ] as const)("remembers full screen reached through %s (%s) on later loads, without a new arrival", (via, cookie) => {
    const { facts: later, problems } = facts(`theme=dark; ${cookie}`);
    expect(later).toMatchObject({ fullscreen: true, source: "cookie", via, freshArrival: false, offerPrompt: false, failedNotice: null });
    expect(problems).toEqual([]);
  });

  it.each([
    "pp_fullscreen=true",
    "pp_fullscreen=%%%",
    "pp_fullscreen=",
    "pp_fs_attempts=3.4.f",
    "pp_fs_attempts=0.0.p",
    "pp_fs_attempts=1.0.x",
  ])("treats a corrupt cookie %j as absent and reports it by name only", (cookie) => {
    const { facts: read, problems } = facts(cookie);
    expect(read).toMatchObject({ fullscreen: false, attempts: noAttempts, offerPrompt: true });
    expect(problems).toEqual([{ cookie: cookie.split("=")[0], problem: "unknown_value" }]);
  });

  it("ignores look-alike referrers", () => {
    expect(facts(attemptOnItsWay, { referrer: "https://www.youtube.com.evil.example/" }).facts).toMatchObject({
      fullscreen: false,
      settled: "failed",
    });
  });
});

describe("the cookies that remember what a request found out", () => {
  it("remember a fresh arrival for the session and close the attempt it ended", async () => {
    const arrival = readFullscreenFacts({ referrer: youtube, dashboardDocument: true }, new RequestCookies(attemptOnItsWay));
    const original = new Response("<html>dashboard</html>", { headers: { "content-type": "text/html" } });
    const response = rememberFullscreenFacts(page(), original, arrival);
    expect(setCookiesOf(response)).toEqual([
      "pp_fullscreen=referrer; Path=/; HttpOnly; SameSite=Lax",
      "pp_fs_attempt=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
      "pp_fs_attempts=1.0.a; Path=/; HttpOnly; SameSite=Lax",
    ]);
    expect(response.headers.get("content-type")).toBe("text/html");
    expect(await response.text()).toBe("<html>dashboard</html>");
  });

  it("are Secure over https, and the attempt's window lasts ten minutes", () => {
    expect(attemptStartCookies(page("https://parkplay.example/"), startAttempt(noAttempts))).toEqual([
      "pp_fs_attempt=1; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax",
      "pp_fs_attempts=1.0.p; Path=/; HttpOnly; Secure; SameSite=Lax",
    ]);
  });

  it("leave a response alone when the request found out nothing new", () => {
    const original = new Response("page");
    const later = readFullscreenFacts({ referrer: youtube, dashboardDocument: true }, new RequestCookies("pp_fullscreen=referrer"));
    expect(rememberFullscreenFacts(page(), original, later)).toBe(original);
  });

  it("mark a session reached another way, ending an attempt left on its way or failed, and no other", () => {
    expect(fullscreenArrivalCookies(page(), "url", noAttempts)).toEqual(["pp_fullscreen=url; Path=/; HttpOnly; SameSite=Lax"]);
    expect(fullscreenArrivalCookies(page(), "self_report", { count: 2, failures: 2, last: "failed" })).toEqual([
      "pp_fullscreen=self_report; Path=/; HttpOnly; SameSite=Lax",
      "pp_fs_attempt=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
      "pp_fs_attempts=2.2.a; Path=/; HttpOnly; SameSite=Lax",
    ]);
  });

  it("keep the offer closed for the session", () => {
    expect(dismissFullscreenPromptCookie(page())).toBe("pp_prompt_dismissed=1; Path=/; HttpOnly; SameSite=Lax");
  });
});
