// Hidden sources and the settings tip as the server sees them: the cookies a page is rendered from, what it does with
// junk in them, and the log line it writes. What the hydrated page does with them stays in e2e/settings.spec.ts.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { readEdgeLogLines, uniqueRay } from "../../test-support/edge-log";
import { pressButton } from "./support/forms";
import { cardNames, settingsButton, settingsDialog, uncheckSources, visibleNamesWithout } from "./support/settings";
import { workerClient, workerOrigin, type WorkerResponse } from "./support/worker";

const hiddenCookie = "pp_hidden";
const tipCookie = "pp_tip";

function settingsTip(page: WorkerResponse): HTMLElement | null {
  return within(page.document().body).queryByRole("note", { name: "Settings tip" });
}

describe("without JavaScript", () => {
  test("a reload shows exactly the visible cards the user saved", async () => {
    const client = workerClient();
    const settings = await client.get("/?settings");
    const dialog = settingsDialog(settings);
    uncheckSources(dialog, ["youtube", "hulu", "espn", "twitch"]);
    await pressButton(client, settings, within(dialog).getByRole("button", { name: "Save" }));
    const reloaded = await client.get("/");
    expect(cardNames(reloaded)).toEqual(visibleNamesWithout(["youtube", "hulu", "espn", "twitch"]));
    expect(settingsButton(reloaded).textContent).toBe("4 Hidden");
    expect(settingsTip(reloaded)).toBeNull();
  });

  describe("with cookies prepared by hand", () => {
    test("hides what the cookie names and ignores what it does not", async () => {
      const client = workerClient();
      client.cookies.set(hiddenCookie, "plex.__proto__.googlecalendar.myspace");
      client.cookies.set(tipCookie, "1");
      const page = await client.get("/");
      expect(cardNames(page)).toEqual(visibleNamesWithout(["plex", "googlecalendar"]));
      expect(settingsButton(page).textContent).toBe("2 Hidden");
      expect(settingsTip(page)).toBeNull();
    });

    test("shows everything when the cookie is oversized junk", async () => {
      const client = workerClient();
      client.cookies.set(hiddenCookie, "x".repeat(3000));
      const page = await client.get("/");
      expect(page.status).toBe(200);
      expect(cardNames(page)).toEqual(visibleNamesWithout([]));
    });
  });
});

describe("bad stored values", () => {
  test("a junk cookie does not break the page, is reported, and is deleted", async () => {
    const ray = uniqueRay();
    const client = workerClient({ "cf-ray": ray });
    client.cookies.set(hiddenCookie, "x".repeat(3000));
    client.cookies.set(tipCookie, "maybe");
    const page = await client.get("/");
    expect(cardNames(page)).toEqual(visibleNamesWithout([]));
    expect(settingsTip(page)).not.toBeNull();
    expect(client.cookies.has(hiddenCookie)).toBe(false);
    expect(client.cookies.has(tipCookie)).toBe(false);
    await expect
      .poll(async () => (await readEdgeLogLines(workerOrigin(), ray)).filter((line) => line.event === "cookie_invalid"))
      .toEqual([expect.objectContaining({ cookies: [hiddenCookie, tipCookie], problems: ["too_long", "unknown_value"] })]);
  });
});
