// The About page's HTML (e2e/about.spec.ts keeps the hydrated button, the client-side visit and the footer as painted):
// what it explains and in which order, the logo credits and the licence file they link, and its full-screen form post.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { logoCredits, logoIconSets } from "~/data/logo-credits";
import { logoSprites } from "~/data/logo-sprites.server";
import { youtubeRedirectTarget } from "../../test-support/fullscreen";
import { pressButton } from "./support/forms";
import { workerClient, workerOrigin } from "./support/worker";

/** A pattern matching `text` as it is. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The element's text as a reader meets it: runs of white space as one space. */
const readText = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ");

const comesBefore = (first: Node, second: Node) => (first.compareDocumentPosition(second) & 4) === 4;

async function aboutMain() {
  const client = workerClient();
  const page = await client.get("/about");
  expect(page.status).toBe(200);
  const element = within(page.document().body).getByRole("main");
  return { client, page, element, main: within(element) };
}

describe("About page", () => {
  test("explains ParkPlay, then offers full-screen, then the disclaimer", async () => {
    const { element, main } = await aboutMain();
    expect(main.getByRole("link", { name: "Return to Dashboard" })).toBeTruthy();
    expect(main.getByRole("heading", { level: 1, name: "About" })).toBeTruthy();
    for (const topic of [
      /while your car is in Park/,
      /outside our control/,
      /not affiliated with/,
      /own secure website/,
      /stores none of your information/,
      // China mainland is left out, and the page says why.
      /China mainland is not one of them: YouTube is blocked there/,
    ]) {
      expect(readText(element)).toMatch(topic);
    }
    const openFullscreen = main.getByRole("button", { name: "Open in Fullscreen" });
    const disclaimer = main.getByRole("heading", { level: 2, name: "Disclaimer" });
    expect(comesBefore(openFullscreen, disclaimer)).toBe(true);
  });

  test("credits the logos under 'Logos', after the disclaimer: each icon set's author, licence link and changes, and every sprite's drawings by id", async () => {
    const { client, element, main } = await aboutMain();
    const disclaimer = main.getByRole("heading", { level: 2, name: "Disclaimer" });
    expect(comesBefore(disclaimer, main.getByRole("heading", { level: 2, name: "Logos" }))).toBe(true);

    for (const set of Object.values(logoIconSets)) {
      expect(main.getByRole("link", { name: set.name }).getAttribute("href")).toBe(set.url);
      expect(main.getByRole("link", { name: set.licenseTitle }).getAttribute("href")).toBe(set.licenseUrl);
      expect(readText(element)).toContain(`by ${set.author}, licensed under`);
      expect(readText(element)).toContain(`${set.services.join(", ")}. ${set.changes}`);
    }

    const fileList = main.getByRole("link", { name: "logos/LICENSES.md" }).getAttribute("href");
    const response = await client.get(fileList ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\//);
    const licenses = response.body;
    // LICENSES.md credits drawings by their id in the sprites (`<region>.<hash>.svg#<id>`), no longer one file per logo.
    expect(licenses).toContain("\n## Drawings\n");
    expect(licenses).toContain("\n| Drawing id | Service | Icon set | Icon | Licence | Author |\n");
    expect(licenses).not.toMatch(/^\| [^|]*\.svg /m);
    for (const [id, credit] of Object.entries(logoCredits)) {
      if (!credit) continue;
      const set = logoIconSets[credit.set];
      const cells = [id, null, set.name, credit.icon, credit.license, set.author].map((cell) =>
        cell === null ? "[^|\\n]+" : literal(cell),
      );
      expect(licenses).toMatch(new RegExp(`^\\| ${cells.join(" \\| ")} \\|$`, "m"));
    }
    expect(licenses).toMatch(/^\| abrp \| A Better Route Planner \| none: drawn by scripts\/generate-logos\.mjs \|/m);
    expect(licenses).toMatch(/^\| calendar-1 … calendar-31 \| Google Calendar \| none: drawn by scripts\/generate-logos\.mjs \|/m);

    // Every drawing a region's page can show, as its sprite is served, is credited: by its own row, or the calendar's pages by theirs.
    const credited = new Set([...licenses.matchAll(/^\| ([a-z0-9]+) \| /gm)].map(([, id = ""]) => id));
    for (const [region, sprite] of Object.entries(logoSprites)) {
      const drawingIds = [...(await client.get(sprite)).body.matchAll(/<svg id="([^"]+)"/g)].map(([, id = ""]) => id);
      expect(drawingIds.length, region).toBeGreaterThan(31);
      const uncredited = drawingIds.filter((id) => !credited.has(id) && !/^calendar-([1-9]|[12]\d|3[01])$/.test(id));
      expect(uncredited, region).toEqual([]);
    }
  });
});

describe("About page without JavaScript", () => {
  test("'Open in Fullscreen' still reaches YouTube's redirect page", async () => {
    const { client, page, main } = await aboutMain();
    const answer = await pressButton(client, page, main.getByRole("button", { name: "Open in Fullscreen" }), { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(youtubeRedirectTarget(answer.headers.get("location") ?? "")).toBe(`${workerOrigin()}/`);
  });
});
