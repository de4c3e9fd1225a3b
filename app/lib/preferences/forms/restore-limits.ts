// The longest value a restore post takes for each backup key: one table for the restore script the worker inlines and
// the schema that checks the post. Apart from intents.ts, which the first load carries, as only they need it.
import { maxRestoredHiddenLength, maxRestoredSetupLength } from "~/lib/preferences/forms/intents";
import type { BackupKey } from "~/lib/preferences/stored/cookie-codecs";

/**
 * Each backup key (localStorage, `storageKeys`) and the longest value a restore post takes for it, when a browser's
 * cookies were wiped. A tip, language, region, theme or card size is a few characters, and launch modes and recent
 * cards are their cookies' texts, each with room for the formats of every release. The restore script leaves out a
 * longer value, which is damaged; the schema refuses it.
 */
export const maxRestoredLengths = {
  hiddenSources: maxRestoredHiddenLength,
  "hide-settings-tip": 64,
  setup: maxRestoredSetupLength,
  language: 64,
  region: 64,
  launchModes: 2048,
  recentlyOpened: 256,
  theme: 64,
  "card-size": 64,
} as const satisfies Record<BackupKey, number>;
