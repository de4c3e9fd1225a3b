// The preference changes on their way to the action, one at a time: each is sent after the previous one's cookies are
// set, so quick changes on a slow link never undo each other. Kept outside React (PreferencesProvider subscribes to it),
// and driven by the fetcher that sends them.
import type { PreferencesActionData, UnsentSave } from "~/lib/preferences/intents";
import type { Preferences } from "~/lib/preferences/preferences";

/** A change on its way: the form to post, and what it does to the preferences, so the page shows it before the answer. */
export interface PendingChange {
  form: FormData;
  apply: (preferences: Preferences, form: FormData) => Preferences;
}

/** A change the action refused, with its message in the page's language; the tab that made it shows it. */
export type RefusedChange = Extract<PreferencesActionData, { kind: "refused" }>;

export interface ChangeQueueState {
  pending: readonly PendingChange[];
  refused: RefusedChange | null;
  /** True after a change could not be sent (no connection); it is undone, and the driver is told. */
  saveFailed: boolean;
}

export function createChangeQueue() {
  let state: ChangeQueueState = { pending: [], refused: null, saveFailed: false };
  let sending: PendingChange | null = null;
  // The fetcher is seen busy with the change before its idle state means the change was answered.
  let answered = false;
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
    /** Queues a change; with `supersedes`, it replaces a change of its kind that is still waiting (not one being sent). */
    add(change: PendingChange, supersedes: boolean) {
      const waiting = state.pending.at(-1);
      const replaces =
        supersedes && waiting !== undefined && waiting !== sending && waiting.form.get("intent") === change.form.get("intent");
      publish({ pending: [...(replaces ? state.pending.slice(0, -1) : state.pending), change], refused: null });
    },
    /** Call with the fetcher's state: settles the change it answered, then hands over the next one to send, if any. */
    follow(fetcherBusy: boolean, answer: PreferencesActionData | UnsentSave | undefined): PendingChange | null {
      if (fetcherBusy) {
        if (sending !== null) answered = true;
        return null;
      }
      if (sending !== null) {
        if (!answered) return null;
        const settled = sending;
        sending = null;
        answered = false;
        publish({
          pending: state.pending.filter((change) => change !== settled),
          refused: answer?.kind === "refused" ? answer : state.refused,
          saveFailed: state.saveFailed || answer?.kind === "unsent",
        });
      }
      sending = state.pending[0] ?? null;
      return sending;
    },
    acknowledgeSaveFailure() {
      if (state.saveFailed) publish({ saveFailed: false });
    },
  };
}

export type ChangeQueue = ReturnType<typeof createChangeQueue>;
