// What a preferences form asks for, shared by the forms (first-load and on-demand) and the one action that answers them;
// nothing here imports the schema library, so the first load can post a form too.

/**
 * The preferences resource route (routes/preferences.ts), which every preferences form posts to. A post made without
 * JavaScript is answered with a 303 back to where the driver was; the hydrated page's saves (send-save.ts) are plain
 * keepalive requests, answered as JSON.
 */
export const preferencesActionPath = "/preferences";

export const preferenceIntents = {
  sources: "sources",
  addService: "add-service",
  editService: "edit-service",
  removeService: "remove-service",
  locale: "locale",
  display: "display",
  order: "order",
  /** The 'How cards open' tab: each listed card's launch mode, the global switch and the 'Recently opened' switch. */
  launch: "launch",
  dismissTip: "dismiss-tip",
  restore: "restore",
} as const;

export type PreferenceIntent = (typeof preferenceIntents)[keyof typeof preferenceIntents];

const intentValues: readonly string[] = Object.values(preferenceIntents);

export function isPreferenceIntent(value: unknown): value is PreferenceIntent {
  return typeof value === "string" && intentValues.includes(value);
}

/** The two largest backup values a restore post takes (the whole table: restore-limits.ts); a maximal setup is a fraction of each. */
export const maxRestoredSetupLength = 24 * 1024;
export const maxRestoredHiddenLength = 8 * 1024;

/** The largest preferences form the worker takes: a browser's whole backup (restore-script.server.ts) is more than a few fields. */
export const preferenceFormBodyLimit = maxRestoredSetupLength + maxRestoredHiddenLength + 4096;

/**
 * Where a form posted without JavaScript goes once saved (POST/redirect/GET): back to the dashboard, or to its settings
 * tab, which then confirms the change. A form posted by the hydrated page leaves it out and gets the result as data.
 */
export const afterSaveTargets = ["dashboard", "tab"] as const;

export type AfterSaveTarget = (typeof afterSaveTargets)[number];

/** The form field that names the target; its presence is what marks a post made without JavaScript. */
export const afterSaveField = "after";

/** What a save did, so the tab it redirects to can say so in words. */
export const savedChanges = [
  "sources",
  "service-added",
  "service-saved",
  "service-removed",
  "locale",
  "order",
  "launch",
  "display",
  "restored",
] as const;

export type SavedChange = (typeof savedChanges)[number];

export function isSavedChange(value: unknown): value is SavedChange {
  return typeof value === "string" && (savedChanges as readonly string[]).includes(value);
}

/** What the hydrated page gets back from a save (a post without JavaScript is redirected instead). */
export type PreferencesActionData =
  { kind: "saved"; change: SavedChange | null } | { kind: "refused"; intent: PreferenceIntent | null; field: string; message: string };

/** A change the action refused, with its message in the page's language; the tab that made it shows it. */
export type RefusedChange = Extract<PreferencesActionData, { kind: "refused" }>;

/** A save the page could not send at all (no connection); the root's clientAction answers it instead of an error screen. */
export interface UnsentSave {
  kind: "unsent";
}

/**
 * The field that names each background save, so the worker can tell which of a page's changes its cookies already hold
 * (a session cookie names the last one saved): a change sent again as the page is left is never applied twice.
 */
export const changeIdField = "changeId";

/** A change's name: letters, digits and dashes (the browser makes a random UUID). */
export function isChangeId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9-]{1,64}$/.test(value);
}

/**
 * The field of the one request a page sends as it is left with changes still waiting (send-save.ts): each change's form,
 * in the order they were made, as URL-encoded text.
 */
export const leavingChangesField = "leavingChange";
