// @vitest-environment node
import { describe, expect, it } from "vitest";
import { Category } from "~/data/categories";
import { completeCatalogueEntries } from "~/lib/catalogue/complete";
import { RequestCookies, withCookiesCleared } from "~/lib/cookies/request-cookies.server";
import { readSetupCookies } from "~/lib/preferences/server/setup-cookies.server";
import { packSetupChunks } from "~/lib/preferences/server/setup-cookies.server";
import { packText } from "~/lib/preferences/stored/setup-packing";
import { defaultRows } from "~/lib/preferences/setup/rows";
import type { CustomService } from "~/lib/preferences/setup/services";
import type { Setup } from "~/lib/preferences/stored/setup-format";
import { emptySetup } from "../../support/setups";
import { homePlex } from "../../support/services";

async function cookieHeaderFor(setup: Setup): Promise<string> {
  const { chunks } = await packSetupChunks(setup);
  return chunks.map((chunk, index) => `${index === 0 ? "pp_setup" : `pp_setup${index}`}=${chunk}`).join("; ");
}

describe("readSetupCookies", () => {
  it("reads the defaults, with nothing to report or delete, when there are no setup cookies", async () => {
    const cookies = new RequestCookies("pp_hidden=youtube");
    expect(await readSetupCookies(cookies)).toEqual({ services: [], order: null, unreadable: [] });
    expect(cookies.problems).toEqual([]);
  });

  it("reads the services and order the browser packed", async () => {
    const rows = defaultRows([homePlex], completeCatalogueEntries).reverse();
    const cookies = new RequestCookies(await cookieHeaderFor({ ...emptySetup, services: [homePlex], order: rows }));
    const read = await readSetupCookies(cookies);
    expect(read.services).toEqual([homePlex]);
    expect(read.order).toEqual(rows);
    expect(cookies.problems).toEqual([]);
  });

  it("joins a setup split over both cookies", async () => {
    // A linear congruential generator: addresses that barely compress, the same on every run.
    let seed = 20261123;
    const randomCharacter = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (Math.floor(seed / 2 ** 16) % 36).toString(36);
    };
    const services = Array.from({ length: 20 }, (_, index): CustomService => ({
      id: `_s${index.toString().padStart(3, "0")}`,
      name: `Service ${index}`,
      url: `https://host-${index}.example.net/${Array.from({ length: 225 }, randomCharacter).join("")}`,
      category: Category.MyServices,
      color: null,
    }));
    const header = await cookieHeaderFor({ ...emptySetup, services });
    expect(header).toMatch(/pp_setup1=[A-Za-z0-9_-]+/);
    const cookies = new RequestCookies(header);
    expect((await readSetupCookies(cookies)).services.map((service) => service.name)).toEqual(services.map((service) => service.name));
  });

  it.each([
    ["not base64", "pp_setup=%%%", "damaged"],
    ["truncated data", "pp_setup=", null],
    ["over-long chunk", `pp_setup=${"A".repeat(3001)}`, "too_long"],
  ])("falls back to the defaults for a chunk that is %s", async (_, header, problem) => {
    const cookies = new RequestCookies(header);
    expect(await readSetupCookies(cookies)).toMatchObject({ services: [], order: null });
    expect(cookies.problems).toEqual(problem === null ? [] : [{ cookie: "pp_setup", problem }]);
  });

  it("reports and deletes a packed value that does not inflate to a setup", async () => {
    const packedNotJson = await packText("not json at all");
    const cookies = new RequestCookies(`pp_setup=${packedNotJson}; pp_setup1=`);
    const read = await readSetupCookies(cookies);
    expect(read).toMatchObject({ services: [], order: null });
    expect(read.unreadable.map((definition) => definition.name)).toEqual(["pp_setup", "pp_setup1"]);
    expect(cookies.problems).toEqual([{ cookie: "pp_setup", problem: "not_json" }]);
  });

  it("refuses a setup from a newer format version", async () => {
    const cookies = new RequestCookies(`pp_setup=${await packText('{"v":2,"s":[]}')}`);
    expect((await readSetupCookies(cookies)).services).toEqual([]);
    expect(cookies.problems).toEqual([{ cookie: "pp_setup", problem: "newer_version" }]);
  });

  it("keeps the valid services of a hostile setup and reports each kind of problem once, never a value", async () => {
    const hostile = JSON.stringify({
      v: 1,
      s: [
        ["_hp01", "Home Plex", "https://plex.example.net/web", 6, null],
        ["_js01", "Script", "javascript:alert(1)", 6, null],
        ["_da01", "Data", "data:text/html,<b>x</b>", 6, null],
        ["_bd01", "Evil\u202Egnp.exe", "https://example.com/", 6, null],
        ["_ht01", "<img src=x onerror=alert(1)>", "https://example.org/", 6, null],
      ],
    });
    const cookies = new RequestCookies(`pp_setup=${await packText(hostile)}`);
    const { services, unreadable } = await readSetupCookies(cookies);
    expect(services.map((service) => service.name)).toEqual(["Home Plex", "Evilgnp.exe", "<img src=x onerror=alert(1)>"]);
    expect(unreadable).toEqual([]);
    expect(cookies.problems).toEqual([
      { cookie: "pp_setup", problem: "bad_address" },
      { cookie: "pp_setup", problem: "bad_name" },
    ]);
  });

  it("refuses an inflation bomb without reading it all", async () => {
    const bomb = await packText(`{"v":1,"s":[],"o":["${"a".repeat(200_000)}"]}`);
    expect(bomb.length).toBeLessThan(3000);
    const cookies = new RequestCookies(`pp_setup=${bomb}`);
    expect((await readSetupCookies(cookies)).services).toEqual([]);
    expect(cookies.problems).toEqual([{ cookie: "pp_setup", problem: "damaged" }]);
  });
});

describe("withCookiesCleared", () => {
  it("adds a deleting Set-Cookie for each unreadable cookie and leaves other responses alone", async () => {
    const cookies = new RequestCookies(`pp_setup=${await packText("[]")}`);
    const { unreadable } = await readSetupCookies(cookies);
    const response = new Response("ok", { headers: { "Set-Cookie": "pp_fullscreen=1; Path=/" } });
    const cleared = withCookiesCleared(new Request("https://parkplay.example/"), response, unreadable);
    expect(cleared.headers.getSetCookie()).toEqual([
      "pp_fullscreen=1; Path=/",
      "pp_setup=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    ]);
    expect(withCookiesCleared(new Request("https://parkplay.example/"), response, [])).toBe(response);
  });

  it("never deletes a cookie the response saves anew, so a save over a damaged cookie is kept", async () => {
    const cookies = new RequestCookies(`pp_setup=${await packText("[]")}`);
    const { unreadable } = await readSetupCookies(cookies);
    const saved = new Response(null, { status: 303, headers: [["Set-Cookie", "pp_setup=fresh; Path=/; HttpOnly"]] });
    const answered = withCookiesCleared(new Request("https://parkplay.example/"), saved, unreadable);
    expect(answered).toBe(saved);
    expect(answered.headers.getSetCookie()).toEqual(["pp_setup=fresh; Path=/; HttpOnly"]);
  });
});
