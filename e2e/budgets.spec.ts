// What the browser asks for before the load event. The byte budgets of what the worker answers are tests/worker/budgets.test.ts's.
import { firstFlightRoute, measureRouteBytes } from "../test-support/byte-budgets.ts";
import { logoSpriteFor } from "../app/lib/catalogue/catalogue.server";
import { expect, test } from "./support/fixtures";

// Issue 24 held the logos back to count fewer requests, and left cards blank without JavaScript (issue 28): there is no request
// target now. Before the load event the page asks for the document, what it loads up front and its region's logo sprite, the one
// file that holds every drawing its cards show, once: no other logo file, however many cards there are or where they are.
test.describe("requests before the load event", () => {
  test(`a first visit to ${firstFlightRoute} requests the document, its first-load JS and once its region's logo sprite, holding every drawing it names`, async ({
    page,
    baseURL,
    request,
  }) => {
    if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
    const requested: string[] = [];
    page.on("request", (request) => {
      if (/^https?:/.test(request.url())) requested.push(request.url());
    });
    await page.goto(firstFlightRoute, { waitUntil: "load" });
    const beforeLoad = [...requested];

    const route = await measureRouteBytes(baseURL, firstFlightRoute);
    const html = await (await fetch(route.html.url)).text();
    // A request without Accept-Language, and the browser's en-US, are both served the US catalogue.
    const sprite = new URL(logoSpriteFor("us"), baseURL).href;
    // Every card's mark and app icon is drawn by reference to its id in the sprite: `<use href="/logos/<region>.<hash>.svg#<id>">`.
    const drawings = [...html.matchAll(/<use\b[^>]*\shref="([^"]+)"/g)].map(([, href = ""]) => new URL(href, baseURL));
    expect(drawings.length).toBeGreaterThan(40);
    expect(new Set(drawings.map((drawing) => `${drawing.origin}${drawing.pathname}`))).toEqual(new Set([sprite]));
    const spriteResponse = await request.get(sprite);
    expect(spriteResponse.status()).toBe(200);
    expect(spriteResponse.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    const spriteText = await spriteResponse.text();
    const drawingIds = new Set([...spriteText.matchAll(/<svg id="([^"]+)"/g)].map(([, id = ""]) => id));
    expect(drawings.map((drawing) => decodeURIComponent(drawing.hash.slice(1))).filter((id) => !drawingIds.has(id))).toEqual([]);

    expect(beforeLoad.filter((url) => new URL(url).pathname.startsWith("/logos/"))).toEqual([sprite]);
    const upFront = [route.html.url, ...route.firstLoadJs.map((file) => file.url), sprite];
    expect(beforeLoad).toEqual(expect.arrayContaining(upFront));
    // The sprite holds the load event back past hydration, so the code the hydrated page imports may come before it too.
    const importedAfterHydration = (url: string) => new URL(url).pathname.startsWith("/build/_shared/");
    expect(beforeLoad.filter((url) => !upFront.includes(url) && !importedAfterHydration(url))).toEqual([]);
    console.log(
      `${firstFlightRoute} first visit: ${beforeLoad.length} requests before the load event, one of them the logo sprite ` +
        `(${Buffer.byteLength(spriteText)} B) for ${drawings.length} drawings of ${new Set(drawings.map((drawing) => drawing.hash)).size} ids`,
    );
  });
});
