// The worker's side of issue 13 (e2e/setup-cookies.spec.ts keeps the restore from localStorage): it renders a driver's
// setup from the cookies on the first paint, and damaged or hostile cookies never break the page, are logged once by
// name and kind, and are deleted.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { categoryTitleKeys } from "~/data/categories";
import { sources } from "~/data/sources";
import { frameEn } from "~/generated/i18n/frame/en";
import { offeredCardIds } from "~/lib/catalogue/catalogue";
import type { CookieProblem } from "~/lib/cookies/cookie";
import { hiddenSourcesCookie } from "~/lib/preferences/server/cookies.server";
import { visibleRows } from "~/lib/preferences/setup/rows";
import { serviceMonogram } from "~/lib/preferences/setup/services";
import { setupChunkCookies } from "~/lib/preferences/stored/setup-cookies";
import { packText } from "~/lib/preferences/stored/setup-packing";
import { regionCatalogue } from "../../test-support/catalogues";
import { readEdgeLogLines, uniqueRay, type EdgeLogLine } from "../../test-support/edge-log";
import { cookieHeader, maximalSetup, setupFixture } from "../../test-support/setups";
import { workerClient, workerOrigin } from "./support/worker";

const [setupCookie] = setupChunkCookies;

/** A request without Accept-Language is served the US catalogue. */
const usCatalogue = regionCatalogue("us");

/** Where a card links: the catalogue's address for a source, the driver's own for a service. */
function cardHref(id: string): string {
  const source = usCatalogue.byId.get(id);
  if (source !== undefined) return source.url;
  const service = maximalSetup.services.find((candidate) => candidate.id === id);
  if (service === undefined) throw new Error(`no card ${id} in the maximal setup`);
  return service.url;
}

const hrefs = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole("link")
    .map((link) => link.getAttribute("href"));

describe("the maximal setup rendered by the worker, without JavaScript", () => {
  test("rows in the stored order, 20 own cards with monograms and their exact addresses, hidden sources absent", async () => {
    const fixture = await setupFixture(maximalSetup);
    const client = workerClient();
    for (const [name, value] of Object.entries(fixture.cookies)) client.cookies.set(name, value);

    const response = await client.get("/");
    expect(response.status).toBe(200);

    const rows = visibleRows(maximalSetup.order ?? [], maximalSetup.hiddenSourceIds, offeredCardIds(usCatalogue, maximalSetup.services));
    const mainElement = within(response.document().body).getByRole("main");
    const main = within(mainElement);
    const title = (row: (typeof rows)[number]) => frameEn[categoryTitleKeys[row.category]];
    expect(main.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(rows.map(title));
    for (const row of rows) expect(hrefs(main.getByRole("region", { name: title(row) })), title(row)).toEqual(row.cardIds.map(cardHref));

    const ownRow = main.getByRole("region", { name: "My Services" });
    const ownCards = within(ownRow).getAllByRole("link");
    expect(ownCards).toHaveLength(20);
    const ownIds = rows.find((row) => row.cardIds.every((id) => !Object.hasOwn(sources, id)))?.cardIds ?? [];
    for (const [index, id] of ownIds.entries()) {
      const service = maximalSetup.services.find((candidate) => candidate.id === id);
      if (service === undefined) throw new Error(`no service ${id}`);
      const card = ownCards[index];
      expect(within(ownRow).getAllByRole("link", { name: service.name })).toContain(card);
      expect(card?.textContent).toBe(serviceMonogram(service.name) ?? service.name);
      expect(card?.getAttribute("href")).toBe(service.url);
    }

    const allHrefs = hrefs(mainElement);
    for (const id of maximalSetup.hiddenSourceIds) expect(allHrefs, `${id} is hidden`).not.toContain(usCatalogue.byId.get(id)?.url);
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

/** The request's log lines, once its page_view line (logged last) is in the file. */
async function requestLines(ray: string): Promise<EdgeLogLine[]> {
  await expect.poll(async () => (await readEdgeLogLines(workerOrigin(), ray)).some((line) => line.event === "page_view")).toBe(true);
  return readEdgeLogLines(workerOrigin(), ray);
}

describe("hostile setup cookies", () => {
  const titled = hostileCases.map(
    (hostile) =>
      [
        `${hostile.input}: the dashboard renders, one cookie_invalid line, ${hostile.refused ? "cookie deleted" : "valid part kept"}`,
        hostile,
      ] as const,
  );

  test.each(titled)("%s", async (_title, hostile) => {
    const setupCookies = await hostile.cookies();
    const ray = uniqueRay();
    // Another cookie that is valid keeps working next to the damaged setup.
    const cookie = cookieHeader({ [hiddenSourcesCookie.name]: "netflix", ...setupCookies });

    const response = await workerClient().get("/", { headers: { cookie, "cf-ray": ray }, redirect: "manual" });
    expect(response.status).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Streaming<\/h2>/);
    expect(html).toContain(`href="${usCatalogue.byId.get("youtube")?.url}"`);
    expect(html, "pp_hidden still applies").not.toContain(`href="${usCatalogue.byId.get("netflix")?.url}"`);
    for (const address of hostile.keptAddresses ?? []) expect(html).toContain(`href="${address}"`);
    if (hostile.keptAddresses === undefined) expect(html).not.toMatch(/<h2[^>]*>My Services<\/h2>/);
    for (const text of hostile.absent ?? []) expect(html).not.toContain(text);

    const deletions = response.headers.getSetCookie().filter((header) => /^pp_setup1?=;/.test(header));
    if (hostile.refused) {
      expect(deletions).toEqual(Object.keys(setupCookies).map((name) => expect.stringMatching(new RegExp(`^${name}=; Max-Age=0; Path=/`))));
    } else {
      expect(deletions).toEqual([]);
    }

    const lines = await requestLines(ray);
    const invalid = lines.filter((line) => line.event === "cookie_invalid");
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatchObject({ cookies: hostile.problems.map(() => setupCookie.name), problems: hostile.problems });
    const text = JSON.stringify(invalid[0]);
    for (const value of Object.values(setupCookies)) expect(text).not.toContain(value);
  });
});
