// What a validated preferences form does to the driver's preferences: one pure function, run by the action on the
// cookies' preferences and by the browser on what it shows, so the page shows a change at once exactly as it will be saved.
import { isRegion } from "~/data/regions";
import { defaultCardSize, defaultTheme, isCardSize, isTheme } from "~/lib/display/display";
import { isCatalogueId } from "~/lib/catalogue/complete";
import { isLanguage } from "~/lib/i18n/languages";
import type { LaunchChoices } from "~/lib/links/launch";
import { keepLaunchModesOf, withLaunchMode } from "~/lib/links/launch-choices";
import { withRecentCardsEnabled, type RecentCards } from "~/lib/links/recent-cards";
import {
  applyVisibilityChoices,
  canonicalHiddenSources,
  decodeLaunchChoices,
  decodeRecentCards,
  parseHiddenSources,
  parseStoredChoice,
  parseStoredDisplayChoice,
  storedTipDismissedValue,
} from "~/lib/preferences/stored/cookie-codecs";
import { maxRestoredSetupLength, preferenceIntents, type SavedChange } from "~/lib/preferences/forms/intents";
import type { Preferences } from "~/lib/preferences/preferences";
import type { PreferenceForm } from "~/lib/preferences/forms/schemas";
import { arrangeRows } from "~/lib/preferences/setup/order";
import { addService, removeService, updateService } from "~/lib/preferences/setup/service-changes";
import type { ServiceDraft } from "~/lib/preferences/setup/services";
import { parseSetup, type SetupProblem } from "~/lib/preferences/stored/setup-format";

/** What a restored backup had that could not be used, by kind, for the log line (never the values). */
export type RestoreProblem =
  SetupProblem | "hidden_repaired" | "unknown_locale" | "launch_repaired" | "recent_repaired" | "unknown_display";

export type AppliedForm =
  | { kind: "saved"; preferences: Preferences; change: SavedChange | null; restoreProblems: readonly RestoreProblem[] }
  | { kind: "refused"; field: string; problem: string };

function draftOf(form: { name: string; url: string; category: number; color?: number | undefined }): ServiceDraft {
  return { name: form.name, url: form.url, category: form.category, color: form.color ?? null };
}

function saved(preferences: Preferences, change: SavedChange | null, restoreProblems: readonly RestoreProblem[] = []): AppliedForm {
  return { kind: "saved", preferences, change, restoreProblems };
}

/**
 * The preferences a backup brings back: the services, order and hidden sources it holds, its language and region (an
 * unknown one means "automatic"), how its cards open and the recently opened cards, its theme and card size (absent or
 * unknown: the defaults), and the tip only ever dismissed. Every valid part is kept; what was dropped is reported.
 */
function restore(preferences: Preferences, form: Extract<PreferenceForm, { intent: typeof preferenceIntents.restore }>): AppliedForm {
  const problems = new Set<RestoreProblem>();
  let { services, order } = { services: preferences.services, order: preferences.order };
  let hiddenFromSetup: readonly string[] = [];
  if (form.setup !== undefined) {
    const read = parseSetup(form.setup, maxRestoredSetupLength);
    if (read.kind === "refused") problems.add(read.problem);
    else {
      read.problems.forEach((problem) => problems.add(problem));
      ({ services, order } = read.setup);
      hiddenFromSetup = read.setup.hiddenSourceIds;
    }
  }
  let hiddenSourceIds = canonicalHiddenSources(hiddenFromSetup);
  if (form.hiddenSources !== undefined) {
    const parsed = parseHiddenSources(form.hiddenSources);
    hiddenSourceIds = canonicalHiddenSources(parsed.hidden.filter(isCatalogueId));
    if (parsed.repaired || hiddenSourceIds.length !== parsed.hidden.length) problems.add("hidden_repaired");
  }
  const language = parseStoredChoice(form.language ?? null, isLanguage);
  const region = parseStoredChoice(form.region ?? null, isRegion);
  if (language.repaired || region.repaired) problems.add("unknown_locale");
  const theme = parseStoredDisplayChoice(form.theme ?? null, defaultTheme, isTheme);
  const cardSize = parseStoredDisplayChoice(form["card-size"] ?? null, defaultCardSize, isCardSize);
  if (theme.repaired || cardSize.repaired) problems.add("unknown_display");
  const tipDismissed = preferences.tipDismissed || form["hide-settings-tip"] === storedTipDismissedValue;
  const isKnownCard = cardIdsOf(services);
  const launch = decodeLaunchChoices(form.launchModes ?? "", isKnownCard);
  if (launch.problem !== null) problems.add("launch_repaired");
  const recent = decodeRecentCards(form.recentlyOpened ?? "", isKnownCard);
  if (recent.problem !== null) problems.add("recent_repaired");
  return saved(
    {
      hiddenSourceIds,
      services,
      order,
      tipDismissed,
      language: language.value,
      region: region.value,
      launch: launch.value,
      recent: recent.value,
      theme: theme.value,
      cardSize: cardSize.value,
    },
    "restored",
    [...problems],
  );
}

