// Why the preferences action refused a change, in the driver's language. The hydrated page gets it as the action's data;
// a post made without JavaScript is sent back to the page it came from, with the refusal named in the address.
import { rejectionTranslator } from "~/lib/edge/rejection.server";
import type { Language } from "~/lib/i18n/languages";
import type { RejectionMessages } from "~/generated/i18n/rejection/en";
import { isPreferenceIntent, type PreferenceIntent, type RefusedChange } from "~/lib/preferences/forms/intents";
import { settingsViewParams } from "~/lib/preferences/settings-tabs";

type FieldLabelKey = Extract<keyof RejectionMessages, `field.${string}`>;

/** Each form field's name in words, for the refusal; anything else is "the form". */
const fieldLabelKeys: Readonly<Record<string, FieldLabelKey>> = {
  listed: "field.sources",
  shown: "field.sources",
  resetOrder: "field.sources",
  services: "field.services",
  name: "field.name",
  url: "field.url",
  category: "field.category",
  color: "field.color",
  id: "field.id",
  language: "field.language",
  region: "field.region",
  theme: "field.display",
  cardSize: "field.display",
  rows: "field.order",
  cards: "field.order",
  hiddenSources: "field.backup",
  setup: "field.backup",
  "hide-settings-tip": "field.backup",
  launchModes: "field.backup",
  recentlyOpened: "field.backup",
  card: "field.launch",
  mode: "field.launch",
  everyCardFullscreen: "field.launch",
  recentCards: "field.launch",
  "card-size": "field.backup",
};

export function preferenceRefusal(intent: PreferenceIntent | null, field: string, language: Language): RefusedChange {
  const t = rejectionTranslator(language);
  const label = t(Object.hasOwn(fieldLabelKeys, field) ? (fieldLabelKeys[field] ?? "field.form") : "field.form");
  return { kind: "refused", intent, field, message: t("preferenceRefused", { field: label }) };
}

/** The address parameter that names a refused change, as `<intent>:<field>`. */
const refusedParam = "refused";

/**
 * Where a post made without JavaScript goes back to once refused: the dashboard with the settings view the form was
 * posted from (its action's address carries it), and the refusal. Only the settings view's own parameters are kept.
 */
export function refusedPostLocation(request: Request, intent: PreferenceIntent | null, field: string): string {
  const posted = new URL(request.url).searchParams;
  const back = new URLSearchParams();
  for (const [name, value] of posted) if (name !== "saved" && settingsViewParams.some((view) => view === name)) back.append(name, value);
  back.set(refusedParam, `${intent ?? ""}:${field}`);
  return `/?${back.toString()}`;
}

/** The refusal an address names (see `refusedPostLocation`), or null; a field name it does not know is "the form". */
export function refusalInAddress(searchParams: URLSearchParams, language: Language): RefusedChange | null {
  const named = /^([a-z-]{1,32}):([\w.[\]-]{1,64})$/.exec(searchParams.get(refusedParam) ?? "");
  if (named === null) return null;
  const [, intent, field = "form"] = named;
  return isPreferenceIntent(intent) ? preferenceRefusal(intent, field, language) : null;
}
