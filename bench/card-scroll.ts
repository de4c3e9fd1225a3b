// Issue 28's bench figure: how long a card scrolled into view stays without its name or logo. A fresh throttled dashboard,
// with its scripts still on their way or hydrated, flicks the last row and then a middle row to their ends; for the cards
// then in view, test-support/card-faces.ts's pixel check is polled until none is blank, and their logos are waited for.
import type { Browser, Locator, Page } from "@playwright/test";
import { setTimeout as sleep } from "node:timers/promises";
import { blankCardsInView } from "../test-support/card-faces.ts";
import { throttle } from "./page-load.ts";
import type { ThrottlingProfile } from "./profiles.ts";
import { summarize, type Summary } from "./stats.ts";

/** Issue 28: a card scrolled into view shows its name at once, never a blank tile. */
export const cardScrollTargetBlankMs = 0;

/** When the driver flicks: as soon as the HTML has arrived (the scripts still on their way), and on the hydrated dashboard. */
export const cardScrollMoments = ["scripts-on-their-way", "hydrated"] as const;
export type CardScrollMoment = (typeof cardScrollMoments)[number];

export interface CardScrollSeries {
  profile: string;
  moment: CardScrollMoment;
  /** Scroll → every card in view shows its name or logo; 0 when the first look after the scroll finds none blank. */
  blankMs: Summary | null;
  /** How long one look (the pixel check) takes: the resolution of blankMs. */
  checkMs: Summary | null;
  /** Scroll → the last logo of the cards in view has arrived, each one drawn (0: all were there). */
  logosMs: Summary | null;
  /** Each scroll whose first look found a blank card: which, for how long, and when the logos in view were requested and arrived. */
  blankScrolls: string[];
  /** Scrolls made before React had hydrated the page. */
  scrollsBeforeHydration: number;
  /** Measured scrolls: two per sample. */
  scrolls: number;
  samples: number;
}

export interface CardScrollResults {
  targetBlankMs: number;
  series: CardScrollSeries[];
  failures: string[];
}

const waitMs = 60_000;
const logoPollMs = 50;

/** A logo of a card in view, its request's start and its response's end in ms from the flick (null: no Resource Timing entry). */
interface LogoTiming {
  name: string;
  requestedMs: number | null;
  arrivedMs: number | null;
}

interface RowScroll {
  /** Which row, from 1, and of how many. */
  row: string;
  blankMs: number;
  checkMs: number[];
  /** The check's words for each card the first look found blank. */
  blankAtFirstLook: string[];
  hydratedAtScroll: boolean;
  logosMs: number;
  logos: LogoTiming[];
}

/** Runs in the page: React marks hydrated elements with a `__reactProps$…` key; the toolbar's first button is one. */
function isHydrated(): boolean {
  const button = document.querySelector("header button");
  return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
}

/** Opens the dashboard and returns at the moment the driver flicks. */
async function openDashboard(page: Page, url: string, moment: CardScrollMoment): Promise<void> {
  if (moment === "scripts-on-their-way") {
    // The HTML has arrived down to the footer: every row is in the document, the load event and the scripts are still to come.
    await page.goto(url, { waitUntil: "commit", timeout: waitMs });
    await page.getByRole("contentinfo").waitFor({ state: "attached", timeout: waitMs });
    return;
  }
  await page.goto(url, { waitUntil: "load", timeout: waitMs });
  await page.waitForFunction(isHydrated, undefined, { timeout: waitMs });
  // As for a card tap: a dashboard that has been on screen a moment, its own loading (first-screen logos) done.
  await page.waitForLoadState("networkidle", { timeout: waitMs });
}

/** Brings the row into view and scrolls it to its end in one go, as a flick that lands; returns the page's clock then. */
function flickToEnd(row: Locator): Promise<number> {
  return row.evaluate((scroller) => {
    scroller.scrollIntoView({ block: "center", behavior: "instant" });
    scroller.scrollTo({ left: scroller.scrollWidth - scroller.clientWidth, behavior: "instant" });
    return performance.now();
  });
}

