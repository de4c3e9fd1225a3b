// @vitest-environment node
// A refused post made without JavaScript goes back to the settings view it came from, naming the refusal in the address;
// the dashboard's loader reads it back in the driver's language, and nothing else from the address.
import { describe, expect, it } from "vitest";
import { createTranslator } from "~/lib/i18n/translate";
import { rejectionDe } from "~/generated/i18n/rejection/de";
import { rejectionEn } from "~/generated/i18n/rejection/en";
import { preferenceRefusal, refusalInAddress, refusedPostLocation } from "~/lib/preferences/server/refusal.server";

const post = (address: string) => new Request(`https://parkplay.example${address}`, { method: "POST" });

describe("refusedPostLocation", () => {
  it("keeps the settings view the form was posted from, drops a stale confirmation, and names the refusal", () => {
    expect(refusedPostLocation(post("/preferences?settings=services&add&saved=service-added"), "add-service", "url")).toBe(
      "/?settings=services&add=&refused=add-service%3Aurl",
    );
    expect(refusedPostLocation(post("/preferences?settings=services&edit=_s001"), "edit-service", "name")).toBe(
      "/?settings=services&edit=_s001&refused=edit-service%3Aname",
    );
  });

  it("stays on the dashboard whatever the posted address holds: other parameters, another host, another path", () => {
    const location = refusedPostLocation(post("/preferences?next=https://evil.example&settings=display&refused=x:y"), "display", "theme");
    expect(location).toBe("/?settings=display&refused=display%3Atheme");
    expect(refusedPostLocation(post("/preferences"), "dismiss-tip", "after")).toBe("/?refused=dismiss-tip%3Aafter");
  });
});

describe("refusalInAddress", () => {
  it("reads the refusal back in the page's language, naming the field", () => {
    const params = new URLSearchParams("settings=services&refused=add-service:url");
    expect(refusalInAddress(params, "de")).toEqual({
      kind: "refused",
      intent: "add-service",
      field: "url",
      message: createTranslator(rejectionDe, "de")("preferenceRefused", { field: rejectionDe["field.url"] }),
    });
  });

  it("names a field it has no words for as the form", () => {
    expect(refusalInAddress(new URLSearchParams("refused=display:cards[3]"), "en")?.message).toBe(
      createTranslator(rejectionEn, "en")("preferenceRefused", { field: rejectionEn["field.form"] }),
    );
  });

  it.each([
    ["no refusal", ""],
    ["an unknown intent", "refused=delete-everything:url"],
    ["no field", "refused=display"],
    ["markup for a field", "refused=display:<script>"],
    ["an inherited name for an intent", "refused=__proto__:url"],
  ])("is null for %s", (_name, query) => {
    expect(refusalInAddress(new URLSearchParams(query), "en")).toBeNull();
  });

  it("matches what the action would have answered the hydrated page", () => {
    expect(refusalInAddress(new URLSearchParams("refused=launch:mode"), "en")).toEqual(preferenceRefusal("launch", "mode", "en"));
  });
});
