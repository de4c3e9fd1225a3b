// @vitest-environment node
// The one preferences action: a valid form sets every preference cookie (HttpOnly, read back by the worker), a post made
// without JavaScript is redirected, a refused one is a 400 that names the field in the page's language and sets nothing
// (made without JavaScript, a 303 back to the settings view it came from, naming the refusal).
import { defaultLaunchChoices } from "~/lib/links/launch-choices";
import { defaultRecentCards } from "~/lib/links/recent-cards";
import { describe, expect, it, vi } from "vitest";
import { Category } from "~/data/categories";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import type { LogFields } from "~/lib/edge/log.server";
import { defaultLocale, type Locale } from "~/lib/i18n/accept-language";
import { createTranslator } from "~/lib/i18n/translate";
import { rejectionDe } from "~/generated/i18n/rejection/de";
import { handlePreferencesAction } from "~/lib/preferences/server/action.server";
import { readPreferenceCookies, writePreferenceCookies } from "~/lib/preferences/server/cookies.server";
import type { Preferences } from "~/lib/preferences/preferences";
import { rearrangeForServices } from "~/lib/preferences/setup/order";
import { maxServices } from "~/lib/preferences/setup/service-rules";
import { incompressibleSetup } from "../../../test-support/setups";
import { homePlex, radio } from "../../support/services";
import { nothingSaved } from "../../support/nothing-saved";

function post(
  fields: Record<string, string | string[]>,
  {
    preferences = nothingSaved,
    locale = defaultLocale,
    address = "/preferences",
  }: { preferences?: Preferences; locale?: Locale; address?: string } = {},
) {
  const lines: LogFields[] = [];
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  const context = {
    preferences,
    locale,
    log: vi.fn((fields: LogFields & { event: string }) => void lines.push(fields)),
    edge: { colo: "FRA", ray: null },
  };
  // The browser sends the cookies that hold what the context says is saved.
  const answer = cookieJarFor(preferences).then((jar) => {
    const headers = jar.size === 0 ? undefined : { cookie: cookieHeaderOf(jar) };
    const request = new Request(`https://parkplay.example${address}`, { method: "POST", body: form, headers });
    return handlePreferencesAction({ request, form, context });
  });
  return { answer, lines };
}

/** The preference cookies a browser holding `preferences` keeps, as the worker writes them, by name. */
async function cookieJarFor(preferences: Preferences): Promise<Map<string, string>> {
  const { setCookies } = await writePreferenceCookies(preferences, new Request("https://parkplay.example/"), Date.now());
  return applySetCookies(new Map(), setCookies);
}

function applySetCookies(jar: Map<string, string>, setCookies: readonly string[]): Map<string, string> {
  for (const cookie of setCookies) {
    const [pair = ""] = cookie.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    if (/; Max-Age=0;/.test(cookie)) jar.delete(name);
    else jar.set(name, pair.slice(pair.indexOf("=") + 1));
  }
  return jar;
}

const cookieHeaderOf = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * What a browser that held `before` and then the answer's cookies sends next, read the way the worker reads every
 * request: a save sets only the cookies it changes.
 */
async function preferencesAfter(setCookies: readonly string[], before: Preferences = nothingSaved): Promise<Preferences> {
  const jar = applySetCookies(await cookieJarFor(before), setCookies);
  return (await readPreferenceCookies(new RequestCookies(cookieHeaderOf(jar)))).preferences;
}

async function asData(answer: ReturnType<typeof handlePreferencesAction>) {
  const result = await answer;
  if (result instanceof Response || !("data" in result)) throw new Error("expected data, got a response");
  return result;
}

async function asResponse(answer: ReturnType<typeof handlePreferencesAction>): Promise<Response> {
  const result = await answer;
  if (!(result instanceof Response)) throw new Error("expected a redirect");
  return result;
}

function setCookiesOf(init: ResponseInit | undefined): string[] {
  return new Headers(init?.headers).getSetCookie();
}