/** For a timeout's message: the logo of each card at these places in the row, as the page has it now. */
function describeLogos(row: Locator, positions: readonly number[]): Promise<string> {
  return row.evaluate((scroller, positions) => {
    const cards = [...scroller.querySelectorAll(".pp-card")];
    return positions
      .map((position) => {
        const card = cards[position];
        // A mark or an app icon is drawn by reference (`<use>`), whose box stays empty until the region's sprite is there.
        const logo = card?.querySelector<SVGUseElement>("use");
        const name = card?.getAttribute("aria-label") || card?.textContent || `card ${position}`;
        if (!logo) return `${name}: no logo`;
        if (logo.getBBox().width > 0) return `${name}: drawn`;
        const url = new URL(logo.href.baseVal, document.baseURI).href.split("#")[0];
        // Resource Timing lists a request once its response has ended.
        return `${name}: ${performance.getEntriesByName(url ?? "", "resource").length > 0 ? "arrived, not drawn" : "not arrived"}`;
      })
      .join("; ");
  }, positions);
}

/** Looks at the row until no card in view is blank; returns how long that took, each look's own time, and the cards in view. */
async function timeUntilNamed(
  page: Page,
  row: Locator,
  scrolledAt: number,
): Promise<{ blankMs: number; checkMs: number[]; blankAtFirstLook: string[]; inView: number[] }> {
  const checkMs: number[] = [];
  let firstLook: { inView: number[]; blank: string[] } | null = null;
  for (;;) {
    const lookedAt = Date.now();
    const look = await blankCardsInView(page, row);
    checkMs.push(Date.now() - lookedAt);
    firstLook ??= look;
    if (firstLook.inView.length === 0) throw new Error("no card of the row was in view after the scroll");
    if (look.blank.length === 0) {
      const blankMs = checkMs.length === 1 ? 0 : lookedAt - scrolledAt;
      return { blankMs, checkMs, blankAtFirstLook: firstLook.blank, inView: firstLook.inView };
    }
    if (Date.now() - scrolledAt > waitMs)
      throw new Error(`blank ${waitMs / 1000} s after the scroll: ${look.blank.join(", ")} (${await describeLogos(row, look.inView)})`);
  }
}

/**
 * Waits until every logo of the cards at these places in the row is drawn (an icon decoded, a mark's file there; a card without one
 * counts as painted), and returns when the last of them arrived after the scroll, by Resource Timing's responseEnd on the
 * page's clock (the polling's own pace does not enter the figure), with each logo's request and arrival.
 */
async function timeUntilLogos(
  row: Locator,
  positions: readonly number[],
  pageScrolledAt: number,
): Promise<{ logosMs: number; logos: LogoTiming[] }> {
  const startedAt = Date.now();
  for (;;) {
    const logos = await row.evaluate(
      (scroller, { positions, pageScrolledAt }) => {
        const cards = [...scroller.querySelectorAll(".pp-card")];
        const timings = [];
        for (const position of positions) {
          const card = cards[position];
          // A mark or an app icon: either is a reference into the region's sprite.
          const logo = card?.querySelector<SVGUseElement>("use");
          if (!card || !logo) continue;
          if (logo.getBBox().width === 0) return null;
          const url = new URL(logo.href.baseVal, document.baseURI).href.split("#")[0];
          const [entry] = performance.getEntriesByName(url ?? "", "resource");
          const timed = entry instanceof PerformanceResourceTiming;
          timings.push({
            name: card.getAttribute("aria-label") || card.textContent || `card ${position}`,
            requestedMs: timed ? entry.startTime - pageScrolledAt : null,
            arrivedMs: timed ? entry.responseEnd - pageScrolledAt : null,
          });
        }
        return timings;
      },
      { positions, pageScrolledAt },
    );
    if (logos !== null) return { logosMs: Math.max(0, ...logos.map((logo) => logo.arrivedMs ?? 0)), logos };
    if (Date.now() - startedAt > waitMs)
      throw new Error(`logos not painted ${waitMs / 1000} s after the scroll (${await describeLogos(row, positions)})`);
    await sleep(logoPollMs);
  }
}

