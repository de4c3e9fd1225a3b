import { expect, type Locator, type Page } from "@playwright/test";
import { PNG } from "pngjs";

/** The part of the window a screenshot takes, in CSS pixels. */
interface Band {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a card shows in the viewport, clear of its row's fade and rounded corners, with its colour and the element drawn at its middle. */
interface CardInView {
  name: string;
  /** The card's place among its row's cards, from 0. */
  position: number;
  /** The visible part of the card in CSS pixels from the band's top left, inset past its rounded corners. */
  region: { left: number; top: number; width: number; height: number };
  background: [number, number, number];
  /** Whether the element at the middle of that region is the card or inside it (false: something overlaps the card). */
  ownsItsMiddle: boolean;
}

/** A card needs this much of its visible part inset from each edge: its rounded corners show the page's colour, not the card's. */
const cornerInset = 12;
/**
 * Whether a card's drawing (its `svg.pp-card-logo` mark or `svg.pp-card-icon` app icon) has arrived: both are drawn by reference
 * into the region's sprite, and the `<use>` has an empty box until the sprite has arrived with the drawing's id in it, and for
 * good if the sprite fails or lacks the id.
 */
export function drawingHasArrived(drawing: Locator): Promise<boolean> {
  return drawing.evaluate((element) => (element.querySelector("use")?.getBBox().width ?? 0) > 0);
}

/** A pixel counts as drawn (logo or text) when its channels differ from the card's colour by this much in all. */
const drawnPixelDistance = 60;
/** A card shows something when this share of its visible pixels is drawn: a name of three letters in the compact size clears it. */
const minimumDrawnShare = 0.004;

/**
 * The cards of one row that a driver sees now: those whose middle is inside the viewport and the row's scroller, left of the
 * fade over its end. The edge of the next card, which shows only its colour, is how a row says it scrolls, not a blank card.
 */
function cardsInView(row: Locator): Promise<{ cards: CardInView[]; band: Band; scale: number; scrollsSideways: boolean }> {
  return row.evaluate((scroller, cornerInset) => {
    const rowBox = scroller.getBoundingClientRect();
    const fadeWidth = parseFloat(getComputedStyle(scroller.parentElement ?? scroller, "::after").width) || 0;
    const visibleRight = Math.min(rowBox.right - fadeWidth, innerWidth);
    const band = {
      x: 0,
      y: Math.max(rowBox.top, 0),
      width: innerWidth,
      height: Math.min(rowBox.bottom, innerHeight) - Math.max(rowBox.top, 0),
    };
    const cards = [...scroller.querySelectorAll<HTMLElement>(".pp-card")].flatMap((card, position) => {
      const box = card.getBoundingClientRect();
      const middleX = box.left + box.width / 2;
      const middleY = box.top + box.height / 2;
      if (middleX < Math.max(rowBox.left, 0) || middleX > visibleRight || middleY < 0 || middleY > innerHeight) return [];
      const left = Math.max(box.left, rowBox.left, 0) + cornerInset;
      const right = Math.min(box.right, visibleRight) - cornerInset;
      const top = Math.max(box.top, band.y) + cornerInset;
      const bottom = Math.min(box.bottom, band.y + band.height) - cornerInset;
      const channels = (getComputedStyle(card).backgroundColor.match(/\d+/g) ?? []).map(Number);
      const middle = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      return [
        {
          name: card.getAttribute("aria-label") || card.textContent || "?",
          position,
          region: { left, top: top - band.y, width: right - left, height: bottom - top },
          background: [channels[0] ?? 0, channels[1] ?? 0, channels[2] ?? 0] as [number, number, number],
          ownsItsMiddle: middle !== null && card.contains(middle),
        },
      ];
    });
    const scrollsSideways = scrollX !== 0 || document.documentElement.scrollWidth > innerWidth;
    return { cards, band, scale: devicePixelRatio, scrollsSideways };
  }, cornerInset);
}

/** The share of the region's pixels that differ clearly from the card's colour: a blank tile has none. */
function drawnShare(screenshot: PNG, scale: number, { region, background }: CardInView): number {
  const left = Math.ceil(region.left * scale);
  const top = Math.ceil(region.top * scale);
  const right = Math.min(Math.floor((region.left + region.width) * scale), screenshot.width);
  const bottom = Math.min(Math.floor((region.top + region.height) * scale), screenshot.height);
  let drawn = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const offset = (y * screenshot.width + x) * 4;
      const distance =
        Math.abs((screenshot.data[offset] ?? 0) - background[0]) +
        Math.abs((screenshot.data[offset + 1] ?? 0) - background[1]) +
        Math.abs((screenshot.data[offset + 2] ?? 0) - background[2]);
      if (distance >= drawnPixelDistance) drawn += 1;
    }
  }
  return drawn / Math.max(1, (right - left) * (bottom - top));
}

interface ViewFaults {
  /** Cards in view that show neither a logo nor a name, with how much of them is drawn. */
  blank: string[];
  /** Cards in view that something else covers. */
  overlapped: string[];
  scrollsSideways: boolean;
}

