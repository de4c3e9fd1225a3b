// What a preferences form does, worked out in the browser with the action's own schema and rules (apply-form.ts), so
// the page shows a change exactly as it will be saved. Loaded with the settings dialog and arrange mode, never on the first load.
import { parseWithZod } from "@conform-to/zod/v4";
import { applyPreferenceForm } from "~/lib/preferences/forms/apply-form";
import { preferenceIntents } from "~/lib/preferences/forms/intents";
import type { Preferences } from "~/lib/preferences/preferences";
import { preferenceFormSchema } from "~/lib/preferences/forms/schemas";
import { storedOrder } from "~/lib/preferences/setup/order";
import type { DashboardRow } from "~/lib/preferences/setup/rows";
import type { CustomService } from "~/lib/preferences/setup/services";
import { serializeSetup, type BackupChoices, type Setup } from "~/lib/preferences/stored/setup-format";
import type { LocaleChoice } from "~/lib/i18n/languages";
import type { RecentCards } from "~/lib/links/recent-cards";
import { encodeLaunchChoices, encodeRecentCards, storageKeys } from "~/lib/preferences/stored/cookie-codecs";
import { sendChangesOnLeaving } from "~/lib/preferences/browser/leaving-changes";
import { sendChangesOnLeavingWith } from "~/lib/preferences/browser/send-save";

// Every change that can wait behind another is made with this module's applyFormData, so from here on a page that is
// left sends its waiting changes with the save on its way.
sendChangesOnLeavingWith(sendChangesOnLeaving);

/** The preferences after `form`, or as they were when the form would be refused (the action then says why). */
export function applyFormData(preferences: Preferences, form: FormData): Preferences {
  const submission = parseWithZod(form, { schema: preferenceFormSchema });
  if (submission.status !== "success") return preferences;
  const applied = applyPreferenceForm(preferences, submission.value);
  return applied.kind === "saved" ? applied.preferences : preferences;
}

/** The form that saves an arrangement, in its stored form (only what differs from the release's order). */
export function orderFormData(rows: readonly DashboardRow[] | null, services: readonly CustomService[]): FormData {
  const form = new FormData();
  form.set("intent", preferenceIntents.order);
  const order = storedOrder(rows, services);
  for (const category of order.rows) form.append("rows", String(category));
  for (const id of order.cards) form.append("cards", id);
  return form;
}

/**
 * The form that replaces the whole setup, language, region, launch modes, theme and card size with a backup's (a backup
 * link, or a setup sent from a phone). The recent cards are this car's own and stay as they are.
 */
export function restoreFormData(setup: Setup, locale: LocaleChoice, { launch, display }: BackupChoices, recent: RecentCards): FormData {
  const form = new FormData();
  form.set("intent", preferenceIntents.restore);
  form.set("setup", serializeSetup(setup, true));
  form.set(storageKeys.launchModes, encodeLaunchChoices(launch));
  form.set(storageKeys.recentlyOpened, encodeRecentCards(recent));
  if (locale.language !== null) form.set("language", locale.language);
  if (locale.region !== null) form.set("region", locale.region);
  form.set(storageKeys.theme, display.theme);
  form.set(storageKeys.cardSize, display.cardSize);
  return form;
}
