// The worker's side of issue 13: it renders a driver's setup from the cookies on the first paint, without JavaScript,
// and damaged or hostile cookies never break the page, are logged once by name and kind, and are deleted. Since issue 21
// the cookies are the source of truth, written only by the worker (HttpOnly), and localStorage is their backup: when a
// car update wipes the cookies, the head's restore script posts the backup and the worker writes the cookies again.
import { frameEn } from "../app/generated/i18n/frame/en";
import type { APIResponse } from "@playwright/test";
import { categoryTitleKeys } from "../app/data/categories";
import { sources } from "../app/data/sources";
import { offeredCardIds } from "../app/lib/catalogue/catalogue";
import type { CookieProblem } from "../app/lib/cookies/cookie";
import { hiddenSourcesCookie } from "../app/lib/preferences/server/cookies.server";
import { setupChunkCookies } from "../app/lib/preferences/stored/setup-cookies";
import { packText } from "../app/lib/preferences/stored/setup-packing";
import { visibleRows } from "../app/lib/preferences/setup/rows";
import { serviceMonogram } from "../app/lib/preferences/setup/services";
import { cardNames, flashes, restoreCovers, watchForFlashes, watchForRestoreCover } from "./support/dashboard";
import { waitForHydration } from "./support/hydration";
import { readEdgeLogLines, uniqueRay, type EdgeLogLine } from "../test-support/edge-log";
import { expect, test } from "./support/fixtures";
import { regionCatalogue } from "../test-support/catalogues";
import { cookieHeader, maximalSetup, setupFixture } from "../test-support/setups";

const [setupCookie] = setupChunkCookies;

/** Where a card links: the catalogue's address for a source, the driver's own for a service. */
/** A request without Accept-Language is served the US catalogue. */
const usCatalogue = regionCatalogue("us");

function cardHref(id: string): string {
  const source = usCatalogue.byId.get(id);
  if (source !== undefined) return source.url;
  const service = maximalSetup.services.find((candidate) => candidate.id === id);
  if (service === undefined) throw new Error(`no card ${id} in the maximal setup`);
  return service.url;
}

test.describe("the maximal setup rendered by the worker, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("rows in the stored order, 20 own cards with monograms and their exact addresses, hidden sources absent", async ({
    page,
    context,
    baseURL,
  }) => {
    const fixture = await setupFixture(maximalSetup);
    await context.addCookies(Object.entries(fixture.cookies).map(([name, value]) => ({ name, value, url: baseURL ?? "" })));

    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    const rows = visibleRows(maximalSetup.order ?? [], maximalSetup.hiddenSourceIds, offeredCardIds(usCatalogue, maximalSetup.services));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(rows.map((row) => frameEn[categoryTitleKeys[row.category]]));
    for (const row of rows) {
      const links = main.getByRole("region", { name: frameEn[categoryTitleKeys[row.category]] }).getByRole("link");
      expect(
        await links.evaluateAll((cards) => cards.map((card) => card.getAttribute("href"))),
        frameEn[categoryTitleKeys[row.category]],
      ).toEqual(row.cardIds.map(cardHref));
    }

    const ownCards = main.getByRole("region", { name: "My Services" }).getByRole("link");
    await expect(ownCards).toHaveCount(20);
    const ownRow = rows.find((row) => row.cardIds.every((id) => !Object.hasOwn(sources, id)));
    for (const [index, id] of (ownRow?.cardIds ?? []).entries()) {
      const service = maximalSetup.services.find((candidate) => candidate.id === id);
      if (service === undefined) throw new Error(`no service ${id}`);
      const card = ownCards.nth(index);
      await expect(card).toHaveAccessibleName(service.name);
      await expect(card).toHaveText(serviceMonogram(service.name) ?? service.name);
      await expect(card).toHaveAttribute("href", service.url);
    }

    const hrefs = await main.getByRole("link").evaluateAll((cards) => cards.map((card) => card.getAttribute("href")));
    for (const id of maximalSetup.hiddenSourceIds) expect(hrefs, `${id} is hidden`).not.toContain(usCatalogue.byId.get(id)?.url);
  });
});