/** One sample: a fresh 980×560 touch context on the throttled link, the dashboard at the moment, the last and a middle row flicked. */
async function scrollOnce(browser: Browser, origin: string, profile: ThrottlingProfile, moment: CardScrollMoment): Promise<RowScroll[]> {
  const context = await browser.newContext({
    viewport: { width: 980, height: 560 },
    deviceScaleFactor: 2,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), profile, []);
    await openDashboard(page, new URL("/", origin).href, moment);
    const rows = page.locator(".pp-category-cards");
    const rowCount = await rows.count();
    if (rowCount === 0) throw new Error("the dashboard shows no row");
    const flicked = [];
    // The last row first, the furthest from the first screen; then a middle one, as a driver flicks back up.
    for (const index of new Set([rowCount - 1, Math.floor((rowCount - 1) / 2)])) {
      const row = rows.nth(index);
      const hydratedAtScroll = await page.evaluate(isHydrated);
      const pageScrolledAt = await flickToEnd(row);
      const named = await timeUntilNamed(page, row, Date.now());
      flicked.push({ row: `${index + 1} of ${rowCount}`, locator: row, pageScrolledAt, hydratedAtScroll, ...named });
    }
    // The logos after both flicks, so the second flick comes as soon after the first as a look allows.
    const scrolls: RowScroll[] = [];
    for (const { locator, pageScrolledAt, inView, ...named } of flicked)
      scrolls.push({ ...named, ...(await timeUntilLogos(locator, inView, pageScrolledAt)) });
    return scrolls;
  } finally {
    await context.close();
  }
}

const signedMs = (ms: number | null) => (ms === null ? "inline" : `${ms < 0 ? "−" : "+"}${Math.abs(Math.round(ms))}`);

/** A blank scroll in words: its row, for how long, which cards, and their logos' requests and arrivals around the flick. */
function describeBlankScroll(sample: number, scroll: RowScroll): string {
  const logos = scroll.logos.map((logo) => `${logo.name} ${signedMs(logo.requestedMs)} → ${signedMs(logo.arrivedMs)}`);
  return (
    `sample ${sample}, row ${scroll.row}: blank for ${Math.round(scroll.blankMs)} ms: ${scroll.blankAtFirstLook.join(", ")}; ` +
    `logos in view requested → arrived, ms from the flick: ${logos.join(", ") || "none"}`
  );
}

/** Each profile and moment: `samples` fresh contexts after a discarded warm-up, two flicks in each. */
export async function measureCardScrolls(
  browser: Browser,
  origin: string,
  profiles: readonly ThrottlingProfile[],
  samples: number,
  interrupted: AbortSignal,
): Promise<CardScrollResults> {
  const failures: string[] = [];
  const series: CardScrollSeries[] = [];
  for (const profile of profiles) {
    for (const moment of cardScrollMoments) {
      const scrolls: RowScroll[] = [];
      const blankScrolls: string[] = [];
      // Sample 0 warms the worker and Chromium; it is not counted.
      for (let index = 0; index <= samples && !interrupted.aborted; index += 1) {
        try {
          const sample = await scrollOnce(browser, origin, profile, moment);
          if (index === 0) continue;
          scrolls.push(...sample);
          for (const scroll of sample) if (scroll.blankAtFirstLook.length > 0) blankScrolls.push(describeBlankScroll(index, scroll));
        } catch (error) {
          failures.push(
            `${profile.name} ${moment} sample ${index}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
          );
        }
      }
      series.push({
        profile: profile.name,
        moment,
        blankMs: summarize(scrolls.map((scroll) => scroll.blankMs)),
        checkMs: summarize(scrolls.flatMap((scroll) => scroll.checkMs)),
        logosMs: summarize(scrolls.map((scroll) => scroll.logosMs)),
        blankScrolls,
        scrollsBeforeHydration: scrolls.filter((scroll) => !scroll.hydratedAtScroll).length,
        scrolls: scrolls.length,
        samples,
      });
    }
  }
  return { targetBlankMs: cardScrollTargetBlankMs, series, failures };
}
