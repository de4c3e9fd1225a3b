// Issue 22 without a browser (e2e/launch.spec.ts keeps the taps after hydration): how each card links once 'How cards
// open' is saved by a plain form post, 'Recently opened' as the worker paints it first, and the `card_opened` line.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { sources } from "~/data/sources";
import { cardOpenedIdField, cardOpenedPath } from "~/lib/links/card-opened";
import { readEdgeLogLines, uniqueRay } from "../../test-support/edge-log";
import { youtubeRedirectTarget } from "../../test-support/fullscreen";
import { pressButton } from "./support/forms";
import { selectOption, settingsDialog } from "./support/settings";
import { workerClient, workerOrigin, type WorkerClient, type WorkerResponse } from "./support/worker";

const youtubeRedirect = "https://www.youtube.com/redirect";
const netflixUrl = sources.netflix.url;
const youtubeHref = `${youtubeRedirect}?q=${encodeURIComponent(netflixUrl)}`;

function card(page: WorkerResponse, name: string, row?: string): HTMLElement {
  const body = within(page.document().body);
  const scope = row === undefined ? body.getByRole("main") : body.getByRole("region", { name: row });
  // Hidden ones too, like the locator the browser test used; skipping the check for hidden ancestors is 80 times faster.
  const [first] = within(scope).getAllByRole("link", { name, hidden: true });
  if (first === undefined) throw new Error(`no card ${name}`);
  return first;
}

/** A card's accessible description: the text of the elements its aria-describedby names. */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id !== "");
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? "").join(" ");
}

/** Chooses launch modes and switches on the 'How cards open' tab and presses Save, as a driver without JavaScript does. */
async function saveLaunchChoices(
  client: WorkerClient,
  choices: { modes?: Record<string, string>; everyCard?: boolean; recent?: boolean },
): Promise<void> {
  const page = await client.get("/?settings=launch");
  const dialog = within(settingsDialog(page));
  for (const [name, mode] of Object.entries(choices.modes ?? {})) selectOption(dialog.getByLabelText(name, { selector: "select" }), mode);
  const changes: Record<string, string | null> = {};
  if (choices.everyCard !== undefined) changes.everyCardFullscreen = choices.everyCard ? "on" : null;
  if (choices.recent !== undefined) changes.recentCards = choices.recent ? "on" : null;
  const saved = await pressButton(client, page, dialog.getByRole("button", { name: "Save" }), { changes });
  const statuses = within(settingsDialog(saved))
    .getAllByRole("status")
    .map((status) => status.textContent);
  expect(statuses).toContain("How cards open saved.");
}

describe("without JavaScript", () => {
  test("a Full screen card links through YouTube's redirect page and arrives at the service with YouTube as its referrer", async () => {
    const client = workerClient();
    await saveLaunchChoices(client, { modes: { Netflix: "fullscreen" } });
    const netflix = card(await client.get("/"), "Netflix");
    expect(netflix.getAttribute("href")).toBe(youtubeHref);
    expect(netflix.hasAttribute("target")).toBe(false);
    expect(youtubeRedirectTarget(youtubeHref)).toBe(netflixUrl);
  });

  test("an Outside full screen card opens a new page, marked and described; an Automatic card stays in the same tab", async () => {
    const client = workerClient();
    await saveLaunchChoices(client, { modes: { Netflix: "outside" } });
    const page = await client.get("/");
    const netflix = card(page, "Netflix");
    expect(netflix.getAttribute("href")).toBe(netflixUrl);
    expect(netflix.getAttribute("target")).toBe("_blank");
    expect(netflix.getAttribute("rel")).toBe("noopener noreferrer");
    expect(description(netflix)).toBe("Opens outside full screen, in a new tab");
    expect(netflix.querySelector("svg.tabler-icon-external-link")).not.toBeNull();

    const hulu = card(page, "Hulu");
    expect(hulu.getAttribute("href")).toBe(sources.hulu.url);
    expect(hulu.hasAttribute("target")).toBe(false);
    expect(description(hulu)).toBe("");
  });

  test("'Open every card in full screen' sends every Automatic card through YouTube, leaving Outside full screen as it is", async () => {
    const client = workerClient();
    await saveLaunchChoices(client, { modes: { Netflix: "outside" }, everyCard: true });
    const main = within((await client.get("/")).document().body).getByRole("main");
    // Every anchor with an address: the cards, looked up without computing each one's name.
    const links = [...main.querySelectorAll("a[href]")].map((anchor) => ({
      href: anchor.getAttribute("href") ?? "",
      target: anchor.getAttribute("target"),
    }));
    expect(links.filter((link) => link.target === "_blank").map((link) => link.href)).toEqual([netflixUrl]);
    const others = links.filter((link) => link.target === null);
    expect(others.length).toBeGreaterThan(40);
    for (const link of others) expect(link.href).toMatch(/^https:\/\/www\.youtube\.com\/redirect\?q=https%3A%2F%2F/);
  });

  test("'Open every card in full screen' switched off again leaves the cards plain same-tab links", async () => {
    const client = workerClient();
    client.cookies.set("pp_launch", "1~~netflix");
    expect(card(await client.get("/"), "Hulu").getAttribute("href")).toBe(`${youtubeRedirect}?q=${encodeURIComponent(sources.hulu.url)}`);

    await saveLaunchChoices(client, { everyCard: false });
    const page = await client.get("/");
    expect(card(page, "Hulu").getAttribute("href")).toBe(sources.hulu.url);
    expect(card(page, "Netflix").getAttribute("target")).toBe("_blank");
  });
});