/** One look at a row as a driver sees it now: its cards in view, and those of them that show neither a logo nor a name. */
async function readRowView(page: Page, row: Locator): Promise<{ cards: CardInView[]; blank: string[]; scrollsSideways: boolean }> {
  const { cards, band, scale, scrollsSideways } = await cardsInView(row);
  // Only the row's band of the window is read: its cards are all in it, and a smaller picture is quicker to take and decode.
  const screenshot = PNG.sync.read(await page.screenshot({ clip: band }));
  return {
    cards,
    blank: cards.flatMap((card) => {
      const share = drawnShare(screenshot, scale, card);
      return share < minimumDrawnShare ? [`${card.name} (${(share * 100).toFixed(2)}% drawn on rgb(${card.background.join(", ")}))`] : [];
    }),
    scrollsSideways,
  };
}

/**
 * The pixel check alone, once (the bench times how long a card scrolled into view stays blank): the cards of the row in
 * view now, by their place in the row, and the names of those that show neither a logo nor a name.
 */
export async function blankCardsInView(page: Page, row: Locator): Promise<{ inView: number[]; blank: string[] }> {
  const { cards, blank } = await readRowView(page, row);
  return { inView: cards.map((card) => card.position), blank };
}

/** What is wrong with the view a driver has of one row now, and the names of the cards in it. */
async function faultsInView(page: Page, row: Locator): Promise<ViewFaults & { seen: string[] }> {
  const { cards, blank, scrollsSideways } = await readRowView(page, row);
  return {
    blank,
    overlapped: cards.filter((card) => !card.ownsItsMiddle).map((card) => card.name),
    scrollsSideways,
    seen: cards.map((card) => card.name),
  };
}

/**
 * Scrolls a row on to the first card whose middle is not yet in view (right of the fade), as far as the row's snapping lets
 * that card start; false once no card is left to the right.
 */
function scrollRowOn(row: Locator): Promise<boolean> {
  return row.evaluate((scroller) => {
    const fadeWidth = parseFloat(getComputedStyle(scroller.parentElement ?? scroller, "::after").width) || 0;
    const visibleRight = Math.min(scroller.getBoundingClientRect().right - fadeWidth, innerWidth);
    const next = [...scroller.querySelectorAll<HTMLElement>(".pp-card")].find((card) => {
      const box = card.getBoundingClientRect();
      return box.left + box.width / 2 > visibleRight;
    });
    if (next === undefined) return false;
    const before = scroller.scrollLeft;
    next.scrollIntoView({ inline: "start", block: "nearest", behavior: "instant" });
    return scroller.scrollLeft > before;
  });
}

/**
 * Walks the page to each row and every row to its end, as a driver would, and checks each view: every card in it shows a
 * logo or its name, nothing overlaps it, and the page never scrolls sideways. Returns the names of every card seen.
 */
export async function expectEveryCardShowsItself(page: Page): Promise<string[]> {
  const seen = new Set<string>();
  const rows = page.locator(".pp-category-cards");
  const rowCount = await rows.count();
  expect(rowCount, "the dashboard shows no row").toBeGreaterThan(0);
  for (let index = 0; index < rowCount; index += 1) {
    const row = rows.nth(index);
    await row.scrollIntoViewIfNeeded();
    let step = 0;
    do {
      const faultless: ViewFaults = { blank: [], overlapped: [], scrollsSideways: false };
      await expect
        .poll(
          () =>
            faultsInView(page, row).then(({ seen: inView, ...faults }) => {
              for (const name of inView) seen.add(name);
              return faults;
            }),
          { message: `row ${index + 1}, view ${step + 1}: blank or overlapped cards, or a page that scrolls sideways` },
        )
        .toEqual(faultless);
      step += 1;
    } while (await scrollRowOn(row));
  }
  return [...seen];
}

/**
 * Where a card's drawing lies within it, from its pixels: the box around every pixel that differs clearly from the card's
 * colour (past its rounded corners), in CSS pixels from the card's top left.
 */
export async function drawnBoxOf(page: Page, card: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const { box, background, scale } = await card.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const channels = (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return {
      box: { x, y, width, height },
      background: [channels[0] ?? 0, channels[1] ?? 0, channels[2] ?? 0],
      scale: devicePixelRatio,
    };
  });
  const screenshot = PNG.sync.read(await page.screenshot({ clip: box }));
  const inset = Math.ceil(cornerInset * scale);
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = inset; y < screenshot.height - inset; y += 1) {
    for (let x = inset; x < screenshot.width - inset; x += 1) {
      const offset = (y * screenshot.width + x) * 4;
      const distance =
        Math.abs((screenshot.data[offset] ?? 0) - (background[0] ?? 0)) +
        Math.abs((screenshot.data[offset + 1] ?? 0) - (background[1] ?? 0)) +
        Math.abs((screenshot.data[offset + 2] ?? 0) - (background[2] ?? 0));
      if (distance < drawnPixelDistance) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x + 1), Math.max(bottom, y + 1)];
    }
  }
  if (right < left) throw new Error("the card shows nothing but its colour");
  return { x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale };
}
