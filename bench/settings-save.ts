// Issue 21's bench figure: a settings save through the preferences action, from the tap on Save to the dashboard showing
// the change, on a throttled link, with JavaScript (the modal posts through the fetcher; the dashboard changes before the
// answer, and the saved cookies arrive with it) and without (a form post, the 303 and the dashboard's new document).
import type { Browser, Page } from "@playwright/test";
import { setTimeout as sleep } from "node:timers/promises";
import { throttle } from "./page-load.ts";
import type { ThrottlingProfile } from "./profiles.ts";
import { summarize, type Summary } from "./stats.ts";

export interface SettingsSaveResults {
  profile: string;
  samples: number;
  /** Hydrated page: tap → the hidden source's card leaves the dashboard (the change shown before the action answers). */
  withScriptShownMs: Summary | null;
  /** Hydrated page: tap → the action has set the cookies and the loaders have run again (the change saved). */
  withScriptSavedMs: Summary | null;
  /** No JavaScript: tap → the dashboard's new document, without the card, has painted. */
  withoutScriptShownMs: Summary | null;
  failures: string[];
}

const hiddenCard = "YouTube";
const waitMs = 60_000;

/** The time, on the page's own clock, at which a card named `name` is no longer on the dashboard. */
function cardGoneAt(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (cardName) =>
      new Promise<number>((resolve) => {
        const present = () =>
          [...document.querySelectorAll("main .pp-card")].some(
            (card) => (card.getAttribute("aria-label") || card.textContent) === cardName,
          );
        if (!present()) return resolve(performance.now());
        new MutationObserver((_records, observer) => {
          if (present()) return;
          observer.disconnect();
          resolve(performance.now());
        }).observe(document.body, { childList: true, subtree: true });
      }),
    name,
  );
}

async function openThrottled(browser: Browser, origin: string, profile: ThrottlingProfile, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport: { width: 980, height: 560 },
    deviceScaleFactor: 2,
    hasTouch: true,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, profile, []);
  await page.goto(new URL("/?settings", origin).href, { waitUntil: "load", timeout: waitMs });
  return { context, page, cdp };
}

async function saveWithScript(browser: Browser, origin: string, profile: ThrottlingProfile): Promise<{ shownMs: number; savedMs: number }> {
  const { context, page } = await openThrottled(browser, origin, profile, true);
  try {
    const dialog = page.getByRole("dialog", { name: "Application Settings" });
    // Hydrated: the worker-rendered dialog has been opened again as a modal.
    await page.waitForFunction(() => document.querySelector("dialog.pp-dialog")?.matches(":modal") === true, null, { timeout: waitMs });
    await dialog.getByRole("checkbox", { name: hiddenCard, exact: true }).uncheck();
    const saved = page.waitForResponse((response) => response.request().method() === "GET" && response.url().includes(".data"), {
      timeout: waitMs,
    });
    // The tap as the page sees it (Playwright's own checks before the click are not the driver's wait).
    await page.evaluate(() =>
      document.addEventListener("click", () => document.documentElement.setAttribute("data-bench-tap", String(performance.now())), {
        capture: true,
        once: true,
      }),
    );
    await dialog.getByRole("button", { name: "Save" }).click();
    const goneAt = await cardGoneAt(page, hiddenCard);
    await saved;
    const savedAt = await page.evaluate(() => performance.now());
    const tappedAt = Number(await page.locator("html").getAttribute("data-bench-tap"));
    return { shownMs: goneAt - tappedAt, savedMs: savedAt - tappedAt };
  } finally {
    await context.close();
  }
}

async function saveWithoutScript(browser: Browser, origin: string, profile: ThrottlingProfile): Promise<number> {
  const { context, page, cdp } = await openThrottled(browser, origin, profile, false);
  try {
    // Without JavaScript nothing can run in the page, so the browser itself says when the new document first paints.
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const firstLoader = (await cdp.send("Page.getFrameTree")).frameTree.frame.loaderId;
    const painted = new Promise<number>((resolve) =>
      cdp.on("Page.lifecycleEvent", ({ name, loaderId }) => {
        if (name === "firstContentfulPaint" && loaderId !== firstLoader) resolve(Date.now());
      }),
    );
    await page.getByRole("checkbox", { name: hiddenCard, exact: true }).uncheck();
    const tappedAt = Date.now();
    await page.getByRole("button", { name: "Save" }).click();
    const paintedAt = await Promise.race([painted, sleep(waitMs).then(() => Promise.reject(new Error("the dashboard never painted")))]);
    await page.waitForURL((url) => url.pathname === "/" && url.search === "", { timeout: waitMs });
    if ((await page.locator("main .pp-card", { hasText: hiddenCard }).count()) > 0) throw new Error("the saved source still shows");
    return paintedAt - tappedAt;
  } finally {
    await context.close();
  }
}

/** Each sample starts from a fresh browser context (no cookies), so every save is a first save of the same change. */
export async function measureSettingsSave(
  browser: Browser,
  origin: string,
  profile: ThrottlingProfile,
  samples: number,
  interrupted: AbortSignal,
): Promise<SettingsSaveResults> {
  const shown: number[] = [];
  const saved: number[] = [];
  const withoutScript: number[] = [];
  const failures: string[] = [];
  // Sample 0 warms the worker and the browser's cache of nothing (each context is fresh); it is not counted.
  for (let index = 0; index <= samples && !interrupted.aborted; index += 1) {
    try {
      const withScript = await saveWithScript(browser, origin, profile);
      const plain = await saveWithoutScript(browser, origin, profile);
      if (index === 0) continue;
      shown.push(withScript.shownMs);
      saved.push(withScript.savedMs);
      withoutScript.push(plain);
    } catch (error) {
      failures.push(`sample ${index}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    }
  }
  return {
    profile: profile.name,
    samples,
    withScriptShownMs: summarize(shown),
    withScriptSavedMs: summarize(saved),
    withoutScriptShownMs: summarize(withoutScript),
    failures,
  };
}
