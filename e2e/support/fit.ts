// Whether translated text fits: longer languages (German above all) must not clip a label or push past the screen's edge.
import type { Locator } from "@playwright/test";

/** The texts inside `scope` that are clipped inside their own box or reach past the viewport's left or right edge. */
export function textsThatDoNotFit(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const misfits: string[] = [];
    const elements = root.querySelectorAll("button, a, h1, h2, h3, h4, p, label, input, strong, [role=status], [role=alert]");
    for (const element of elements) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Inline boxes have no client width; block and flex boxes clip what does not fit inside them.
      const clipped = element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
      const beyondEdge = box.left < -0.5 || box.right > window.innerWidth + 0.5;
      if (clipped || beyondEdge) misfits.push(`${element.tagName.toLowerCase()}: ${element.textContent ?? ""}`);
    }
    return misfits;
  });
}
