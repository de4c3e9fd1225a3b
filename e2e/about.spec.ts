import { logoCredits, logoIconSets } from "../app/data/logo-credits";
import { logoSprites } from "../app/data/logo-sprites.server";
import { expect, test } from "./support/fixtures";
import { footerPaddingBottom, isYouTubeRedirect, stubYouTube, youtubeRedirectTarget, youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

/** A pattern matching `text` as it is. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("About page", () => {
  test("explains ParkPlay, then offers full-screen, then the disclaimer", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Return to Dashboard" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    for (const topic of [
      /while your car is in Park/,
      /outside our control/,
      /not affiliated with/,
      /own secure website/,
      /stores none of your information/,
      // China mainland is left out, and the page says why.
      /China mainland is not one of them: YouTube is blocked there/,
    ]) {
      await expect(main.getByText(topic)).toBeVisible();
    }
    const openFullscreen = main.getByRole("button", { name: "Open in Fullscreen" });
    const disclaimer = main.getByRole("heading", { level: 2, name: "Disclaimer" });
    await expect(openFullscreen).toBeVisible();
    await expect(disclaimer).toBeVisible();

    const [buttonBox, disclaimerBox] = await Promise.all([openFullscreen.boundingBox(), disclaimer.boundingBox()]);
    if (!buttonBox || !disclaimerBox) throw new Error("About page is not laid out");
    expect(buttonBox.y).toBeLessThan(disclaimerBox.y);
  });

  test("credits the logos under 'Logos', after the disclaimer: each icon set's author, licence link and changes, and every sprite's drawings by id", async ({
    page,
    request,
  }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    const [disclaimerBox, logosBox] = await Promise.all([
      main.getByRole("heading", { level: 2, name: "Disclaimer" }).boundingBox(),
      main.getByRole("heading", { level: 2, name: "Logos" }).boundingBox(),
    ]);
    if (!disclaimerBox || !logosBox) throw new Error("About page is not laid out");
    expect(disclaimerBox.y).toBeLessThan(logosBox.y);

    for (const set of Object.values(logoIconSets)) {
      await expect(main.getByRole("link", { name: set.name, exact: true })).toHaveAttribute("href", set.url);
      await expect(main.getByRole("link", { name: set.licenseTitle, exact: true })).toHaveAttribute("href", set.licenseUrl);
      await expect(main.getByText(`by ${set.author}, licensed under`)).toBeVisible();
      await expect(main.getByText(`${set.services.join(", ")}. ${set.changes}`)).toBeVisible();
    }

    const fileList = await main.getByRole("link", { name: "logos/LICENSES.md" }).getAttribute("href");
    const response = await request.get(fileList ?? "");
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/^text\//);
    const licenses = await response.text();
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
      const drawingIds = [...(await (await request.get(sprite)).text()).matchAll(/<svg id="([^"]+)"/g)].map(([, id = ""]) => id);
      expect(drawingIds.length, region).toBeGreaterThan(31);
      const uncredited = drawingIds.filter((id) => !credited.has(id) && !/^calendar-([1-9]|[12]\d|3[01])$/.test(id));
      expect(uncredited, region).toEqual([]);
    }
  });

  test("'Open in Fullscreen' goes through YouTube's redirect page, like the prompt's 'Yes'", async ({ page, baseURL }) => {
    await stubYouTube(page);
    await page.goto("/about");
    await waitForHydration(page.getByRole("button", { name: "Open in Fullscreen" }));
    const actionRequest = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/_root.data",
    );
    await page.getByRole("button", { name: "Open in Fullscreen" }).click();
    await actionRequest;
    await page.waitForURL(isYouTubeRedirect);
    expect(youtubeRedirectTarget(page.url())).toBe(`${baseURL}/`);
  });

  test("in full-screen mode the button is gone and the footer makes room for the car's bar", async ({ page }) => {
    await page.goto("/about");
    const normalPadding = await footerPaddingBottom(page);

    await page.goto("/about", { referer: youtubeReferrer });
    await expect(page.getByRole("heading", { level: 2, name: "Disclaimer" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open in Fullscreen" })).toHaveCount(0);
    expect(await footerPaddingBottom(page)).toBeGreaterThan(normalPadding + 40);
  });

  test("a client-side visit after arriving full-screen still hides the button", async ({ page }) => {
    await page.goto("/", { referer: youtubeReferrer });
    await waitForHydration(page.getByRole("contentinfo").getByRole("link", { name: "about" }));
    const documentLoads: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentLoads.push(request.url());
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "about" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open in Fullscreen" })).toHaveCount(0);
    expect(documentLoads).toEqual([]);
  });
});

test.describe("About page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Open in Fullscreen' still reaches YouTube's redirect page", async ({ page, baseURL }) => {
    await stubYouTube(page);
    await page.goto("/about");
    await page.getByRole("button", { name: "Open in Fullscreen" }).click();
    await page.waitForURL(isYouTubeRedirect);
    expect(youtubeRedirectTarget(page.url())).toBe(`${baseURL}/`);
  });
});
