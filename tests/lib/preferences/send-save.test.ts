// A background save: sent as a keepalive request that outlives the page, its answer read back as the action gave it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { preferenceFormBodyLimit } from "~/lib/preferences/intents";
import { keepaliveBodyBudget, multipartSizeBound, sendPreferenceSave } from "~/lib/preferences/send-save";

function displayForm(): FormData {
  const form = new FormData();
  form.set("intent", "display");
  form.set("theme", "light");
  return form;
}

function answering(response: Response | Error) {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sendPreferenceSave", () => {
  it("posts the form to the preferences route as a keepalive request, so leaving the page does not cancel it", async () => {
    const sent = answering(Response.json({ kind: "saved", change: "display" }));
    const form = displayForm();
    expect(await sendPreferenceSave(form)).toEqual({ kind: "saved", change: "display" });
    expect(sent).toEqual([{ url: "/preferences", init: { method: "POST", body: form, keepalive: true } }]);
  });

  it("hands back the action's refusal as it came", async () => {
    const refusal = { kind: "refused", intent: "display", field: "theme", message: "“Display” was not saved." };
    answering(Response.json(refusal, { status: 400 }));
    expect(await sendPreferenceSave(displayForm())).toEqual(refusal);
  });

  it("says a save that could not reach the worker is unsent, so the page undoes it and says so", async () => {
    answering(new TypeError("Failed to fetch"));
    expect(await sendPreferenceSave(displayForm())).toEqual({ kind: "unsent" });
  });

  it("shows the worker's own words when its guard refused the post, with one warning line", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    answering(new Response("Payload too large: a form post here may be at most 36864 bytes.\n", { status: 413 }));
    expect(await sendPreferenceSave(displayForm())).toEqual({
      kind: "refused",
      intent: "display",
      field: "form",
      message: "Payload too large: a form post here may be at most 36864 bytes.",
    });
    expect(warn.mock.calls).toEqual([["preferences_save_rejected 413"]]);
  });

  it("fails like any other server error when the worker could not answer", async () => {
    answering(new Response("oops", { status: 500 }));
    await expect(sendPreferenceSave(displayForm())).rejects.toThrow("preferences_save_unreadable 500");
  });

  it("sends a form too big for a keepalive request as a plain one, which the worker refuses in words rather than the browser unseen", async () => {
    const sent = answering(new Response("Payload too large\n", { status: 413 }));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const form = displayForm();
    form.set("setup", "x".repeat(keepaliveBodyBudget));
    await sendPreferenceSave(form);
    expect(sent[0]?.init.keepalive).toBe(false);
  });
});

describe("multipartSizeBound", () => {
  it("is never below the size the browser encodes", async () => {
    const form = displayForm();
    form.set("setup", `{"v":1,"s":[["_plx1","Zürich Plex ✓","https://plex.example.com/web",3,2]]}`);
    const encoded = await new Response(form).arrayBuffer();
    expect(multipartSizeBound(form)).toBeGreaterThanOrEqual(encoded.byteLength);
  });

  it("keeps the largest form the worker takes within the keepalive budget", () => {
    expect(preferenceFormBodyLimit).toBeLessThanOrEqual(keepaliveBodyBudget);
  });
});
