import type { FormEvent, KeyboardEvent, ReactNode } from "react";
import { afterSaveField, preferencesActionPath, type AfterSaveTarget, type PreferenceIntent } from "~/lib/preferences/forms/intents";
import type { Preferences } from "~/lib/preferences/preferences";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { settingsTabQuery, type SettingsTab } from "~/lib/preferences/settings-tabs";

export interface PreferenceFormProps {
  intent: PreferenceIntent;
  /** Where a post without JavaScript lands once saved: the dashboard, or back on `tab` with its confirmation. */
  after: AfterSaveTarget;
  /** The settings tab the form is on: a refused post without JavaScript renders that tab again with the reason. */
  tab?: SettingsTab;
  /** Extra address parameters that reopen the same form after a refusal (the service being edited). */
  view?: Record<string, string>;
  /** What the form does to the preferences, shown at once while it is on its way. */
  apply: (preferences: Preferences, form: FormData) => Preferences;
  /** Runs after a hydrated page has sent the form (to close an editor, or the dialog). */
  onSent?: (form: FormData) => void;
  /** Checks the form in the browser first; false keeps it from being sent (the form shows why). */
  check?: (form: HTMLFormElement) => boolean;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A preferences form: a real `<form method="post">` to the preferences action, so it works before JavaScript arrives
 * (the action then redirects back), and once hydrated a post through the preferences queue with the change shown at once.
 */
export function PreferenceForm({ intent, after, tab, view, apply, onSent, check, children, ...formProps }: PreferenceFormProps) {
  const { submit } = usePreferences();
  const action = tab === undefined ? preferencesActionPath : `${preferencesActionPath}?${settingsTabQuery(tab, view)}`;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check !== undefined && !check(event.currentTarget)) return;
    const native = event.nativeEvent;
    // The button that sent the form adds its own name and value, as a native post would.
    const submitter =
      "submitter" in native && native.submitter instanceof HTMLButtonElement && native.submitter.form === event.currentTarget
        ? native.submitter
        : null;
    const form = new FormData(event.currentTarget, submitter);
    // The hydrated page takes the answer as data and stays where it is.
    form.delete(afterSaveField);
    submit(form, apply);
    onSent?.(form);
  }

  return (
    <form method="post" action={action} {...formProps} onSubmit={send}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={afterSaveField} value={after} />
      {children}
    </form>
  );
}