interface HostileSetupCase {
  input: string;
  /** The pp_setup value (and pp_setup1's, if any) as the browser would send it. */
  cookies: () => Promise<Record<string, string>>;
  /** What the worker reports for pp_setup, in order. */
  problems: CookieProblem[];
  /** Nothing could be read: the worker deletes the setup cookies. */
  refused: boolean;
  /** Addresses of own cards the page must still show (the valid part of a damaged setup). */
  keptAddresses?: string[];
  /** Text the page must not contain. */
  absent?: string[];
}

const homeAddress = "https://nas.home.example/web/";
const otherHomeAddress = "https://radio.home.example/listen";
const packed = (text: string) => packText(text);
const setupOnly = async (json: string) => ({ [setupCookie.name]: await packed(json) });

const hostileCases: HostileSetupCase[] = [
  {
    input: "pp_setup that is not base64",
    cookies: async () => ({ [setupCookie.name]: "%%%not-base64!!{}" }),
    problems: ["damaged"],
    refused: true,
  },
  {
    input: "pp_setup cut short (the maximal setup without its second half)",
    cookies: async () => {
      const { cookies } = await setupFixture(maximalSetup);
      return { [setupCookie.name]: (cookies[setupCookie.name] ?? "").slice(0, 2000) };
    },
    problems: ["damaged"],
    refused: true,
  },
  {
    input: "pp_setup1 missing from the maximal setup",
    cookies: async () => {
      const { cookies } = await setupFixture(maximalSetup);
      return { [setupCookie.name]: cookies[setupCookie.name] ?? "" };
    },
    problems: ["damaged"],
    refused: true,
  },
  {
    input: "pp_setup of base64 text that is not deflated",
    cookies: async () => ({ [setupCookie.name]: Buffer.from("just some plain words here").toString("base64url") }),
    problems: ["damaged"],
    refused: true,
  },
  {
    input: "pp_setup of packed text that is not JSON",
    cookies: () => setupOnly("v=1; services=none; <script>alert(1)</script>"),
    problems: ["not_json"],
    refused: true,
  },
  {
    input: "pp_setup of JSON in the wrong shape",
    cookies: () => setupOnly(JSON.stringify([1, { s: [] }, "v"])),
    problems: ["wrong_shape"],
    refused: true,
  },
  {
    input: "pp_setup with __proto__ and constructor keys",
    cookies: () =>
      setupOnly(
        `{"v":1,"__proto__":{"v":2,"polluted":true},"constructor":{"prototype":{"polluted":true}},` +
          `"s":[["__proto__","Proto","https://proto.example/",6,null],["_nas1","Home NAS","${homeAddress}",6,null]],` +
          `"o":["__proto__","constructor","toString"]}`,
      ),
    problems: ["unknown_ids"],
    refused: false,
    keptAddresses: [homeAddress],
    absent: ["https://proto.example/", "polluted"],
  },
  {
    input: "pp_setup from a newer version",
    cookies: () => setupOnly(JSON.stringify({ v: 2, s: [["_nas1", "Home NAS", homeAddress, 6, null]], x: "future" })),
    problems: ["newer_version"],
    refused: true,
    absent: [homeAddress],
  },
  {
    input: "pp_setup with javascript: and data: addresses among valid ones",
    cookies: () =>
      setupOnly(
        JSON.stringify({
          v: 1,
          s: [
            ["_bad1", "Script", "javascript:alert(document.cookie)", 6, null],
            ["_nas1", "Home NAS", homeAddress, 6, 1],
            ["_bad2", "Data", "data:text/html,<script>alert(1)</script>", 6, null],
          ],
        }),
      ),
    problems: ["bad_address"],
    refused: false,
    keptAddresses: [homeAddress],
    absent: ["javascript:", "data:text/html"],
  },
  {
    input: "pp_setup with names of HTML and bidi overrides",
    cookies: () =>
      setupOnly(
        JSON.stringify({
          v: 1,
          s: [
            ["_htm1", "<img src=x onerror=alert(1)>", homeAddress, 6, null],
            ["_bid1", "\u202eoidaR emoH\u202c", otherHomeAddress, 6, null],
          ],
        }),
      ),
    problems: ["bad_name"],
    refused: false,
    keptAddresses: [homeAddress, otherHomeAddress],
    absent: ["<img src=x", "\u202e", "\u202c"],
  },
  {
    // workerd takes a 100 KB Cookie header (the request-header limit is far above it); the codec refuses it unread.
    input: "pp_setup of 100 KB",
    cookies: async () => ({ [setupCookie.name]: "A".repeat(100 * 1024) }),
    problems: ["too_long"],
    refused: true,
  },
];

