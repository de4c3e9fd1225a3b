// The driver's preferences in the browser: what the worker read from the cookies (the root loader's data), with the
// changes still on their way to the preferences action applied on top, so every change shows at once.
import { useFetcher, useRevalidator } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import {
  answeredChange,
  awaitsSavedPreferences,
  createChangeQueue,
  type FetcherAnswer,
  type PendingChange,
} from "~/lib/preferences/browser/change-queue";
import type { PreferencesActionData, RefusedChange, UnsentSave } from "~/lib/preferences/forms/intents";
import { leaveWithUnsentChanges, queuedSaveRoutePath } from "~/lib/preferences/browser/send-save";
import type { Preferences } from "~/lib/preferences/preferences";
import { dismissTip, dismissTipForm } from "~/lib/preferences/forms/tip";

interface PreferencesContextValue {
  /** The saved preferences with the changes on their way applied. */
  preferences: Preferences;
  /**
   * Sends a preferences form to the action; `apply` shows its effect at once, until the saved preferences arrive. With
   * `supersedes`, the form carries a whole value (an arrangement), so it replaces one of its kind still waiting to be sent.
   */
  submit(form: FormData, apply: PendingChange["apply"], supersedes?: boolean): void;
  /** Dismisses the settings tip for good (its close button, or Settings opened); nothing once it is dismissed. */
  dismissTip(): void;
  /** The last change the action refused (shown where it was made), or null. */
  refused: RefusedChange | null;
  /** True after a change could not be sent (no connection); it is undone, and the driver is told. */
  saveFailed: boolean;
  acknowledgeSaveFailure(): void;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

interface PreferencesProviderProps {
  /** What the worker read from the preference cookies; hydration renders exactly this, so the first paint never changes. */
  savedPreferences: Preferences;
  /** No preference cookie came with the page: a backup holding choices is the head's restore script's to post back. */
  noPreferencesStored: boolean;
  /** The id of the last of this session's changes that the saved preferences hold (the `pp_saved` cookie), or null. */
  savedChangeId: string | null;
  children: ReactNode;
}

export function PreferencesProvider({ savedPreferences, noPreferencesStored, savedChangeId, children }: PreferencesProviderProps) {
  const fetcher = useFetcher<PreferencesActionData | UnsentSave>({ key: "preferences" });
  const [queue] = useState(createChangeQueue);
  const queueState = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  const { pending, refused, saveFailed } = queueState;
  const fetcherBusy = fetcher.state !== "idle";
  // The render that brings the saved preferences holding the change settles it, before the effect below runs.
  const answered = answeredChange(queueState, fetcherBusy, fetcher.data, savedChangeId);
  const revalidator = useRevalidator();
  const reloadSavedPreferences =
    awaitsSavedPreferences(queueState, fetcherBusy, fetcher.data, savedChangeId) && revalidator.state === "idle";

  // Once the change the fetcher carried is in the saved preferences (or was refused), it leaves the queue and the next
  // one goes.
  useEffect(() => {
    const next = queue.follow(fetcherBusy, fetcher.data, savedChangeId);
    if (next !== null) fetcher.submit(next.form, { method: "post", action: queuedSaveRoutePath });
  }, [queue, fetcher, fetcherBusy, pending, savedChangeId]);

  // Saved, but the loaders that bring it were cancelled by a navigation that started while they ran (Settings opened
  // at once, which loads nothing): they are asked again, once an answer, so the page never goes back to what it showed
  // before (a browser that keeps no cookie never names the change, and must not be asked forever).
  const reloadedFor = useRef<FetcherAnswer>(undefined);
  useEffect(() => {
    if (!reloadSavedPreferences || reloadedFor.current === fetcher.data) return;
    reloadedFor.current = fetcher.data;
    revalidator.revalidate();
  }, [reloadSavedPreferences, revalidator, fetcher.data]);

  // A change not yet sent when the page is left (a reload, a link, back) goes with the one on its way, kept alive.
  useEffect(() => {
    const leave = () => leaveWithUnsentChanges(queue.takeUnsent);
    addEventListener("pagehide", leave);
    return () => removeEventListener("pagehide", leave);
  }, [queue]);

  // The backup is never urgent: its writer loads after the page, and only the saved preferences are backed up.
  useEffect(() => {
    import("~/lib/preferences/backup/backup")
      .then(({ backUpPreferences, backUpWithoutCookies, browserBackupStorage }) =>
        (noPreferencesStored ? backUpWithoutCookies : backUpPreferences)(savedPreferences, browserBackupStorage),
      )
      .catch(() => console.warn("preferences_backup_failed"));
  }, [savedPreferences, noPreferencesStored]);

  const submit = useCallback(
    (form: FormData, apply: PendingChange["apply"], supersedes = false) => queue.add({ form, apply }, supersedes),
    [queue],
  );

  const preferences = useMemo(
    () => pending.filter((change) => change !== answered).reduce((shown, change) => change.apply(shown, change.form), savedPreferences),
    [pending, answered, savedPreferences],
  );
  const tipDismissed = preferences.tipDismissed;
  const dismissSettingsTip = useCallback(() => {
    if (!tipDismissed) submit(dismissTipForm(), dismissTip);
  }, [tipDismissed, submit]);
  const value = useMemo(
    () => ({
      preferences,
      submit,
      dismissTip: dismissSettingsTip,
      refused,
      saveFailed,
      acknowledgeSaveFailure: queue.acknowledgeSaveFailure,
    }),
    [preferences, submit, dismissSettingsTip, refused, saveFailed, queue],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (value === null) throw new Error("usePreferences must be used inside PreferencesProvider");
  return value;
}