describe("handlePreferencesAction", () => {
  it("saves hidden sources for the hydrated page: data back, and cookies that are HttpOnly, Secure on https and read back the same", async () => {
    const { answer } = post({ intent: "sources", listed: ["youtube", "netflix", "hulu"], shown: ["netflix"] });
    const result = await asData(answer);
    expect(result.data).toEqual({ kind: "saved", change: "sources" });
    const cookies = setCookiesOf(result.init ?? undefined);
    expect(cookies.find((cookie) => cookie.startsWith("pp_hidden="))).toBe(
      `pp_hidden=youtube.hulu; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(await preferencesAfter(cookies)).toEqual({ ...nothingSaved, hiddenSourceIds: ["youtube", "hulu"], tipDismissed: true });
  });

  it("keeps sources hidden in other regions when this region's list is saved", async () => {
    const { answer } = post(
      { intent: "sources", listed: ["youtube", "netflix"], shown: ["youtube", "netflix"] },
      { preferences: { ...nothingSaved, hiddenSourceIds: ["netflix", "bbciplayer"] } },
    );
    const cookies = setCookiesOf((await asData(answer)).init ?? undefined);
    expect((await preferencesAfter(cookies)).hiddenSourceIds).toEqual(["bbciplayer"]);
  });

  it("redirects a post made without JavaScript: Sources back to the dashboard, other tabs to themselves with what was saved", async () => {
    const sources = await asResponse(post({ intent: "sources", listed: "youtube", after: "dashboard" }).answer);
    expect(sources.status).toBe(303);
    expect(sources.headers.get("location")).toBe("/");
    expect(sources.headers.getSetCookie().some((cookie) => cookie.startsWith("pp_hidden=youtube;"))).toBe(true);

    const added = await asResponse(
      post({ intent: "add-service", name: "Home Plex", url: "plex.example.com", category: String(Category.MyServices), after: "tab" })
        .answer,
    );
    expect(added.headers.get("location")).toBe("/?settings=services&saved=service-added");
    expect((await preferencesAfter(added.headers.getSetCookie())).services).toEqual([
      expect.objectContaining({ name: "Home Plex", url: "http://plex.example.com/" }),
    ]);

    const locale = await asResponse(post({ intent: "locale", language: "de", region: "", after: "tab" }).answer);
    expect(locale.headers.get("location")).toBe("/?settings=locale&saved=locale");
    expect(await preferencesAfter(locale.headers.getSetCookie())).toMatchObject({ language: "de", region: null });

    const display = await asResponse(post({ intent: "display", theme: "light", cardSize: "large", after: "tab" }).answer);
    expect(display.headers.get("location")).toBe("/?settings=display&saved=display");
    expect(await preferencesAfter(display.headers.getSetCookie())).toMatchObject({ theme: "light", cardSize: "large" });
  });

  it("saves a theme and a card size in their own HttpOnly cookies, and deletes them when back to the defaults", async () => {
    const chosen = await asData(post({ intent: "display", theme: "auto", cardSize: "compact" }).answer);
    expect(chosen.data).toEqual({ kind: "saved", change: "display" });
    const setCookies = setCookiesOf(chosen.init ?? undefined);
    expect(setCookies).toContainEqual(expect.stringMatching(/^pp_theme=auto; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/));
    expect(setCookies).toContainEqual(
      expect.stringMatching(/^pp_card_size=compact; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
    );
    expect(await preferencesAfter(setCookies)).toMatchObject({ theme: "auto", cardSize: "compact", language: null });

    // One field alone changes only itself.
    const saved = { ...nothingSaved, theme: "auto", cardSize: "compact" } as const;
    const onlyTheme = await asData(post({ intent: "display", theme: "dark" }, { preferences: saved }).answer);
    const after = setCookiesOf(onlyTheme.init ?? undefined);
    expect(after).toContainEqual(expect.stringMatching(/^pp_theme=; Max-Age=0;/));
    expect(after.filter((cookie) => cookie.startsWith("pp_card_size="))).toEqual([]);
    expect(await preferencesAfter(after, saved)).toMatchObject({ theme: "dark", cardSize: "compact" });
  });

  it("sets only the cookies whose values a save changes; one sent in another form than the worker's is written again", async () => {
    const saved = {
      ...nothingSaved,
      tipDismissed: true,
      language: "de",
      theme: "light",
      hiddenSourceIds: ["hulu"],
      services: [homePlex],
      recent: { enabled: true, ids: ["netflix"] },
    } as const;
    const names = (setCookies: readonly string[]) => setCookies.map((cookie) => cookie.slice(0, cookie.indexOf("=")));
    const cardSize = await asData(post({ intent: "display", theme: "light", cardSize: "large" }, { preferences: saved }).answer);
    // With the change, its stamp (change-stamp.server.ts).
    expect(names(setCookiesOf(cardSize.init ?? undefined))).toEqual(["pp_card_size", "pp_changed"]);

    const unchanged = await asData(post({ intent: "display", theme: "light", cardSize: "standard" }, { preferences: saved }).answer);
    expect(setCookiesOf(unchanged.init ?? undefined)).toEqual([]);

    const added = await asData(
      post({ intent: "add-service", name: "Radio", url: radio.url, category: String(radio.category) }, { preferences: saved }).answer,
    );
    expect(names(setCookiesOf(added.init ?? undefined))).toEqual(["pp_setup", "pp_changed"]);
  });

  it("refuses an unknown theme or card size with a 400 naming the display, and sets nothing", async () => {
    for (const fields of [{ theme: "sepia" }, { cardSize: "huge" }, { theme: "__proto__" }] as Record<string, string>[]) {
      const { answer, lines } = post({ intent: "display", ...fields });
      const result = await asData(answer);
      expect(result.init?.status).toBe(400);
      expect(result.data).toMatchObject({ kind: "refused", intent: "display", message: expect.stringContaining("Display") });
      expect(setCookiesOf(result.init ?? undefined)).toEqual([]);
      expect(lines).toEqual([expect.objectContaining({ reason: "preference_refused", field: Object.keys(fields)[0] })]);
    }
  });

  it("restores a backed-up theme and card size, and reads an unknown one as the default, with the problem logged", async () => {
    const restored = await asResponse(post({ intent: "restore", theme: "light", "card-size": "large", after: "dashboard" }).answer);
    expect(await preferencesAfter(restored.headers.getSetCookie())).toMatchObject({ theme: "light", cardSize: "large" });

    const { answer, lines } = post(
      { intent: "restore", theme: "neon", "card-size": "compact", after: "dashboard" },
      { preferences: { ...nothingSaved, theme: "light" } },
    );
    const repaired = await asResponse(answer);
    expect(await preferencesAfter(repaired.headers.getSetCookie())).toMatchObject({ theme: "dark", cardSize: "compact" });
    expect(lines).toEqual([{ event: "preferences_restored", problems: ["unknown_display"], colo: "FRA", ray: null }]);
  });

  it("refuses a bad value with a 400 that names the field in the page's language, sets no cookie, and logs the field", async () => {
    const { answer, lines } = post(
      { intent: "add-service", name: "Evil", url: "javascript:alert(1)", category: "6" },
      { preferences: { ...nothingSaved, services: [homePlex] }, locale: { language: "de", region: "dach" } },
    );
    const result = await asData(answer);
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      kind: "refused",
      intent: "add-service",
      field: "url",
      message: createTranslator(rejectionDe, "de")("preferenceRefused", { field: rejectionDe["field.url"] }),
    });
    expect(setCookiesOf(result.init ?? undefined)).toEqual([]);
    expect(lines).toEqual([
      {
        event: "request_rejected",
        reason: "preference_refused",
        method: "POST",
        path: "/preferences",
        status: 400,
        field: "url",
        problem: "not_http",
      },
    ]);
  });

  it("sends a refused post made without JavaScript back to the settings view it came from, naming the refusal, setting nothing", async () => {
    const { answer, lines } = post(
      { intent: "add-service", name: "Evil", url: "javascript:alert(1)", category: "6", after: "tab" },
      { preferences: { ...nothingSaved, services: [homePlex] }, address: "/preferences?settings=services&add" },
    );
    const response = await asResponse(answer);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/?settings=services&add=&refused=add-service%3Aurl");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ reason: "preference_refused", status: 303, field: "url", problem: "not_http" })]);
  });

  it("refuses a 21st service, and a setup too large for its cookies, keeping what was saved", async () => {
    const full = Array.from({ length: maxServices }, (_, index) => ({ ...radio, id: `_s${String(index).padStart(3, "0")}` }));
    const tooMany = await asData(
      post(
        { intent: "add-service", name: "One more", url: "example.com", category: "6" },
        { preferences: { ...nothingSaved, services: full } },
      ).answer,
    );
    expect(tooMany.data).toMatchObject({ kind: "refused", field: "services" });

    // Addresses that do not compress, as long as allowed: twenty of them cannot all fit in the setup cookies.
    const { services, order } = incompressibleSetup();
    const others = services.slice(0, -1);
    const tooLarge = await asData(
      post(
        { intent: "add-service", name: "Last", url: services.at(-1)?.url ?? "", category: "6" },
        { preferences: { ...nothingSaved, services: others, order: rearrangeForServices(order, others) } },
      ).answer,
    );
    expect(tooLarge.data).toMatchObject({ kind: "refused", field: "services" });
    expect(setCookiesOf(tooLarge.init ?? undefined)).toEqual([]);
  });

  it("leaves closing the full-screen offer to the dashboard's action: posted here, it is refused and sets nothing", async () => {
    const { answer, lines } = post({ intent: "dismiss-fullscreen-prompt", from: "prompt" });
    const refused = await asData(answer);
    expect(refused.data).toMatchObject({ kind: "refused", intent: null, field: "intent" });
    expect(setCookiesOf(refused.init ?? undefined)).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ event: "request_rejected", reason: "preference_refused", field: "intent" })]);
  });

  it("restores a browser's backup when its cookies were wiped, with one log line naming what it repaired, never a value", async () => {
    const { answer, lines } = post({
      intent: "restore",
      hiddenSources: JSON.stringify({ youtube: "", __proto__: "", myspace: "" }),
      "hide-settings-tip": "true",
      setup: JSON.stringify({ v: 1, s: [[homePlex.id, homePlex.name, homePlex.url, homePlex.category, null]] }),
      language: "fr",
      region: "atlantis",
      after: "dashboard",
    });
    const response = await asResponse(answer);
    expect(response.headers.get("location")).toBe("/");
    expect(await preferencesAfter(response.headers.getSetCookie())).toEqual({
      hiddenSourceIds: ["youtube"],
      tipDismissed: true,
      services: [homePlex],
      order: null,
      language: "fr",
      region: null,
      launch: defaultLaunchChoices,
      recent: defaultRecentCards,
      theme: "dark",
      cardSize: "standard",
    });
    expect(lines).toEqual([{ event: "preferences_restored", problems: ["hidden_repaired", "unknown_locale"], colo: "FRA", ray: null }]);
  });

  it("removes a service that is already gone as done, not as an error (a second tap on a slow link)", async () => {
    const saved = { ...nothingSaved, services: [homePlex] };
    const result = await asData(post({ intent: "remove-service", id: "_gone" }, { preferences: saved }).answer);
    expect(result.data).toEqual({ kind: "saved", change: "service-removed" });
    expect((await preferencesAfter(setCookiesOf(result.init ?? undefined), saved)).services).toEqual([homePlex]);
  });
});

describe("the 'How cards open' form (issue 22)", () => {
  it("saves each listed card's mode and the switches in pp_launch and pp_recent, and a post without JavaScript returns to the tab", async () => {
    const saved = { ...nothingSaved, services: [homePlex], recent: { enabled: true, ids: ["espn"] } };
    const { answer } = post(
      {
        intent: "launch",
        card: ["netflix", "hulu", "youtube", homePlex.id],
        mode: ["fullscreen", "outside", "automatic", "outside"],
        everyCardFullscreen: "on",
        recentCards: "on",
        after: "tab",
      },
      { preferences: saved },
    );
    const response = await asResponse(answer);
    expect(response.headers.get("location")).toBe("/?settings=launch&saved=launch");
    const after = await preferencesAfter(response.headers.getSetCookie(), saved);
    expect(after.launch).toEqual({ fullscreen: ["netflix"], outside: [homePlex.id, "hulu"].sort(), everyCardFullscreen: true });
    expect(after.recent).toEqual({ enabled: true, ids: ["espn"] });
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^pp_launch=1~netflix~_hp01\.hulu; Max-Age=\d+; Path=\/; HttpOnly/),
    );
  });

  it("keeps the modes of cards the form did not list (another region's), and turning 'Recently opened' off clears it", async () => {
    const preferences = {
      ...nothingSaved,
      launch: { ...defaultLaunchChoices, fullscreen: ["ardmediathek"] },
      recent: { enabled: true, ids: ["hulu"] },
    };
    const result = await asData(post({ intent: "launch", card: ["netflix"], mode: ["outside"] }, { preferences }).answer);
    expect(result.data).toEqual({ kind: "saved", change: "launch" });
    const after = await preferencesAfter(setCookiesOf(result.init ?? undefined));
    expect(after.launch).toEqual({ fullscreen: ["ardmediathek"], outside: ["netflix"], everyCardFullscreen: false });
    expect(after.recent).toEqual({ enabled: false, ids: [] });
  });

  it("refuses an unknown card, an unknown mode or cards and modes that do not pair up, naming the field and changing nothing", async () => {
    for (const fields of [
      { intent: "launch", card: ["evil"], mode: ["fullscreen"] },
      { intent: "launch", card: ["netflix"], mode: ["sideways"] },
      { intent: "launch", card: ["netflix", "hulu"], mode: ["fullscreen"] },
    ]) {
      const { answer, lines } = post(fields);
      const result = await asData(answer);
      expect(result.init?.status).toBe(400);
      expect(setCookiesOf(result.init ?? undefined)).toEqual([]);
      expect(lines).toEqual([expect.objectContaining({ event: "request_rejected", reason: "preference_refused" })]);
    }
  });

  it("drops a removed service's launch mode and recent place with it", async () => {
    const preferences = {
      ...nothingSaved,
      services: [homePlex, radio],
      launch: { ...defaultLaunchChoices, outside: [homePlex.id] },
      recent: { enabled: true, ids: [homePlex.id, "netflix"] },
    };
    const result = await asData(post({ intent: "remove-service", id: homePlex.id }, { preferences }).answer);
    const after = await preferencesAfter(setCookiesOf(result.init ?? undefined));
    expect(after.launch).toEqual(defaultLaunchChoices);
    expect(after.recent.ids).toEqual(["netflix"]);
  });

  it("restores a backup's launch modes and recent cards, dropping unknown ids quietly and naming the repair in the log line", async () => {
    const { answer, lines } = post({
      intent: "restore",
      launchModes: "1~netflix.evil~hulu",
      recentlyOpened: "hulu.gone.netflix",
      after: "dashboard",
    });
    const after = await preferencesAfter((await asResponse(answer)).headers.getSetCookie());
    expect(after.launch).toEqual({ fullscreen: ["netflix"], outside: ["hulu"], everyCardFullscreen: true });
    expect(after.recent).toEqual({ enabled: true, ids: ["hulu", "netflix"] });
    expect(lines).toEqual([expect.objectContaining({ event: "preferences_restored", problems: ["launch_repaired", "recent_repaired"] })]);
  });
});