function setCookieHeaders(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "set-cookie")
    .map(({ value }) => value);
}

/** The request's log lines, once its page_view line (logged last) is in the file. */
async function requestLines(baseURL: string | undefined, ray: string): Promise<EdgeLogLine[]> {
  await expect.poll(async () => (await readEdgeLogLines(baseURL, ray)).some((line) => line.event === "page_view")).toBe(true);
  return readEdgeLogLines(baseURL, ray);
}

test.describe("hostile setup cookies", () => {
  for (const hostile of hostileCases) {
    test(`${hostile.input}: the dashboard renders, one cookie_invalid line, ${hostile.refused ? "cookie deleted" : "valid part kept"}`, async ({
      request,
      baseURL,
    }) => {
      const setupCookies = await hostile.cookies();
      const ray = uniqueRay();
      // Another cookie that is valid keeps working next to the damaged setup.
      const cookie = cookieHeader({ [hiddenSourcesCookie.name]: "netflix", ...setupCookies });

      const response = await request.get("/", { headers: { cookie, "cf-ray": ray }, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
      expect(html).toMatch(/<h2[^>]*>Streaming<\/h2>/);
      expect(html).toContain(`href="${usCatalogue.byId.get("youtube")?.url}"`);
      expect(html, "pp_hidden still applies").not.toContain(`href="${usCatalogue.byId.get("netflix")?.url}"`);
      for (const address of hostile.keptAddresses ?? []) expect(html).toContain(`href="${address}"`);
      if (hostile.keptAddresses === undefined) expect(html).not.toMatch(/<h2[^>]*>My Services<\/h2>/);
      for (const text of hostile.absent ?? []) expect(html).not.toContain(text);

      const deletions = setCookieHeaders(response).filter((header) => /^pp_setup1?=;/.test(header));
      if (hostile.refused) {
        expect(deletions).toEqual(
          Object.keys(setupCookies).map((name) => expect.stringMatching(new RegExp(`^${name}=; Max-Age=0; Path=/`))),
        );
      } else {
        expect(deletions).toEqual([]);
      }

      const lines = await requestLines(baseURL, ray);
      const invalid = lines.filter((line) => line.event === "cookie_invalid");
      expect(invalid).toHaveLength(1);
      expect(invalid[0]).toMatchObject({ cookies: hostile.problems.map(() => setupCookie.name), problems: hostile.problems });
      const text = JSON.stringify(invalid[0]);
      for (const value of Object.values(setupCookies)) expect(text).not.toContain(value);
    });
  }
});

test.describe("the other way round: cookies wiped, the backup in localStorage kept", () => {
  test("the maximal setup comes back unseen: the worker writes its HttpOnly cookies from the posted backup and logs one line", async ({
    page,
    context,
    baseURL,
  }) => {
    const fixture = await setupFixture(maximalSetup);
    await page.goto("/");
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, fixture.localStorage);
    const ray = uniqueRay();
    await context.setExtraHTTPHeaders({ "cf-ray": ray });
    await watchForFlashes(page);
    await watchForRestoreCover(page);
    await page.reload();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === setupCookie.name)).toBe(true);
    await waitForHydration(page);

    const written = (await context.cookies()).filter((cookie) => cookie.name.startsWith("pp_"));
    expect(Object.fromEntries(written.map((cookie) => [cookie.name, cookie.value]))).toEqual(fixture.cookies);
    expect(written.filter((cookie) => !cookie.httpOnly).map((cookie) => cookie.name)).toEqual([]);

    const rows = visibleRows(maximalSetup.order ?? [], maximalSetup.hiddenSourceIds, offeredCardIds(usCatalogue, maximalSetup.services));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      rows.map((row) => frameEn[categoryTitleKeys[row.category]]),
    );
    expect(await cardNames(page)).toHaveLength(rows.reduce((count, row) => count + row.cardIds.length, 0));
    expect(await restoreCovers(page)).toEqual([true, false]);
    expect(await flashes(page)).toEqual({ removedCards: [], layoutShifts: [] });
    await expect
      .poll(async () => (await readEdgeLogLines(baseURL, ray)).filter((line) => line.event === "preferences_restored"))
      .toEqual([expect.objectContaining({ problems: [] })]);
  });
});
