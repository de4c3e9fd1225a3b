// @vitest-environment node
// The preferences resource route's action: the hydrated page's background saves, answered as JSON with their cookies.
// A page left with changes still waiting sends them all in one request: each change the cookies do not hold yet is
// applied, in order, once, and the answer's cookies hold them all.
import { describe, expect, it, vi } from "vitest";
import { Category } from "~/data/categories";
import { RequestCookies } from "~/lib/cookies/request-cookies.server";
import type { LogFields } from "~/lib/edge/log.server";
import { defaultLocale } from "~/lib/i18n/accept-language";
import { readPreferenceCookies } from "~/lib/preferences/server/cookies.server";
import { changeIdField, leavingChangesField } from "~/lib/preferences/forms/intents";
import type { Preferences } from "~/lib/preferences/preferences";
import { handlePreferenceSave } from "~/lib/preferences/server/save.server";
import { savedChangeCookie } from "~/lib/preferences/server/saved-change.server";
import { nothingSaved } from "../../support/nothing-saved";

/** What the request's cookies hold: the preferences, and the last background save of the session they hold. */
interface Stored {
  preferences?: Preferences;
  savedChange?: string | null;
}

function save(body: BodyInit, headers: Record<string, string> = {}, { preferences = nothingSaved, savedChange = null }: Stored = {}) {
  const lines: LogFields[] = [];
  const request = new Request("https://parkplay.example/preferences", { method: "POST", body, headers });
  const context = {
    preferences,
    savedChange,
    locale: defaultLocale,
    log: vi.fn((fields: LogFields & { event: string }) => void lines.push(fields)),
    edge: { colo: "FRA", ray: null },
  };
  return { answer: handlePreferenceSave({ request, context }), lines };
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("handlePreferenceSave", () => {
  it("answers a save as JSON, with the cookies that make it stick", async () => {
    const response = await save(formOf({ intent: "display", theme: "light", cardSize: "large" })).answer;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ kind: "saved", change: "display" });
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    expect(cookies).toEqual(expect.arrayContaining(["pp_theme=light", "pp_card_size=large"]));
  });

  it("answers a refused save with a 400 in JSON that names the field, setting nothing", async () => {
    const { answer, lines } = save(formOf({ intent: "display", theme: "neon" }));
    const response = await answer;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      kind: "refused",
      intent: "display",
      field: "theme",
      message: "“Display” was not saved: its value was refused. Your settings are as they were.",
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ event: "request_rejected", reason: "preference_refused", status: 400 })]);
  });

  it("answers a body that is no form with a 400 in words and one log line", async () => {
    const { answer, lines } = save("{}", { "content-type": "multipart/form-data; boundary=nothing" });
    const response = await answer;
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Bad request: the form body could not be read.\n");
    expect(lines).toEqual([{ event: "request_rejected", reason: "malformed_form", method: "POST", path: "/preferences", status: 400 }]);
  });
});

function change(id: string, fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ ...fields, [changeIdField]: id });
}

function leavingWith(...changes: URLSearchParams[]): FormData {
  const form = new FormData();
  for (const waiting of changes) form.append(leavingChangesField, waiting.toString());
  return form;
}

/** What the browser sends next, holding the answer's cookies on top of none. */
async function after(response: Response): Promise<{ preferences: Preferences; savedChange: string | null }> {
  const header = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const cookies = new RequestCookies(header);
  return { preferences: (await readPreferenceCookies(cookies)).preferences, savedChange: cookies.read(savedChangeCookie) };
}

const addHomePlex = change("c1", {
  intent: "add-service",
  name: "Home Plex",
  url: "plex.example.com",
  category: String(Category.MyServices),
});
const addGarage = change("c2", { intent: "add-service", name: "Garage", url: "192.168.1.20", category: String(Category.Utility) });
const lightTheme = change("c3", { intent: "display", theme: "light", cardSize: "large" });

describe("a background save names its change", () => {
  it("records the change it saved in a session cookie", async () => {
    const form = new FormData();
    for (const [name, value] of lightTheme) form.set(name, value);
    const response = await save(form).answer;
    expect(response.status).toBe(200);
    const saved = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${savedChangeCookie.name}=`));
    expect(saved?.split("; ").sort()).toEqual(["HttpOnly", "Path=/", "SameSite=Lax", "Secure", "pp_saved=c3"]);
  });

  it("records nothing for a save without a change id, or one that is refused", async () => {
    const plain = new FormData();
    plain.set("intent", "display");
    plain.set("theme", "light");
    const refused = new FormData();
    refused.set("intent", "display");
    refused.set("theme", "neon");
    refused.set(changeIdField, "c9");
    for (const form of [plain, refused]) {
      const names = (await save(form).answer).headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf("=")));
      expect(names).not.toContain(savedChangeCookie.name);
    }
  });
});

describe("the changes a page was left with", () => {
  it("applies every change in order when the cookies hold none of them", async () => {
    const { answer, lines } = save(leavingWith(addHomePlex, addGarage, lightTheme));
    const response = await answer;
    expect(response.status).toBe(204);
    const { preferences, savedChange } = await after(response);
    expect(preferences.services.map((service) => service.name)).toEqual(["Home Plex", "Garage"]);
    expect(preferences.theme).toBe("light");
    expect(savedChange).toBe("c3");
    expect(lines).toEqual([{ event: "preferences_saved_on_leaving", changes: 3, alreadySaved: 0, refused: 0, colo: "FRA", ray: null }]);
  });

  it("skips the changes the cookies already hold: the one on its way when the page was left is never applied twice", async () => {
    const first = await after(await save(leavingWith(addHomePlex)).answer);
    expect(first.savedChange).toBe("c1");
    const { answer, lines } = save(leavingWith(addHomePlex, addGarage), {}, first);
    const { preferences } = await after(await answer);
    expect(preferences.services.map((service) => service.name)).toEqual(["Home Plex", "Garage"]);
    expect(lines[0]).toMatchObject({ changes: 2, alreadySaved: 1, refused: 0 });
  });

  it("leaves out a change it refuses, keeps the others, and logs how many", async () => {
    const hostile = change("c4", { intent: "add-service", name: "Evil", url: "javascript:alert(1)", category: "6" });
    const { answer, lines } = save(leavingWith(addHomePlex, hostile, lightTheme));
    const { preferences, savedChange } = await after(await answer);
    expect(preferences.services.map((service) => service.name)).toEqual(["Home Plex"]);
    expect(preferences.theme).toBe("light");
    expect(savedChange).toBe("c3");
    expect(lines[0]).toMatchObject({ changes: 3, alreadySaved: 0, refused: 1 });
  });

  it("sets nothing when every change is already saved or refused", async () => {
    const response = await save(leavingWith(lightTheme), {}, { savedChange: "c3" }).answer;
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
