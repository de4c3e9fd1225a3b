// The dashboard as laid out, drawn and touched; its rows and links as the worker renders them are checked in
// tests/worker/dashboard.test.ts.
import type { Locator, Route } from "@playwright/test";
import { regions } from "../app/data/regions";
import { sources, type SourceId } from "../app/data/sources";
import { logoSpriteFor } from "../app/lib/catalogue/catalogue.server";
import { drawingHasArrived, drawnBoxOf, expectEveryCardShowsItself } from "../test-support/card-faces";
import { usSourceIds } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

declare global {
  interface Window {
    /** The logos that had loaded when the load event fired. */
    ppLogosAtLoad?: string[];
  }
}

/** The one file every card's drawing comes from on a page the worker serves in the US (no Accept-Language, or en-US). */
const usSprite = logoSpriteFor("us");

/** Where a card's `<use>` points: its drawing in the US sprite, by the source's id; the calendar's is the page of a day. */
function drawingHref(id: SourceId) {
  return id === "googlecalendar"
    ? expect.stringMatching(new RegExp(`^${usSprite.replaceAll(".", "\\.")}#calendar-([1-9]|[12]\\d|3[01])$`))
    : `${usSprite}#${id}`;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not laid out`);
  return found;
}

test.describe("dashboard", () => {
  test("a brand's mark shows alone, an app icon shows small above the name, the rest show their names, every drawing from the region's sprite", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    // One pass in the page, not a round trip per card (59 of them took 30 s on CI's two cores): each card is scrolled to,
    // as a driver's scrolling would, and then every drawing has 10 s to arrive.
    const faces = await page.getByRole("main").evaluate(
      async (main, hrefs) => {
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const cards = hrefs.map((href) => main.querySelector<HTMLAnchorElement>(`a.pp-card[href="${CSS.escape(href)}"]`));
        for (const card of cards) {
          card?.scrollIntoView({ block: "center", inline: "center" });
          await nextFrame();
        }
        const drawings = cards.flatMap((card) => [...(card?.querySelectorAll("svg.pp-card-logo, svg.pp-card-icon") ?? [])]);
        // A drawing by reference has an empty box until the sprite holding its id has arrived.
        const arrived = (drawing: Element) => (drawing.querySelector("use")?.getBBox().width ?? 0) > 0;
        for (const deadline = performance.now() + 10_000; !drawings.every(arrived) && performance.now() < deadline;) await nextFrame();
        const from = (use: SVGUseElement | null | undefined) =>
          use ? { origin: new URL(use.href.baseVal, document.baseURI).origin, href: use.getAttribute("href") } : null;
        return cards.map((card) => {
          const mark = card?.querySelector("svg[role=img]");
          const icon = card?.querySelector("svg.pp-card-icon");
          return {
            found: card !== null,
            text: (card?.textContent ?? "").replace(/\s+/g, " ").trim(),
            images: card?.querySelectorAll("img").length ?? 0,
            markName: mark?.getAttribute("aria-label") ?? null,
            mark: from(mark?.querySelector("use")),
            iconHidden: icon?.getAttribute("aria-hidden") ?? null,
            icon: from(icon?.querySelector("use")),
            arrived: [...(card?.querySelectorAll("svg.pp-card-logo, svg.pp-card-icon") ?? [])].every(arrived),
          };
        });
      },
      usSourceIds.map((id) => sources[id].url),
    );
    usSourceIds.forEach((id, index) => {
      const { name, logos } = sources[id];
      const face = faces[index];
      const drawing = { origin: baseURL, href: drawingHref(id) };
      if (logos.treatment === "name") expect(face, id).toMatchObject({ found: true, text: name, images: 0, mark: null, icon: null });
      else if (logos.treatment === "mark")
        expect(face, id).toMatchObject({ found: true, images: 0, markName: name, mark: drawing, icon: null, arrived: true });
      else
        expect(face, id).toMatchObject({
          found: true,
          images: 0,
          text: name,
          mark: null,
          iconHidden: "true",
          icon: drawing,
          arrived: true,
        });
    });
    const withLogo = usSourceIds.filter((id) => sources[id].logos.dark !== null);
    const main = page.getByRole("main");
    expect(await main.getByRole("list").locator("svg.pp-card-logo, svg.pp-card-icon").count()).toBe(withLogo.length);
    expect(await main.locator("img").count()).toBe(0);
  });

  // Six regions a test: each region is a page load, and 22 of them in one test ran past its time on CI's two cores.
  const regionGroups = Array.from({ length: Math.ceil(regions.length / 6) }, (_, index) => regions.slice(index * 6, index * 6 + 6));
  for (const [width, group] of [980, 1280].flatMap((width) => regionGroups.map((group) => [width, group] as const))) {
    test(`at ${width} px the wordmarks and icons of ${group.join(", ")} stay inside the logo limits`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 560 });
      for (const region of group) {
        await context.addCookies([{ name: "pp_region", value: region, url: baseURL }]);
        // The fit is the server's HTML and CSS; the load event would wait for the region's logo sprite, which the fit never reads.
        await page.goto("/", { waitUntil: "domcontentloaded" });
        const overflowing = await page.getByRole("main").evaluate((main) =>
          [...main.querySelectorAll(".pp-card-wordmark")].flatMap((wordmark) => {
            const card = wordmark.closest(".pp-card")?.getBoundingClientRect();
            if (!card || !(wordmark instanceof HTMLElement)) return ["a wordmark outside a card"];
            // The wordmark and the icon above it, if any, as one box.
            const parts = [wordmark, ...wordmark.querySelectorAll(".pp-card-icon")];
            const boxes = parts.map((part) => part.getBoundingClientRect());
            const width = Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
            const height = Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
            const fits =
              width <= card.width * 0.7 + 1 &&
              height <= card.height * 0.75 + 1 &&
              wordmark.scrollWidth <= wordmark.clientWidth + 1 &&
              card.height >= 48;
            return fits ? [] : [`${wordmark.textContent} ${Math.round(width)}×${Math.round(height)} in ${card.width}×${card.height}`];
          }),
        );
        expect(overflowing, region).toEqual([]);
      }
    });
  }

  test("cards are 225×125 with a 16 px right margin; rows start 32 px in and fade over their last 16 px", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("region", { name: "Streaming" });
    const cards = row.getByRole("link");
    const [title, first, second] = await Promise.all([box(row.getByRole("heading")), box(cards.nth(0)), box(cards.nth(1))]);

    expect(first.width).toBe(225);
    expect(first.height).toBe(125);
    expect(second.x - (first.x + first.width)).toBe(16);
    expect(first.x).toBe(32);
    expect(title.x).toBe(32);
    expect(await cards.last().evaluate((card) => getComputedStyle(card).marginRight)).toBe("16px");

    // A brand's mark covers its card (the name shows beneath it until it has painted), drawn small and centred on the card's colour.
    const logo = cards.nth(0).getByRole("img");
    await expect.poll(() => drawingHasArrived(logo)).toBe(true);
    expect(await box(logo)).toEqual(first);
    const mark = await drawnBoxOf(page, cards.nth(0));
    expect(mark.width).toBeLessThanOrEqual(225 * 0.7);
    expect(mark.height).toBeLessThanOrEqual(125 * 0.75);
    expect(mark.height).toBeGreaterThanOrEqual(125 * 0.4);
    expect(Math.abs(mark.x + mark.width / 2 - first.width / 2)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(mark.y + mark.height / 2 - first.height / 2)).toBeLessThanOrEqual(1.5);

    const fade = await row.getByRole("list").evaluate((list) => {
      const overlay = getComputedStyle(list.parentElement ?? list, "::after");
      const rowBox = (list.parentElement ?? list).getBoundingClientRect();
      return {
        width: overlay.width,
        right: overlay.right,
        image: overlay.backgroundImage,
        rowRight: rowBox.right,
        pointerEvents: overlay.pointerEvents,
      };
    });
    expect(fade).toMatchObject({ width: "16px", right: "0px", pointerEvents: "none", rowRight: 1280 });
    expect(fade.image).toMatch(/^linear-gradient\(to right, rgba\(0, 0, 0, 0\)/);
  });

  test("a focused card shows a ring and a pressed card shrinks and darkens", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const firstCard = page.getByRole("region", { name: "Streaming" }).getByRole("link").first();

    for (let presses = 0; presses < 10 && !(await firstCard.evaluate((card) => card === document.activeElement)); presses += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(firstCard).toBeFocused();
    const ring = await firstCard.evaluate((card) => ({
      visible: card.matches(":focus-visible"),
      style: getComputedStyle(card).outlineStyle,
      width: getComputedStyle(card).outlineWidth,
    }));
    expect(ring).toEqual({ visible: true, style: "solid", width: "3px" });

    // The click that ends the press is cancelled, so the external link is never followed.
    await firstCard.evaluate((card) => card.addEventListener("click", (event) => event.preventDefault(), { once: true }));
    await firstCard.hover();
    await page.mouse.down();
    await expect.poll(() => firstCard.evaluate((card) => getComputedStyle(card).transform)).toMatch(/^matrix\(0\.96, 0, 0, 0\.96/);
    expect(await firstCard.evaluate((card) => getComputedStyle(card).filter)).toMatch(/^brightness\(0\.8/);
    await page.mouse.up();
  });

  test("with reduced motion a pressed card only darkens", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const card = page.getByRole("region", { name: "Sports" }).getByRole("link").first();
    await card.evaluate((element) => element.addEventListener("click", (event) => event.preventDefault(), { once: true }));
    await card.hover();
    await page.mouse.down();
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).filter)).toMatch(/^brightness\(0\.8/);
    expect(await card.evaluate((element) => getComputedStyle(element).transform)).toBe("none");
    await page.mouse.up();
  });

  test.describe("when the logo sprite's request fails", () => {
    test.use({ expectedPageErrors: /^error: Failed to load resource: net::ERR_FAILED/ });

    test("before hydration, every card shows its name", async ({ page }) => {
      const failed: string[] = [];
      await page.route("**/logos/**", (route) => {
        failed.push(new URL(route.request().url()).pathname);
        return route.abort();
      });
      await page.goto("/");
      await waitForHydration(page);
      await expectEveryCardShowsItself(page);
      // The one file every card's drawing is in (asked for again, perhaps, by a drawing the hydrated page changes): with it
      // gone, no card has a drawing to show, and no other logo file is asked for.
      expect(new Set(failed)).toEqual(new Set([usSprite]));
    });

    test("after hydration, every card shows its name", async ({ page }) => {
      let hydrated = false;
      const held: Route[] = [];
      const failedAfterHydration: string[] = [];
      await page.route("**/logos/**", (route) => {
        if (!hydrated) return void held.push(route);
        failedAfterHydration.push(new URL(route.request().url()).pathname);
        return route.abort();
      });
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      hydrated = true;
      // A routed request reaches the handler when the test runner gets to it, which can be after hydration: held or not,
      // the sprite fails only now.
      await expect.poll(() => held.length + failedAfterHydration.length).toBeGreaterThan(0);
      await Promise.all(held.map((route) => route.abort()));
      await expectEveryCardShowsItself(page);
      const failed = [...held.map((route) => new URL(route.request().url()).pathname), ...failedAfterHydration];
      expect(new Set(failed)).toEqual(new Set([usSprite]));
    });
  });

  test.describe("logos off the first screen", () => {
    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("every drawing is in the region's sprite, which the page requests once without JavaScript; an off-screen mark shows when scrolled to", async ({
        page,
      }) => {
        const requested: string[] = [];
        page.on("request", (request) => requested.push(new URL(request.url()).pathname));
        await page.goto("/");
        const drawings = page.getByRole("main").locator("svg.pp-card-logo use, svg.pp-card-icon use");
        const files = await drawings.evaluateAll((elements) =>
          elements.map((element) => new URL(element.getAttribute("href") ?? "", document.baseURI).pathname),
        );
        expect(files.length).toBeGreaterThan(40);
        expect(new Set(files)).toEqual(new Set([usSprite]));
        expect(requested.filter((path) => path.startsWith("/logos/"))).toEqual([usSprite]);

        const lastMark = page.getByRole("region", { name: "Streaming" }).locator("svg.pp-card-logo").last();
        expect(await lastMark.evaluate((element) => element.getBoundingClientRect().left)).toBeGreaterThan(1280);
        await lastMark.scrollIntoViewIfNeeded();
        await expect.poll(() => drawingHasArrived(lastMark)).toBe(true);
      });
    });

    test("an app icon off-screen to the right needs no request of its own, and shows once scrolled to", async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto("/");
      await waitForHydration(page);
      const offScreen = await page
        .getByRole("main")
        .locator("svg.pp-card-icon")
        .evaluateAll((icons) => icons.findIndex((icon) => icon.getBoundingClientRect().left > innerWidth));
      expect(offScreen, "no app icon off-screen to the right").toBeGreaterThanOrEqual(0);
      const icon = page.getByRole("main").locator("svg.pp-card-icon").nth(offScreen);
      const href = await icon.locator("use").getAttribute("href");
      expect(href).toMatch(new RegExp(`^${usSprite.replaceAll(".", "\\.")}#[a-z0-9]+$`));
      const logoRequestsBeforeScrolling = requested.filter((path) => path.startsWith("/logos/"));
      expect(logoRequestsBeforeScrolling).toEqual([usSprite]);

      await icon.scrollIntoViewIfNeeded();
      await expect.poll(() => drawingHasArrived(icon)).toBe(true);
      expect(requested.filter((path) => path.startsWith("/logos/"))).toEqual(logoRequestsBeforeScrolling);
    });

    test("the first screen's logos are all drawn by the load event", async ({ page }) => {
      await page.addInitScript(() => {
        addEventListener("load", () => {
          const drawn = [...document.querySelectorAll<HTMLElement>("main .pp-card")].filter(
            (card) => (card.querySelector("use")?.getBBox().width ?? 0) > 0,
          );
          window.ppLogosAtLoad = drawn.map((card) => card.textContent ?? "");
        });
      });
      await page.goto("/");
      const onScreen = await page.getByRole("main").evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>(".pp-card")]
          .filter((card) => {
            // On screen means the card's middle is inside the viewport and the row that scrolls it: the edge of the next
            // card, which shows only its colour, does not count.
            const box = card.getBoundingClientRect();
            const row = (card.closest("ul") ?? main).getBoundingClientRect();
            const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
            return (
              card.querySelector("use") !== null &&
              x > Math.max(row.left, 0) &&
              x < Math.min(row.right, innerWidth) &&
              y > Math.max(row.top, 0) &&
              y < Math.min(row.bottom, innerHeight)
            );
          })
          .map((card) => card.textContent ?? ""),
      );
      expect(onScreen).toHaveLength(15);
      expect(await page.evaluate(() => window.ppLogosAtLoad)).toEqual(expect.arrayContaining(onScreen));
    });
  });

  test.describe("calendar logo", () => {
    // Far from UTC, so the browser's day usually differs from the worker's guess and has to be corrected.
    test.use({ timezoneId: "Pacific/Kiritimati" });

    test("shows the browser's local day of the month", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const localDay = await page.evaluate(() => new Date().getDate());
      const calendar = page.getByRole("link", { name: "Google Calendar" }).getByRole("img");
      await calendar.scrollIntoViewIfNeeded();
      await expect(calendar.locator("use")).toHaveAttribute("href", `${usSprite}#calendar-${localDay}`);
      await expect.poll(() => drawingHasArrived(calendar)).toBe(true);
    });
  });
});

