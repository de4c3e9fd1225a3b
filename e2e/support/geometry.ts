// Where things are on screen: boxes, whether two cover each other, and what a driver sees outside an overlay.
import type { Locator } from "@playwright/test";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ContentBox {
  label: string;
  box: Box;
}

/** The locator's bounding box; it must be laid out. */
export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not laid out`);
  return found;
}

/** True when the two boxes share an area; boxes that only touch at an edge do not cover each other. */
export function overlaps(a: Box, b: Box): boolean {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0.5 && height > 0.5;
}

/**
 * Every control, image and line of text on screen outside the given overlays and their ancestors, each cut to the part that
 * shows: inside the viewport and inside every ancestor that clips its overflow (a card scrolled out of its row shows nothing).
 */
export function onScreenContent(overlays: Locator): Promise<ContentBox[]> {
  return overlays.evaluateAll((excluded) => {
    const nothing = new DOMRect(0, 0, 0, 0);
    const cut = (a: DOMRect, b: DOMRect) => {
      const left = Math.max(a.left, b.left);
      const top = Math.max(a.top, b.top);
      return new DOMRect(left, top, Math.max(0, Math.min(a.right, b.right) - left), Math.max(0, Math.min(a.bottom, b.bottom) - top));
    };
    const shownPart = (rect: DOMRect, element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return nothing;
      let part = cut(rect, new DOMRect(0, 0, document.documentElement.clientWidth, document.documentElement.clientHeight));
      for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        // Only visually hidden text (screen-reader headings) sets `clip`, and it clips to nothing.
        if (style.clip !== "auto") return nothing;
        if (style.overflowX !== "visible" || style.overflowY !== "visible") part = cut(part, ancestor.getBoundingClientRect());
      }
      return part;
    };
    const isExcluded = (node: Node) => excluded.some((overlay) => overlay.contains(node) || node.contains(overlay));
    const found: { label: string; box: Box }[] = [];
    const add = (label: string, rect: DOMRect, element: Element) => {
      const part = shownPart(rect, element);
      if (part.width > 0 && part.height > 0) found.push({ label, box: { x: part.x, y: part.y, width: part.width, height: part.height } });
    };

    const controls = "a[href], button, input:not([type=hidden]), select, textarea, [role=button], img, svg";
    for (const element of document.body.querySelectorAll(controls)) {
      if (isExcluded(element)) continue;
      const name = element.getAttribute("aria-label") || element.getAttribute("alt") || element.textContent?.trim() || "";
      add(`${element.tagName.toLowerCase()} "${name}"`, element.getBoundingClientRect(), element);
    }

    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest("script, style, noscript, template") || isExcluded(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) add(`text "${node.textContent.trim()}"`, line, parent);
    }
    return found;
  });
}
