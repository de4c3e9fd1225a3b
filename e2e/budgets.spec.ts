import {
  everyCardFullscreenName,
  budgetedRoutes,
  budgetViolations,
  displayVariants,
  firstFlightRoute,
  languageVariants,
  localeVariants,
  maximalSetupName,
  measureRouteBytes,
  setupRequestHeaders,
} from "../test-support/byte-budgets.ts";
import { logoSpriteFor } from "../app/lib/catalogue/catalogue.server";
import { expect, test } from "./support/fixtures";
import { cookieHeader, everyCardFullscreenCookies, maximalSetup, setupFixture } from "../test-support/setups";

// Issue 7's byte budgets, from the same module `npm run bench` and `npm run check:budgets` report with.
test.describe("byte budgets", () => {
  for (const path of budgetedRoutes) {
    test(`${path} fits its first-flight and first-load JS budgets, without Sentry`, async ({ baseURL }) => {
      if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
      const route = await measureRouteBytes(baseURL, path);
      const modulePaths = route.firstLoadJs.map((file) => new URL(file.url).pathname);
      // The budget only means something if the entry and the route's own module were found.
      expect(modulePaths).toContainEqual(expect.stringMatching(/^\/build\/entry\.client-[\w-]+\.js$/));
      expect(modulePaths).toContainEqual(expect.stringMatching(/^\/build\/root-[\w-]+\.js$/));
      expect(budgetViolations([route])).toEqual([]);
    });
  }

  // Issue 13: the largest setup a driver can make still paints from the first flight.
  test(`${firstFlightRoute} with the maximal setup fits its first-flight ratchet`, async ({ baseURL }) => {
    if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
    const { cookies } = await setupFixture(maximalSetup);
    const firstVisit = await measureRouteBytes(baseURL, firstFlightRoute);
    const withSetup = await measureRouteBytes(baseURL, firstFlightRoute, { name: maximalSetupName, cookie: cookieHeader(cookies) });
    // The budget only means something if the worker rendered the setup: at least its twenty addresses were added.
    const addressBytes = maximalSetup.services.reduce((total, service) => total + service.url.length, 0);
    expect(withSetup.html.bytes - firstVisit.html.bytes).toBeGreaterThan(addressBytes);
    console.log(
      `${firstFlightRoute} first flight: ${firstVisit.firstFlightGzipBytes} B gzip, with the maximal setup ${withSetup.firstFlightGzipBytes} B`,
    );
    expect(budgetViolations([withSetup])).toEqual([]);
  });

  // Issue 22: every card in Full screen (each href through YouTube's redirect page) and five recent cards still fit 14 KB.
  test(`${firstFlightRoute} with every card in Full screen and five recent cards fits its first flight`, async ({ baseURL }) => {
    if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
    const cookie = cookieHeader(everyCardFullscreenCookies("us"));
    const route = await measureRouteBytes(baseURL, firstFlightRoute, { name: everyCardFullscreenName, cookie });
    // The budget only means something if the worker rendered the longer hrefs and the recent row.
    const html = await (await fetch(route.html.url, { headers: { cookie } })).text();
    expect(html.match(/href="https:\/\/www\.youtube\.com\/redirect\?q=/g)?.length ?? 0).toBeGreaterThan(40);
    expect(html).toContain('id="pp-category-recent-title"');
    console.log(
      `${firstFlightRoute} first flight with every card in Full screen and five recent cards: ${route.firstFlightGzipBytes} B gzip`,
    );
    expect(budgetViolations([route])).toEqual([]);
  });

  // Issue 30: the failed-arrival notice ships its words and styles only with itself; with it, 14 KB holds in every language,
  // with its main region and with the US catalogue, the largest (issue 31).
  test(`${firstFlightRoute} with the failed-arrival notice fits its first flight in every language`, async ({ baseURL }) => {
    if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
    const variants = languageVariants.map((variant) => ({
      ...variant,
      name: `${variant.name}+failed-arrival`,
      cookie: `${variant.cookie}; pp_fs_attempts=1.1.f`,
    }));
    const measured = await Promise.all(variants.map((variant) => measureRouteBytes(baseURL, firstFlightRoute, variant)));
    for (const variant of variants) {
      // The budget only means something if the worker rendered the notice, in the variant's language.
      const html = await (await fetch(new URL(firstFlightRoute, baseURL), { headers: { cookie: variant.cookie } })).text();
      expect(html).toContain('value="confirm-fullscreen"');
      expect(html).toContain(`<html lang="${variant.language}"`);
    }
    const largest = measured.reduce((worst, route) => (route.firstFlightGzipBytes > worst.firstFlightGzipBytes ? route : worst));
    console.log(
      `${firstFlightRoute} largest first flight with the notice: ${largest.setup ?? ""} with ${largest.firstFlightGzipBytes} B gzip`,
    );
    expect(budgetViolations(measured)).toEqual([]);
  });

  // Issue 15: every language (with its main region) and every region (in German, the longest language) fits 14 KB.
  test(`${firstFlightRoute} fits its first flight in every language and region`, async ({ baseURL }) => {
    if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
    const measured = await Promise.all(localeVariants.map((variant) => measureRouteBytes(baseURL, firstFlightRoute, variant)));
    for (const route of measured) {
      // The budget only means something if the worker rendered the cookie's language.
      const html = await (
        await fetch(route.html.url, { headers: { cookie: localeVariants.find((variant) => variant.name === route.setup)?.cookie ?? "" } })
      ).text();
      expect(html).toContain(`<html lang="${route.setup?.split("+")[0] ?? ""}"`);
    }
    const largest = measured.reduce((worst, route) => (route.firstFlightGzipBytes > worst.firstFlightGzipBytes ? route : worst));
    console.log(`${firstFlightRoute} largest first flight: ${largest.setup ?? ""} with ${largest.firstFlightGzipBytes} B gzip`);
    expect(budgetViolations(measured)).toEqual([]);
  });

  // Issue 23: every theme and card size, with and without the colour-scheme hint, fits 14 KB.
  test(`${firstFlightRoute} fits its first flight in every theme and card size`, async ({ baseURL }) => {
    if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
    const measured = await Promise.all(displayVariants.map((variant) => measureRouteBytes(baseURL, firstFlightRoute, variant)));
    for (const variant of displayVariants) {
      // The budget only means something if the worker rendered the variant's scheme and size.
      const html = await (await fetch(new URL(firstFlightRoute, baseURL), { headers: setupRequestHeaders(variant) })).text();
      const { colorScheme, cardSize } = variant.rendered;
      const cardSizeAttribute = cardSize === "standard" ? "" : ` data-pp-card-size="${cardSize}"`;
      expect(html).toMatch(new RegExp(`<html [^>]*data-mantine-color-scheme="${colorScheme}"${cardSizeAttribute}>`));
    }
    const largest = measured.reduce((worst, route) => (route.firstFlightGzipBytes > worst.firstFlightGzipBytes ? route : worst));
    console.log(`${firstFlightRoute} largest first flight: ${largest.setup ?? ""} with ${largest.firstFlightGzipBytes} B gzip`);
    expect(budgetViolations(measured)).toEqual([]);
  });
});

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
