// React 18 answers a key press or a tap that reaches a page it is still hydrating by hydrating at once, synchronously.
// With Remix's single fetch, the first render waits (suspends) until the page's data is decoded, and a synchronous render
// cannot wait: it fails (React error #345) and the page is never hydrated. So until that render can no longer wait, these
// events are the browser's alone, as before the scripts arrived: links, forms and focus still work, and nothing breaks.

/** The events react-dom 18 hydrates synchronously for when they reach a page it is hydrating (its discreteReplayableEvents). */
export const eventsThatHydrateAtOnce = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
  "submit",
] as const;

/**
 * Keeps those events from every listener of the page while `ready()` is false; the first one after that passes and
 * ends the hold. The window's capture listener runs before React's, which sit on the document; default actions stay.
 */
export function holdInputUntil(ready: () => boolean, target: Window = window): void {
  const hold = (event: Event) => {
    if (!ready()) {
      event.stopImmediatePropagation();
      return;
    }
    for (const type of eventsThatHydrateAtOnce) target.removeEventListener(type, hold, true);
  };
  for (const type of eventsThatHydrateAtOnce) target.addEventListener(type, hold, true);
}
