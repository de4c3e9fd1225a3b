// @vitest-environment node
// The preferences resource route's action: the hydrated page's background saves, answered as JSON with their cookies.
import { describe, expect, it, vi } from "vitest";
import type { LogFields } from "~/lib/edge/log.server";
import { defaultLocale } from "~/lib/i18n/accept-language";
import { handlePreferenceSave } from "~/lib/preferences/save.server";
import { nothingSaved } from "../../support/nothing-saved";

function save(
  body: BodyInit,
  headers: Record<string, string> = {},
  { preferences = nothingSaved, savedChange = null as string | null } = {},
) {
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
