// A background save, sent so that it outlives the page: the browser carries a keepalive request on through a reload, a
// link tap or a back navigation, and stores the cookies of its answer, so a change made just before leaving is kept.
import {
  changeIdField,
  isPreferenceIntent,
  preferencesActionPath,
  type PreferencesActionData,
  type UnsentSave,
} from "~/lib/preferences/forms/intents";

/**
 * The bodies of a page's keepalive requests in flight may add up to 64 KiB (the Fetch standard's limit); the card taps'
 * beacons share it with a few bytes each. Beyond it the browser refuses the request outright, which would read as "no
 * connection"; our largest form is about half of it.
 */
export const keepaliveBodyBudget = 60 * 1024;

function isActionAnswer(value: unknown): value is PreferencesActionData {
  if (typeof value !== "object" || value === null || !("kind" in value)) return false;
  if (value.kind === "saved") return "change" in value && (value.change === null || typeof value.change === "string");
  return value.kind === "refused" && "message" in value && typeof value.message === "string" && "field" in value && "intent" in value;
}

/** The action's JSON answer; the worker's guard refuses in plain words (403, 413), which the tab then shows as they are. */
async function readAnswer(response: Response, form: FormData): Promise<PreferencesActionData> {
  if (response.headers.get("content-type")?.startsWith("application/json")) {
    const answer: unknown = await response.json();
    if (isActionAnswer(answer)) return answer;
  } else if (response.status >= 400 && response.status < 500) {
    console.warn(`preferences_save_rejected ${response.status}`);
    const intent = form.get("intent");
    return { kind: "refused", intent: isPreferenceIntent(intent) ? intent : null, field: "form", message: (await response.text()).trim() };
  }
  throw new Error(`preferences_save_unreadable ${response.status}`);
}

/** An upper bound of the form's multipart size: each part adds its boundary and headers (under 200 bytes) to its name and value. */
export function multipartSizeBound(form: FormData): number {
  const encoder = new TextEncoder();
  let size = 0;
  for (const [name, value] of form) {
    size += 200 + encoder.encode(name).byteLength + (typeof value === "string" ? encoder.encode(value).byteLength : value.size);
  }
  return size;
}

/**
 * Where the preferences queue's fetcher submits: the root route (an address without `?index` names the layout, not the
 * dashboard), on every page. Its clientAction (root.tsx) hands the form to `sendPreferenceSave`.
 */
export const queuedSaveRoutePath = "/";

/** The save on its way (the queue sends one at a time), which `sendChangesOnLeaving` takes over. */
let saveOnItsWay: { form: FormData; controller: AbortController } | null = null;

/** Why a save on its way was stopped: the page is being left, and the request that leaves with it carries the change. */
const handedOver = new Error("preferences_save_handed_over");

/**
 * Posts a preferences form to the preferences resource route; `unsent` when it could not reach the worker at all. The
 * request goes out before anything else is awaited, so a page that is being left still sends it.
 */
export async function sendPreferenceSave(form: FormData): Promise<PreferencesActionData | UnsentSave> {
  // Its request was still to be made when the page was left, so it left with the page; its answer's cookies hold it.
  if (handedOverChanges.has(form.get(changeIdField))) return { kind: "saved", change: null };
  const sending = { form, controller: new AbortController() };
  saveOnItsWay = sending;
  let response: Response;
  try {
    // Beyond the budget the browser would refuse a keepalive request outright; a plain one lets the worker answer why.
    response = await fetch(preferencesActionPath, {
      method: "POST",
      body: form,
      keepalive: multipartSizeBound(form) <= keepaliveBodyBudget,
      signal: sending.controller.signal,
    });
  } catch (error) {
    // Handed over, the change is saved with the others, and the answer's cookies hold it; the loaders read them.
    if (sending.controller.signal.reason === handedOver) return { kind: "saved", change: null };
    if (error instanceof TypeError) return { kind: "unsent" };
    throw error;
  } finally {
    if (saveOnItsWay === sending) saveOnItsWay = null;
  }
  return readAnswer(response, form);
}

/**
 * What sends the changes a page is left with (leaving-changes.ts, loaded with the code that makes changes that can
 * wait); it answers false when they could not go.
 */
let changesLeavingWith: ((unsent: readonly FormData[]) => boolean) | null = null;

export function sendChangesOnLeavingWith(send: (unsent: readonly FormData[]) => boolean): void {
  changesLeavingWith = send;
}

/**
 * The ids of the changes that left with the page before their own request was made: the queue's fetcher may still come
 * to send one. Every change the queue sends has an id (change-queue.ts), so a form without one is never among them.
 */
const handedOverChanges = new Set<FormDataEntryValue | null>();

/**
 * Sends every change whose request has not been made as the page is left; `takeUnsent` is told which change is on the
 * wire. None can wait before the code that makes them has loaded.
 */
export function leaveWithUnsentChanges(takeUnsent: (onTheWire: FormDataEntryValue | null) => FormData[]): void {
  if (changesLeavingWith === null) return;
  const unsent = takeUnsent(saveOnItsWay?.form.get(changeIdField) ?? null);
  if (unsent.length === 0 || !changesLeavingWith(unsent)) return;
  for (const form of unsent) handedOverChanges.add(form.get(changeIdField));
}

/** The save on its way, to send again with the changes waiting behind it; `stop` cancels it, its answer then says saved. */
export function saveOnItsWayForm(): { form: FormData; stop: () => void } | null {
  const sending = saveOnItsWay;
  return sending && { form: sending.form, stop: () => sending.controller.abort(handedOver) };
}