describe("Recently opened", () => {
  /** The cards of the 'Recently opened' row in the worker's first paint (the document as served, no script run). */
  async function firstPaintRecentRow(client: WorkerClient): Promise<string[] | null> {
    const html = (await client.get("/")).body;
    const row = /<section[^>]*aria-labelledby="pp-category-recent-title"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
    if (row === undefined) return null;
    // A card names itself by its brand's mark's label, or by its wordmark where its drawing is only an app icon (issue 23).
    return [...row.matchAll(/<a\b[^>]*class="pp-card"[^>]*>([\s\S]*?)<\/a>/g)].map(
      ([, found = ""]) => /role="img" aria-label="([^"]+)"/.exec(found)?.[1] ?? /pp-card-wordmark[^>]*>([^<]+)</.exec(found)?.[1] ?? "",
    );
  }

  /** The beacon a tap on the card sends (lib/links/card-opened.ts). */
  const cardOpened = (client: WorkerClient, id: string) => client.post(cardOpenedPath, { form: { [cardOpenedIdField]: id } });

  const names = (ids: readonly (keyof typeof sources)[]) => ids.map((id) => sources[id].name);

  test("a card opened again moves to the front, and the row never shows a hidden source or another region's", async () => {
    const client = workerClient();
    client.cookies.set("pp_recent", "max.prime.disneyplus.hulu.netflix");
    await cardOpened(client, "prime");
    expect(await firstPaintRecentRow(client)).toEqual(names(["prime", "max", "disneyplus", "hulu", "netflix"]));

    // Hulu is US only.
    client.cookies.set("pp_hidden", "max");
    expect(await firstPaintRecentRow(client)).toEqual(names(["prime", "disneyplus", "hulu", "netflix"]));
    client.cookies.set("pp_region", "dach");
    expect(await firstPaintRecentRow(client)).toEqual(names(["prime", "disneyplus", "netflix"]));
  });

  test("turning the switch off clears the row and forgets the cards, without JavaScript", async () => {
    const client = workerClient();
    client.cookies.set("pp_recent", "hulu.netflix");
    expect(await firstPaintRecentRow(client)).toEqual(names(["hulu", "netflix"]));

    await saveLaunchChoices(client, { recent: false });
    const page = await client.get("/");
    expect(within(page.document().body).queryByRole("region", { name: "Recently opened" })).toBeNull();
    expect(await firstPaintRecentRow(client)).toBeNull();
    expect(client.cookies.get("pp_recent")).toBe("-");
  });
});

test("each card tap logs one card_opened line with the id, mode and full-screen state, and no address", async () => {
  const ray = uniqueRay();
  const client = workerClient({ "cf-ray": ray });
  await client.get("/");
  await client.post(cardOpenedPath, { form: { [cardOpenedIdField]: "netflix" } });
  const cardOpenedLines = async () => (await readEdgeLogLines(workerOrigin(), ray)).filter((line) => line.event === "card_opened");
  await expect.poll(cardOpenedLines).toHaveLength(1);
  const [line] = await cardOpenedLines();
  expect(line).toMatchObject({ event: "card_opened", card: "netflix", mode: "automatic", fullscreen: false, ray });
  expect(Object.keys(line ?? {}).sort()).toEqual(["card", "colo", "event", "fullscreen", "mode", "ray"]);
  expect(JSON.stringify(line)).not.toMatch(/netflix\.com|127\.0\.0\.1|Mozilla|Chrome|pp_/);
});
