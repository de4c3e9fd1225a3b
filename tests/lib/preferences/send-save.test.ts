// A background save: sent as a keepalive request that outlives the page, its answer read back as the action gave it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavingChangesField, preferenceFormBodyLimit } from "~/lib/preferences/forms/intents";
import { sendChangesOnLeaving } from "~/lib/preferences/browser/leaving-changes";
import { keepaliveBodyBudget, multipartSizeBound, sendPreferenceSave } from "~/lib/preferences/browser/send-save";

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

/** A fetch that answers only when told to, and rejects as the browser does when its request is aborted. */
function answeringLater() {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    (url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        sent.push({ url, init });
        init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
      }),
  );
  return sent;
}

function themeChange(theme: string, changeId: string): FormData {
  const form = new FormData();
  form.set("intent", "display");
  form.set("theme", theme);
  form.set("changeId", changeId);
  return form;
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
    expect(sent).toEqual([{ url: "/preferences", init: { method: "POST", body: form, keepalive: true, signal: expect.any(AbortSignal) } }]);
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

describe("sendChangesOnLeaving", () => {
  it("stops the save on its way and sends it first, with the waiting changes after it, in one keepalive request", async () => {
    const sent = answeringLater();
    const onItsWay = sendPreferenceSave(themeChange("light", "c1"));
    sendChangesOnLeaving([themeChange("auto", "c2"), themeChange("dark", "c3")]);
    // The stopped save's change is saved by the request that leaves with the page; its answer says so, and the loaders read the cookies.
    expect(await onItsWay).toEqual({ kind: "saved", change: null });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.init.signal?.aborted).toBe(true);
    const leaving = sent[1];
    expect(leaving?.url).toBe("/preferences");
    expect(leaving?.init).toMatchObject({ method: "POST", keepalive: true });
    const body = leaving?.init.body;
    if (!(body instanceof FormData)) throw new Error("the leaving request sends no form");
    expect(body.getAll(leavingChangesField)).toEqual([
      "intent=display&theme=light&changeId=c1",
      "intent=display&theme=auto&changeId=c2",
      "intent=display&theme=dark&changeId=c3",
    ]);
  });

  it("sends the waiting changes alone when none is on its way", () => {
    const sent = answeringLater();
    sendChangesOnLeaving([themeChange("auto", "c2")]);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.init.body;
    if (!(body instanceof FormData)) throw new Error("the leaving request sends no form");
    expect(body.getAll(leavingChangesField)).toEqual(["intent=display&theme=auto&changeId=c2"]);
  });

  it("keeps the save on its way when the changes are too big to leave with the page, with a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const sent = answeringLater();
    void sendPreferenceSave(themeChange("light", "c1"));
    const huge = themeChange("auto", "c2");
    huge.set("setup", "x".repeat(keepaliveBodyBudget));
    sendChangesOnLeaving([huge]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init.signal?.aborted).toBe(false);
    expect(warn.mock.calls).toEqual([["preferences_leaving_too_large"]]);
  });
});

describe("leaveWithUnsentChanges", () => {
  // The module keeps the save on its way and the changes handed over: each test starts from a page just loaded.
  async function freshPage() {
    vi.resetModules();
    return import("~/lib/preferences/browser/send-save");
  }

  it("takes no change from the queue until the code that makes waiting changes has loaded, then sends what it takes", async () => {
    const page = await freshPage();
    const sent: (readonly FormData[])[] = [];
    const unsent = [themeChange("auto", "c2")];
    const onTheWire: (FormDataEntryValue | null)[] = [];
    const takeUnsent = (id: FormDataEntryValue | null) => {
      onTheWire.push(id);
      return unsent;
    };
    page.leaveWithUnsentChanges(takeUnsent);
    expect(onTheWire).toEqual([]);
    page.sendChangesOnLeavingWith((changes) => sent.push(changes) > 0);
    page.leaveWithUnsentChanges(takeUnsent);
    expect(onTheWire).toEqual([null]);
    expect(sent).toEqual([unsent]);
  });

  it("tells the queue which change is on the wire", async () => {
    const page = await freshPage();
    answeringLater();
    void page.sendPreferenceSave(themeChange("light", "c5"));
    const onTheWire: (FormDataEntryValue | null)[] = [];
    page.sendChangesOnLeavingWith(() => true);
    page.leaveWithUnsentChanges((id) => {
      onTheWire.push(id);
      return [];
    });
    expect(onTheWire).toEqual(["c5"]);
  });

  it("never sends again a change that left with the page before its own request was made", async () => {
    const page = await freshPage();
    const sent = answering(Response.json({ kind: "saved", change: "display" }));
    page.sendChangesOnLeavingWith(() => true);
    page.leaveWithUnsentChanges(() => [themeChange("light", "c3")]);
    expect(await page.sendPreferenceSave(themeChange("light", "c3"))).toEqual({ kind: "saved", change: null });
    expect(sent).toEqual([]);
  });

  it("still sends a change that could not leave with the page", async () => {
    const page = await freshPage();
    const sent = answering(Response.json({ kind: "saved", change: "display" }));
    page.sendChangesOnLeavingWith(() => false);
    page.leaveWithUnsentChanges(() => [themeChange("light", "c4")]);
    expect(await page.sendPreferenceSave(themeChange("light", "c4"))).toEqual({ kind: "saved", change: "display" });
    expect(sent).toHaveLength(1);
  });
});
