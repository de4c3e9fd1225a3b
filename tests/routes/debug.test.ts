import { defaultLocale, type Locale } from "~/lib/i18n/accept-language";
import { languages } from "~/lib/i18n/languages";
import { debugCatalogue } from "~/generated/i18n/debug/catalogue.server";
import { debugDe } from "~/generated/i18n/debug/de";
import { debugEn } from "~/generated/i18n/debug/en";
import { describe, expect, it, vi } from "vitest";
import { buildInfo } from "~/generated/build-info";
import type { LoadContext } from "~/lib/worker/context.server";
import { loader } from "~/routes/debug";
import { tesla202626UserAgent } from "../support/user-agents";
import { fullscreenFacts } from "../support/fullscreen-facts";
import { testLoadContext } from "../support/load-context";

const notFullscreen = fullscreenFacts();

function loadDebug(userAgent: string | null, fullscreen: LoadContext["fullscreen"] = notFullscreen, locale: Locale = defaultLocale) {
  const headers = new Headers();
  if (userAgent !== null) headers.set("user-agent", userAgent);
  const request = new Request("http://127.0.0.1/debug", { headers });
  const log = vi.fn();
  return { log, data: loader({ request, context: testLoadContext({ log, fullscreen, locale }), params: {} }) };
}

describe("debug loader", () => {
  it("describes the requesting device from its user agent", async () => {
    const tesla =
      "Mozilla/5.0 (X11; GNU/Linux) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/79.0.3945.130 Chrome/79.0.3945.130 Safari/537.36 Tesla/2020.48.30-040912887bad";
    const { log, data } = loadDebug(tesla);
    const { device } = await data;
    expect(device).toMatchObject({
      userAgent: tesla,
      inCar: { answer: "yes", reason: "car-token" },
      carBrand: "Tesla",
      deviceType: "desktop",
      orientation: "unknown",
    });
    expect(log).not.toHaveBeenCalled();
  });

  it("cannot tell a car from a plain desktop user agent such as Tesla 2026.26's", async () => {
    const { device } = await loadDebug(tesla202626UserAgent).data;
    expect(device).toMatchObject({
      deviceType: "desktop",
      carBrand: null,
      inCar: { answer: "not-detectable", reason: "desktop-user-agent" },
    });
  });

  it.each([fullscreenFacts({ referrer: "https://www.youtube.com/" }), fullscreenFacts({ cookie: "pp_fullscreen=self_report" })])(
    "takes a full-screen arrival (from the $source) as a likely car",
    async (fullscreen) => {
      const { device } = await loadDebug(tesla202626UserAgent, fullscreen).data;
      expect(device.inCar).toEqual({ answer: "likely", reason: "fullscreen-arrival" });
    },
  );

  it.each([
    [null, { fullscreen: false, via: null, lastAttempt: null }],
    ["pp_fs_attempts=2.2.f", { fullscreen: false, via: null, lastAttempt: { number: 2, outcome: "failed" } }],
    [
      "pp_fullscreen=self_report; pp_fs_attempts=1.1.a",
      { fullscreen: true, via: "self_report", lastAttempt: { number: 1, outcome: "arrived" } },
    ],
    ["pp_fullscreen=url", { fullscreen: true, via: "url", lastAttempt: null }],
  ])("says whether the session is full screen, how it got there and how its last attempt ended (%s)", async (cookie, expected) => {
    const { fullscreen } = await loadDebug("Mozilla/5.0", fullscreenFacts({ cookie })).data;
    expect(fullscreen).toEqual(expected);
  });

  it("passes the build facts with the date already formatted in UTC", async () => {
    const { build } = await loadDebug("Mozilla/5.0").data;
    expect(build.hash).toBe(buildInfo.hash);
    expect(build.version).toBe("0.0.0");
    expect(build.date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);
  });

  it.each([
    ["too_long", `Mozilla/5.0 secret-${"x".repeat(16 * 1024)}`],
    ["control_characters", "Mozilla/5.0 secret-\u0001token"],
  ])("logs one %s line with the length, never the user agent", async (reason, userAgent) => {
    const { log, data } = loadDebug(userAgent);
    const { device } = await data;
    expect(device.browser).toBe("unknown");
    expect(log).toHaveBeenCalledExactlyOnceWith({ event: "user_agent_unusable", reason, length: userAgent.length });
    expect(JSON.stringify(log.mock.calls)).not.toContain("secret");
  });

  it("logs a missing user agent", async () => {
    const { log, data } = loadDebug(null);
    expect((await data).device.userAgent).toBe("unknown");
    expect(log).toHaveBeenCalledExactlyOnceWith({ event: "user_agent_unusable", reason: "missing", length: 0 });
  });

  it("sends the diagnostics page's words in English by default", async () => {
    expect((await loadDebug("Mozilla/5.0").data).messages).toBe(debugEn);
  });

  it.each(languages)("sends only the request's language's words (%s), and the build date in en-US all the same", async (language) => {
    const { messages, build } = await loadDebug("Mozilla/5.0", notFullscreen, { language, region: defaultLocale.region }).data;
    expect(messages).toBe(debugCatalogue[language]);
    expect(build.date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);
  });

  it("titles the page in German for a German request", async () => {
    const { messages } = await loadDebug("Mozilla/5.0", notFullscreen, { language: "de", region: "dach" }).data;
    expect(messages["page.title"]).toBe(debugDe["page.title"]);
    expect(messages["page.title"]).not.toBe(debugEn["page.title"]);
  });
});