/** Card ids that exist: any region's catalogue ids and the driver's own services (unknown ids are dropped quietly). */
function cardIdsOf(services: Preferences["services"]): (id: string) => boolean {
  return (id) => isCatalogueId(id) || services.some((service) => service.id === id);
}

/** The 'How cards open' tab's choices: each listed card's mode (cards it did not list keep theirs), and the two switches. */
function applyLaunchForm(
  preferences: Preferences,
  form: Extract<PreferenceForm, { intent: typeof preferenceIntents.launch }>,
): { launch: LaunchChoices; recent: RecentCards } {
  const isKnownCard = cardIdsOf(preferences.services);
  let launch: LaunchChoices = { ...preferences.launch, everyCardFullscreen: form.everyCardFullscreen !== undefined };
  form.card.forEach((id, index) => {
    const mode = form.mode[index];
    if (mode !== undefined && isKnownCard(id)) launch = withLaunchMode(launch, id, mode);
  });
  return { launch, recent: withRecentCardsEnabled(preferences.recent, form.recentCards !== undefined) };
}

/** After a service is removed, its launch mode and its place among the recent cards go with it. */
function withoutRemovedCards(preferences: Preferences): Preferences {
  const isKnownCard = cardIdsOf(preferences.services);
  return {
    ...preferences,
    launch: keepLaunchModesOf(preferences.launch, isKnownCard),
    recent: { ...preferences.recent, ids: preferences.recent.ids.filter(isKnownCard) },
  };
}

export function applyPreferenceForm(preferences: Preferences, form: PreferenceForm): AppliedForm {
  // Any save made in Settings means the driver found Settings, so the tip that points there has done its job.
  const current = { ...preferences, tipDismissed: true };
  switch (form.intent) {
    case preferenceIntents.sources: {
      const visibleById = new Map(form.listed.map((id) => [id, form.shown.includes(id)]));
      const hiddenSourceIds = applyVisibilityChoices(preferences.hiddenSourceIds, visibleById);
      return saved({ ...current, hiddenSourceIds, order: form.resetOrder === undefined ? preferences.order : null }, "sources");
    }
    case preferenceIntents.addService: {
      const change = addService(preferences, draftOf(form), form.id);
      return change === null
        ? { kind: "refused", field: "services", problem: "too_many" }
        : saved({ ...current, ...change }, "service-added");
    }
    case preferenceIntents.editService: {
      if (!preferences.services.some((service) => service.id === form.id)) return { kind: "refused", field: "id", problem: "unknown_id" };
      return saved({ ...current, ...updateService(preferences, form.id, draftOf(form)) }, "service-saved");
    }
    case preferenceIntents.removeService:
      // Removing a service that is already gone (a second tap, or another tab) is done, not an error.
      return saved(withoutRemovedCards({ ...current, ...removeService(preferences, form.id) }), "service-removed");
    case preferenceIntents.locale:
      return saved({ ...current, language: form.language ?? null, region: form.region ?? null }, "locale");
    case preferenceIntents.display:
      return saved({ ...current, theme: form.theme ?? preferences.theme, cardSize: form.cardSize ?? preferences.cardSize }, "display");
    case preferenceIntents.order:
      return saved({ ...current, order: arrangeRows({ rows: form.rows, cards: form.cards }, preferences.services) }, "order");
    case preferenceIntents.launch:
      return saved({ ...current, ...applyLaunchForm(preferences, form) }, "launch");
    case preferenceIntents.dismissTip:
      return saved(current, null);
    case preferenceIntents.restore:
      return restore(preferences, form);
  }
}
