// @vitest-environment node
// Issue 22: the card-opening beacon. One `card_opened` line per opening (catalogue ids only, own services as "own", the
// launch mode and full-screen state, never an address, IP, user agent or cookie), 204 with the recent cards' cookie, and
// a 4xx with one log line for anything hostile, never a 5xx.
import { describe, expect, it, vi } from "vitest";
import type { LogFields } from "~/lib/edge/log.server";
import { handleCardOpened } from "~/lib/preferences/server/card-opened.server";
import { defaultLaunchChoices } from "~/lib/links/launch-choices";
import type { Preferences } from "~/lib/preferences/preferences";
import { homePlex } from "../../support/services";
import { nothingSaved } from "../../support/preferences";
import { fullscreenFacts } from "../../support/fullscreen-facts";

const origin = "https://parkplay.example";

interface BeaconOptions {
  body?: BodyInit;
  headers?: Record<string, string>;
  preferences?: Preferences;
  fullscreen?: boolean;
  limited?: boolean;
  /** A post that says nothing of where it comes from (no Origin, no Sec-Fetch-Site), as curl sends it. */
  withoutOrigin?: boolean;
}

async function beacon({
  body,
  headers = {},
  preferences = nothingSaved,
  fullscreen = false,
  limited = false,
  withoutOrigin = false,
}: BeaconOptions) {
  const lines: (LogFields & { event: string })[] = [];
  const limit = vi.fn(() => Promise.resolve({ success: !limited }));
  const request = new Request(`${origin}/card-opened`, {
    method: "POST",
    body: body ?? new URLSearchParams({ id: "netflix" }),
    headers: {
      ...(withoutOrigin ? {} : { origin }),
      "cf-connecting-ip": "203.0.113.9",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/148",
      cookie: "pp_recent=hulu",
      ...headers,
    },
  });
  const response = await handleCardOpened({
    request,
    context: {
      preferences,
      fullscreen: fullscreenFacts({ cookie: fullscreen ? "pp_fullscreen=referrer" : null }),
      edge: { colo: "FRA", ray: "8f1a2b3c4d5e6f70-FRA" },
      log: (fields) => void lines.push(fields),
      cardOpenLimit: { limit },
    },
  });
  return { response, lines, limit };
}

describe("handleCardOpened", () => {
  it("logs one card_opened line with the id, mode and full-screen state, and answers 204 with the recent cards' cookie", async () => {
    const { response, lines, limit } = await beacon({ preferences: { ...nothingSaved, recent: { enabled: true, ids: ["hulu"] } } });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^pp_recent=netflix\.hulu; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
    ]);
    expect(lines).toEqual([
      { event: "card_opened", card: "netflix", mode: "automatic", fullscreen: false, colo: "FRA", ray: "8f1a2b3c4d5e6f70-FRA" },
    ]);
    // Counted per client address, which the line never holds.
    expect(limit).toHaveBeenCalledWith({ key: "203.0.113.9" });
    expect(JSON.stringify(lines)).not.toMatch(/203\.0\.113|Mozilla|netflix\.com|pp_recent|hulu/);
  });

  it("logs the mode the card opens in: its own, or Full screen through the global switch, with the dashboard's full-screen state", async () => {
    const outside = await beacon({
      preferences: { ...nothingSaved, launch: { ...defaultLaunchChoices, outside: ["netflix"] } },
      fullscreen: true,
    });
    expect(outside.lines[0]).toMatchObject({ card: "netflix", mode: "outside", fullscreen: true });
    const everyCard = await beacon({ preferences: { ...nothingSaved, launch: { ...defaultLaunchChoices, everyCardFullscreen: true } } });
    expect(everyCard.lines[0]).toMatchObject({ card: "netflix", mode: "fullscreen", fullscreen: false });
  });

  it("logs the driver's own service as own, never its id, name or address", async () => {
    const { response, lines } = await beacon({
      body: new URLSearchParams({ id: homePlex.id }),
      preferences: { ...nothingSaved, services: [homePlex] },
    });
    expect(response.status).toBe(204);
    expect(lines).toEqual([expect.objectContaining({ event: "card_opened", card: "own" })]);
    expect(JSON.stringify(lines)).not.toContain(homePlex.id);
    expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^pp_recent=${homePlex.id};`));
  });

  it("records nothing while 'Recently opened' is off, and still logs the opening", async () => {
    const { response, lines } = await beacon({ preferences: { ...nothingSaved, recent: { enabled: false, ids: [] } } });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(lines.map((line) => line.event)).toEqual(["card_opened"]);
  });

  const fileForm = new FormData();
  fileForm.set("id", new File(["netflix"], "id.txt"));
  const cutShort = '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\nnet';
  const hostile: [string, BeaconOptions, number, string][] = [
    ["an unknown id", { body: new URLSearchParams({ id: "evil" }) }, 400, "card_opened_unknown_id"],
    ["a service the driver does not have", { body: new URLSearchParams({ id: "_zzzz" }) }, 400, "card_opened_unknown_id"],
    ["an inherited property name", { body: new URLSearchParams({ id: "__proto__" }) }, 400, "card_opened_unknown_id"],
    ["no id", { body: new URLSearchParams({ other: "netflix" }) }, 400, "card_opened_malformed"],
    [
      "two ids",
      {
        body: new URLSearchParams([
          ["id", "netflix"],
          ["id", "hulu"],
        ]),
      },
      400,
      "card_opened_malformed",
    ],
    ["an id of 100 KB", { body: new URLSearchParams({ id: "a".repeat(100_000) }) }, 400, "card_opened_malformed"],
    ["a file for an id", { body: fileForm }, 400, "card_opened_malformed"],
    ["a body that is not a form", { body: '{"id":"netflix"}', headers: { "content-type": "application/json" } }, 400, "malformed_form"],
    [
      "a multipart body cut short",
      { body: cutShort, headers: { "content-type": "multipart/form-data; boundary=x" } },
      400,
      "malformed_form",
    ],
    ["no origin at all", { withoutOrigin: true }, 403, "card_opened_no_origin"],
    ["too many openings", { limited: true }, 429, "rate_limited"],
  ];

  it.each(hostile)("refuses %s with a 4xx and one request_rejected line, changing nothing", async (_name, options, status, reason) => {
    const { response, lines } = await beacon(options);
    expect(response.status).toBe(status);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(lines).toEqual([{ event: "request_rejected", reason, method: "POST", path: "/card-opened", status }]);
  });
});
