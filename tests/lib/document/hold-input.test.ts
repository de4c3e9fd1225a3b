import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventsThatHydrateAtOnce, holdInputUntil } from "~/lib/document/hold-input";

describe("holdInputUntil", () => {
  let ready = false;
  const heard: string[] = [];
  const listen = (event: Event) => heard.push(event.type);

  beforeEach(() => {
    ready = false;
    heard.length = 0;
    holdInputUntil(() => ready);
    for (const type of [...eventsThatHydrateAtOnce, "focusin"]) document.addEventListener(type, listen);
  });

  afterEach(() => {
    // The first event once ready ends the hold.
    ready = true;
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    for (const type of [...eventsThatHydrateAtOnce, "focusin"]) document.removeEventListener(type, listen);
  });

  it("keeps keys and taps from the document's listeners, never from the browser, until the page is ready", () => {
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    document.body.dispatchEvent(tab);
    for (const type of eventsThatHydrateAtOnce) document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(heard).toEqual([]);
    expect(tab.defaultPrevented).toBe(false);

    ready = true;
    document.body.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    // Once one has passed, the hold is gone for good.
    ready = false;
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(heard).toEqual(["click", "keydown"]);
  });

  it("leaves focus alone: it still moves, and React replays it once hydrated", () => {
    document.body.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(heard).toEqual(["focusin"]);
  });
});
