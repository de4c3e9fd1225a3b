// The changes a page is left with (a reload, a link, back) before their requests were made: they go with the save on its
// way, if any, in order, in one request the browser keeps alive. Loaded with the code that makes changes that can wait (form-changes.ts), so the
// dashboard's first load carries only the hook (send-save.ts).
import { leavingChangesField, preferencesActionPath } from "~/lib/preferences/forms/intents";
import { keepaliveBodyBudget, multipartSizeBound, saveOnItsWayForm } from "~/lib/preferences/browser/send-save";

/**
 * Stops the save on its way and sends it again with the changes not yet sent, in order, in one keepalive request (the
 * worker skips any its cookies already hold). Two requests would race, and the later answer's cookies would undo the
 * earlier's changes. Changes too big to leave with the page stay behind, with a warning, and the answer is false.
 */
export function sendChangesOnLeaving(unsent: readonly FormData[]): boolean {
  const onItsWay = saveOnItsWayForm();
  const leaving = new FormData();
  for (const change of onItsWay === null ? unsent : [onItsWay.form, ...unsent]) {
    const fields = new URLSearchParams();
    for (const [name, value] of change) if (typeof value === "string") fields.append(name, value);
    leaving.append(leavingChangesField, fields.toString());
  }
  if (multipartSizeBound(leaving) > keepaliveBodyBudget) {
    console.warn("preferences_leaving_too_large");
    return false;
  }
  onItsWay?.stop();
  fetch(preferencesActionPath, { method: "POST", body: leaving, keepalive: true }).catch(() => console.warn("preferences_leaving_unsent"));
  return true;
}
