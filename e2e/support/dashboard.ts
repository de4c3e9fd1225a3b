import type { BrowserContext, Locator, Page } from "@playwright/test";
import { sourceIds, sources, type SourceId } from "../../app/data/sources";

interface FlashRecord {
  removedCards: string[];
  /** Each layout shift without recent input: its score, and what moved from where to where, so a failure names its cause. */
  layoutShifts: string[];
}

declare global {
  interface Window {
    ppFlashes?: FlashRecord;
  }
}

export const hiddenSourcesKey = "hiddenSources";
export const settingsTipKey = "hide-settings-tip";

/** The sources the default region's dashboard (the US, with no regional pack) shows, in catalogue order. */
export const usSourceIds: readonly SourceId[] = sourceIds.filter((id) => sources[id].regions.includes("us"));

/** Names of the cards the catalogue says should show when these sources are hidden, in page order. */
export function visibleNamesWithout(hidden: readonly SourceId[]): string[] {
  return usSourceIds.filter((id) => !hidden.includes(id)).map((id) => sources[id].name);
}

/** Accessible names of the dashboard's cards, in page order. */
export async function cardNames(page: Page): Promise<string[]> {
  return page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.textContent || ""));
}

/** The stored hidden-sources map, or its raw text while it is not JSON (a corrupt backup not yet rewritten). */
export async function storedHiddenMap(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const stored = localStorage.getItem(key);
    if (stored === null) return null;
    try {
      return JSON.parse(stored);
    } catch {
      return stored;
    }
  }, hiddenSourcesKey);
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** Writes localStorage on the page's origin and reloads, so the next document starts from those values. */
export async function reloadWithStorage(page: Page, items: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  await page.reload();
}

/** The toolbar's settings button (a link to `/?settings`), named "Settings" or "Settings, N hidden". */
export function settingsButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Settings/ });
}

/** Opens the settings dialog and waits for its on-demand code. */
export async function openSettings(page: Page) {
  await settingsButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Application Settings" });
  await dialog.waitFor();
  return dialog;
}

/** Records card links React removes and layout shifts, from before the first byte of the document is parsed. */
export async function watchForFlashes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removedCards: string[] = [];
    const layoutShifts: string[] = [];
    window.ppFlashes = { removedCards, layoutShifts };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          for (const card of [node, ...node.querySelectorAll("a")].filter((element) => element.matches(".pp-card"))) {
            removedCards.push(card.textContent || "?");
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
    interface LayoutShiftSource {
      node: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    const place = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
    const describe = (node: Node | null) =>
      node instanceof Element ? node.outerHTML.slice(0, 100) : node === null ? "(removed)" : `text "${node.textContent?.slice(0, 40)}"`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: LayoutShiftSource[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (source) => `${describe(source.node)} ${place(source.previousRect)} → ${place(source.currentRect)}`,
        );
        layoutShifts.push(`${entry.value.toExponential(2)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const restoreCoverKey = "pp-e2e-restore-cover";

/**
 * Records, for each document of the tab, whether the dashboard was covered (html[data-pp-restoring], which hides
 * `.pp-main`) when it was parsed: the head's restore script must set it before the default dashboard could paint.
 */
export async function watchForRestoreCover(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    new MutationObserver((_records, observer) => {
      if (document.querySelector(".pp-main") === null) return;
      observer.disconnect();
      const covered = document.documentElement.hasAttribute("data-pp-restoring");
      sessionStorage.setItem(key, JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? "[]") as boolean[]), covered]));
    }).observe(document, { childList: true, subtree: true });
  }, restoreCoverKey);
}

/** Whether each document's dashboard was covered when it arrived, oldest first (see `watchForRestoreCover`). */
export async function restoreCovers(page: Page): Promise<boolean[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as boolean[], restoreCoverKey);
}

export async function flashes(page: Page): Promise<{ removedCards: string[]; layoutShifts: string[] }> {
  return page.evaluate(() => {
    if (!window.ppFlashes) throw new Error("watchForFlashes was not installed before the page loaded");
    return { removedCards: window.ppFlashes.removedCards, layoutShifts: window.ppFlashes.layoutShifts };
  });
}
