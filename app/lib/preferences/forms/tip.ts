import { preferenceIntents } from "~/lib/preferences/forms/intents";
import type { Preferences } from "~/lib/preferences/preferences";

/** The settings tip's dismissal, as the page shows it before the action has saved it. */
export function dismissTip(preferences: Preferences): Preferences {
  return preferences.tipDismissed ? preferences : { ...preferences, tipDismissed: true };
}

/** The form that dismisses the tip, for a page that sends it without a form of its own (opening Settings). */
export function dismissTipForm(): FormData {
  const form = new FormData();
  form.set("intent", preferenceIntents.dismissTip);
  return form;
}
