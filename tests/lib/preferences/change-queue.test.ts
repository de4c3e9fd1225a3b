import { describe, expect, it } from "vitest";
import { answeredChange, awaitsSavedPreferences, createChangeQueue, type PendingChange } from "~/lib/preferences/browser/change-queue";
import type { Preferences } from "~/lib/preferences/preferences";

/** The id the queue gave a change: the one the saved preferences name once their cookies hold it. */
function idOf(queued: PendingChange): string {
  return String(queued.form.get("changeId"));
}

function change(intent: string, apply: PendingChange["apply"] = (preferences) => preferences): PendingChange {
  const form = new FormData();
  form.set("intent", intent);
  return { form, apply };
}

/** A queue holding a sources change and a locale change, the first handed to the fetcher. */
function queueSendingFirstOfTwo() {
  const queue = createChangeQueue();
  const first = change("sources");
  const second = change("locale");
  queue.add(first, false);
  queue.add(second, false);
  expect(queue.follow(false, undefined, null)).toBe(first);
  return { queue, first, second };
}

describe("the preference change queue", () => {
  it("sends one change at a time, the next only once the fetcher has been busy with the first and is idle again", () => {
    const { queue, first, second } = queueSendingFirstOfTwo();
    // The fetcher has not started yet: still idle with nothing answered, so nothing settles and nothing else goes.
    expect(queue.follow(false, undefined, null)).toBeNull();
    expect(queue.getState().pending).toEqual([first, second]);
    expect(queue.follow(true, undefined, null)).toBeNull();
    expect(queue.follow(false, { kind: "saved", change: "sources" }, idOf(first))).toBe(second);
    expect(queue.getState().pending).toEqual([second]);
    queue.follow(true, undefined, idOf(first));
    expect(queue.follow(false, { kind: "saved", change: "locale" }, idOf(second))).toBeNull();
    expect(queue.getState().pending).toEqual([]);
  });

  it("knows the change answered from the render that brings its answer, even when no render saw the fetcher busy", () => {
    const queue = createChangeQueue();
    const first = change("sources");
    const second = change("locale");
    const earlier = { kind: "saved", change: "display" } as const;
    queue.add(first, false);
    queue.add(second, false);
    expect(queue.follow(false, earlier, null)).toBe(first);
    // Idle with the answer it had before sending: the change has not gone yet.
    expect(answeredChange(queue.getState(), false, earlier, null)).toBeNull();
    const answer = { kind: "saved", change: "sources" } as const;
    expect(answeredChange(queue.getState(), true, answer, idOf(first))).toBeNull();
    expect(answeredChange(queue.getState(), false, answer, idOf(first))).toBe(first);
    expect(queue.follow(false, answer, idOf(first))).toBe(second);
    expect(answeredChange(queue.getState(), false, answer, idOf(first))).toBeNull();
  });

  it("keeps a saved change on top until the saved preferences hold it: the loaders that bring them may have been cancelled", () => {
    const { queue, first, second } = queueSendingFirstOfTwo();
    queue.follow(true, undefined, null);
    const answer = { kind: "saved", change: "sources" } as const;
    // Answered, but the saved preferences still say the change before it was the last they hold.
    expect(answeredChange(queue.getState(), false, answer, "an-earlier-change")).toBeNull();
    expect(awaitsSavedPreferences(queue.getState(), false, answer, "an-earlier-change")).toBe(true);
    expect(queue.follow(false, answer, "an-earlier-change")).toBeNull();
    expect(queue.getState().pending).toEqual([first, second]);
    // The loaders ran again: the change is held, it settles and the next one goes.
    expect(awaitsSavedPreferences(queue.getState(), false, answer, idOf(first))).toBe(false);
    expect(queue.follow(false, answer, idOf(first))).toBe(second);
    expect(queue.getState().pending).toEqual([second]);
  });

  it("settles a refused or unsent change at once: no saved preferences will hold it", () => {
    for (const answer of [{ kind: "refused", intent: "locale", field: "language", message: "no" }, { kind: "unsent" }] as const) {
      const queue = createChangeQueue();
      const only = change("locale");
      queue.add(only, false);
      queue.follow(false, undefined, null);
      queue.follow(true, undefined, null);
      expect(awaitsSavedPreferences(queue.getState(), false, answer, null)).toBe(false);
      expect(answeredChange(queue.getState(), false, answer, null)).toBe(only);
    }
  });

  it("names every change it queues, so the worker can tell whether its cookies hold it", () => {
    const queue = createChangeQueue();
    const [first, second] = [change("sources"), change("locale")];
    queue.add(first, false);
    queue.add(second, false);
    const [firstId, secondId] = [first.form.get("changeId"), second.form.get("changeId")];
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondId).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondId).not.toBe(firstId);
  });

  it("hands the waiting changes over when the page is left, keeping the one on its way until its answer settles it", () => {
    const queue = createChangeQueue();
    const [first, second, third] = [change("sources"), change("locale"), change("display")];
    for (const queued of [first, second, third]) queue.add(queued, false);
    expect(queue.follow(false, undefined, null)).toBe(first);
    const onTheWire = idOf(first);
    expect(queue.takeUnsent(onTheWire)).toEqual([second.form, third.form]);
    expect(queue.getState().pending).toEqual([first]);
    expect(queue.takeUnsent(onTheWire)).toEqual([]);
    queue.follow(true, undefined, null);
    // The request that left with the page saved them all, in order: the last of them is what the cookies name.
    expect(queue.follow(false, { kind: "saved", change: null }, idOf(first))).toBeNull();
    expect(queue.getState().pending).toEqual([]);
  });

  it("hands over the fetcher's change too while its request has still to be made, and keeps it until its answer settles it", () => {
    const queue = createChangeQueue();
    const [first, second] = [change("display"), change("locale")];
    queue.add(first, false);
    queue.add(second, false);
    expect(queue.follow(false, undefined, null)).toBe(first);
    expect(queue.takeUnsent(null)).toEqual([first.form, second.form]);
    expect(queue.getState().pending).toEqual([first]);
    queue.follow(true, undefined, null);
    expect(queue.follow(false, { kind: "saved", change: null }, idOf(first))).toBeNull();
    expect(queue.getState().pending).toEqual([]);
  });

  it("lets a newer arrangement replace one still waiting, never the one being sent", () => {
    const queue = createChangeQueue();
    const sending = change("order");
    queue.add(sending, true);
    expect(queue.follow(false, undefined, null)).toBe(sending);
    const waiting = change("order");
    const newest = change("order");
    queue.add(waiting, true);
    queue.add(newest, true);
    expect(queue.getState().pending).toEqual([sending, newest]);
    queue.add(change("locale"), true);
    expect(queue.getState().pending).toHaveLength(3);
  });

  it("keeps a refusal to show where the change was made, and drops the refused change", () => {
    const queue = createChangeQueue();
    queue.add(change("add-service"), false);
    queue.follow(false, undefined, null);
    queue.follow(true, undefined, null);
    const refusal = { kind: "refused", intent: "add-service", field: "url", message: "“Address” was not saved" } as const;
    queue.follow(false, refusal, null);
    expect(queue.getState()).toMatchObject({ pending: [], refused: refusal, saveFailed: false });
    queue.add(change("locale"), false);
    expect(queue.getState().refused).toBeNull();
  });

  it("says so when a change could not be sent, until the driver acknowledges it", () => {
    const queue = createChangeQueue();
    queue.add(change("dismiss-tip"), false);
    queue.follow(false, undefined, null);
    queue.follow(true, undefined, null);
    queue.follow(false, { kind: "unsent" }, null);
    expect(queue.getState()).toMatchObject({ pending: [], saveFailed: true });
    queue.acknowledgeSaveFailure();
    expect(queue.getState().saveFailed).toBe(false);
  });

  it("tells its subscribers about every change to what the page shows", () => {
    const queue = createChangeQueue();
    let notified = 0;
    const unsubscribe = queue.subscribe(() => (notified += 1));
    const hideYouTube = (preferences: Preferences) => ({ ...preferences, hiddenSourceIds: ["youtube"] });
    queue.add(change("sources", hideYouTube), false);
    expect(notified).toBe(1);
    unsubscribe();
    queue.add(change("locale"), false);
    expect(notified).toBe(1);
  });
});
