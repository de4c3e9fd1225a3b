// The preference changes on their way to the action, one at a time: each is sent after the previous one's cookies are
// set, so quick changes on a slow link never undo each other. Kept outside React (PreferencesProvider subscribes to it),
// and driven by the fetcher that sends them.
import { changeIdField, type PreferencesActionData, type RefusedChange, type UnsentSave } from "~/lib/preferences/forms/intents";
import type { Preferences } from "~/lib/preferences/preferences";

/** A change on its way: the form to post, and what it does to the preferences, so the page shows it before the answer. */
export interface PendingChange {
  form: FormData;
  apply: (preferences: Preferences, form: FormData) => Preferences;
}

/** What the fetcher holds from the last change it carried. */
export type FetcherAnswer = PreferencesActionData | UnsentSave | undefined;

export interface ChangeQueueState {
  pending: readonly PendingChange[];
  /** The change the fetcher carries, with the answer the fetcher held before it: a new answer is this change's. */
  sending: { change: PendingChange; previousAnswer: FetcherAnswer } | null;
  refused: RefusedChange | null;
  /** True after a change could not be sent (no connection); it is undone, and the driver is told. */
  saveFailed: boolean;
}

/**
 * The change the fetcher has answered, once the saved preferences hold it (or it was refused or unsent), or null while it
 * is still on its way. A saved change is held once the root loader says its cookies hold it (`savedChangeId`, the
 * session cookie its answer set): from that very render, applying it on top once more would show it twice (a service
 * added twice, under a second id). Until then it is still applied on top, as the loaders may not have run again: a
 * navigation that starts while they run (Settings opened at once) cancels them.
 */
export function answeredChange(
  state: ChangeQueueState,
  fetcherBusy: boolean,
  answer: FetcherAnswer,
  savedChangeId: string | null,
): PendingChange | null {
  if (fetcherBusy || state.sending === null || answer === state.sending.previousAnswer) return null;
  if (answer?.kind === "saved" && state.sending.change.form.get(changeIdField) !== savedChangeId) return null;
  return state.sending.change;
}

/** True while the fetcher has an answer that saved its change but the saved preferences do not hold it yet. */
export function awaitsSavedPreferences(
  state: ChangeQueueState,
  fetcherBusy: boolean,
  answer: FetcherAnswer,
  savedChangeId: string | null,
): boolean {
  if (fetcherBusy || state.sending === null || answer === state.sending.previousAnswer || answer?.kind !== "saved") return false;
  return answeredChange(state, fetcherBusy, answer, savedChangeId) === null;
}

export function createChangeQueue() {
  let state: ChangeQueueState = { pending: [], sending: null, refused: null, saveFailed: false };
  const listeners = new Set<() => void>();

  function publish(next: Partial<ChangeQueueState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getState: () => state,
    /**
     * Queues a change, named so the worker can tell whether its cookies hold it; with `supersedes`, it replaces a change
     * of its kind that is still waiting (not one being sent).
     */
    add(change: PendingChange, supersedes: boolean) {
      change.form.set(changeIdField, crypto.randomUUID());
      const waiting = state.pending.at(-1);
      const replaces =
        supersedes &&
        waiting !== undefined &&
        waiting !== state.sending?.change &&
        waiting.form.get("intent") === change.form.get("intent");
      publish({ pending: [...(replaces ? state.pending.slice(0, -1) : state.pending), change], refused: null });
    },
    /** Call with the fetcher's state: settles the change it answered, then hands over the next one to send, if any. */
    follow(fetcherBusy: boolean, answer: FetcherAnswer, savedChangeId: string | null): PendingChange | null {
      if (fetcherBusy) return null;
      const settled = answeredChange(state, fetcherBusy, answer, savedChangeId);
      if (state.sending !== null && settled === null) return null;
      const pending = state.pending.filter((change) => change !== settled);
      const next = pending[0] ?? null;
      if (settled === null && next === null) return null;
      publish({
        pending,
        sending: next === null ? null : { change: next, previousAnswer: answer },
        refused: answer?.kind === "refused" && settled !== null ? answer : state.refused,
        saveFailed: state.saveFailed || (answer?.kind === "unsent" && settled !== null),
      });
      return next;
    },
    /**
     * The page is being left: every change not yet on the wire goes with the one that is (send-save.ts). That includes
     * the change the fetcher carries while its request has still to be made, which would otherwise be lost with the
     * page. The queue keeps only the fetcher's change, until its answer settles it.
     */
    takeUnsent(onTheWire: FormDataEntryValue | null): FormData[] {
      const unsent = state.pending.filter((change) => change.form.get(changeIdField) !== onTheWire);
      if (unsent.length > 0) publish({ pending: state.pending.filter((change) => change === state.sending?.change) });
      return unsent.map((change) => change.form);
    },
    acknowledgeSaveFailure() {
      if (state.saveFailed) publish({ saveFailed: false });
    },
  };
}