test.describe("dashboard on a touch screen (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a row scrolls sideways by swipe and the page itself does not", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const list = page.getByRole("region", { name: "Streaming" }).getByRole("list");
    const listBox = await box(list);
    // A real finger drag, right to left across the row, through Chromium's touch input.
    const session = await page.context().newCDPSession(page);
    const y = Math.round(listBox.y + listBox.height / 2);
    await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 350, y }] });
    for (let step = 1; step <= 10; step += 1) {
      await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: 350 - step * 25, y }] });
    }
    await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    expect(await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth])).toEqual([0, 390]);
  });

  test("cards and toolbar controls are at least 48 px touch targets", async ({ page }) => {
    await page.goto("/");
    const targets = [
      page.getByRole("region", { name: "Live Television" }).getByRole("link").first(),
      page.getByRole("banner").getByRole("link", { name: "Settings" }),
      page.getByRole("button", { name: "Dismiss tip" }),
    ];
    for (const target of targets) {
      const { width, height } = await box(target);
      expect(Math.min(width, height), String(target)).toBeGreaterThanOrEqual(48);
    }
  });
});

test.describe("dashboard in the car's full-screen view (980×560)", () => {
  test.use({ viewport: { width: 980, height: 560 }, deviceScaleFactor: 2, hasTouch: true });

  test("tapping a card opens the service in the same tab, and Back returns to the dashboard", async ({ page, context }) => {
    const service = sources.netflix;
    await context.route(`${service.url}**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Service stub</title>" }),
    );
    const opened: string[] = [];
    context.on("page", (tab) => opened.push(tab.url()));
    await page.goto("/", { referer: youtubeReferrer });
    await expect(page.getByRole("region", { name: "Full-screen offer" })).toHaveCount(0);

    await page.getByRole("link", { name: service.name, exact: true }).tap();
    await page.waitForURL(`${service.url}**`);
    expect(opened).toEqual([]);
    expect(context.pages()).toHaveLength(1);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeAttached();
  });
});
