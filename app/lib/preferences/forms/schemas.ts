// The schema of every preferences form, for the action that saves them and for the forms' own checks in the browser
// (loaded with the settings dialog, never on the first load). Conform reads a FormData into these (arrays from repeated
// fields, numbers from text, "" as absent); each field keeps its name, so a refusal can say which field it was.
import { z } from "zod";
import { regions } from "~/data/regions";
import { cardSizes, themes } from "~/lib/display/display";
import { isCatalogueId } from "~/lib/catalogue/complete";
import { languages } from "~/lib/i18n/languages";
import { launchModes } from "~/lib/links/launch-choices";
import { afterSaveTargets, preferenceIntents } from "~/lib/preferences/forms/intents";
import { maxRestoredLengths } from "~/lib/preferences/forms/restore-limits";
import {
  checkServiceAddress,
  cleanServiceName,
  isServiceCategory,
  isServiceId,
  maxServiceAddressLength,
  maxServiceNameLength,
} from "~/lib/preferences/setup/service-rules";
import { servicePalette } from "~/lib/preferences/setup/services";

/** Text longer than any valid value by far is refused before its rules run (a name is cleaned, so it may arrive longer). */
const maxNameInputLength = maxServiceNameLength * 8;
const maxAddressInputLength = maxServiceAddressLength * 4;
/** Every region's sources together stay well below this. */
const maxListedSources = 400;
/** Rows and cards of a full arrangement: every region's sources and 20 services. */
const maxOrderedCards = 600;

const catalogueId = z.string().max(32).refine(isCatalogueId, { error: "unknown_id" });
const serviceId = z.string().max(8).refine(isServiceId, { error: "unknown_id" });
const cardId = z
  .string()
  .max(32)
  .refine((id) => isCatalogueId(id) || isServiceId(id), { error: "unknown_id" });
const afterSave = z.enum(afterSaveTargets).optional();

const serviceName = z
  .string()
  .max(maxNameInputLength, { error: "too_long" })
  .transform(cleanServiceName)
  .pipe(z.string().min(1, { error: "empty" }));

const serviceAddress = z
  .string()
  .max(maxAddressInputLength, { error: "too_long" })
  .transform((input, context) => {
    const checked = checkServiceAddress(input);
    if (checked.kind === "ok") return checked.url;
    context.issues.push({ code: "custom", message: checked.problem, input });
    return z.NEVER;
  });

const serviceFields = {
  name: serviceName,
  url: serviceAddress,
  category: z.number().int().refine(isServiceCategory, { error: "unknown_row" }),
  /** Absent (the "Automatic" choice posts "") means the colour derived from the name. */
  color: z
    .number()
    .int()
    .min(0)
    .max(servicePalette.length - 1)
    .optional(),
  after: afterSave,
};

const sourcesForm = z
  .object({
    intent: z.literal(preferenceIntents.sources),
    /** The sources the form listed (the page region's); hidden sources of other regions stay as they are. */
    listed: z.array(catalogueId).min(1).max(maxListedSources),
    /** The listed sources left checked; none checked posts nothing. */
    shown: z.array(catalogueId).max(maxListedSources).default([]),
    /** Reset also restores the default order of rows and cards. */
    resetOrder: z.literal("on").optional(),
    after: afterSave,
  })
  .refine((form) => form.shown.every((id) => form.listed.includes(id)), { error: "not_listed", path: ["shown"] });

const launchForm = z
  .object({
    intent: z.literal(preferenceIntents.launch),
    /** The cards the tab listed (the region's sources and own services), each followed by its chosen mode in `mode`. */
    card: z.array(cardId).max(maxOrderedCards).default([]),
    mode: z.array(z.enum(launchModes)).max(maxOrderedCards).default([]),
    /** Checkboxes: present ("on") when checked. */
    everyCardFullscreen: z.literal("on").optional(),
    recentCards: z.literal("on").optional(),
    after: afterSave,
  })
  .refine((form) => form.card.length === form.mode.length, { error: "not_listed", path: ["mode"] });

/** A backed-up value as the restore post carries it: absent, or text no longer than its key allows. */
function restoredText(key: keyof typeof maxRestoredLengths) {
  return z.string().max(maxRestoredLengths[key]).optional();
}

const restoreForm = z.object({
  intent: z.literal(preferenceIntents.restore),
  // The backup's own keys and formats (lib/preferences/stored/cookie-codecs.ts), read as leniently as the browser always read them.
  hiddenSources: restoredText("hiddenSources"),
  "hide-settings-tip": restoredText("hide-settings-tip"),
  setup: restoredText("setup"),
  language: restoredText("language"),
  region: restoredText("region"),
  launchModes: restoredText("launchModes"),
  recentlyOpened: restoredText("recentlyOpened"),
  theme: restoredText("theme"),
  "card-size": restoredText("card-size"),
  after: afterSave,
});

export const preferenceFormSchema = z.discriminatedUnion("intent", [
  sourcesForm,
  z.object({ intent: z.literal(preferenceIntents.addService), id: serviceId.optional(), ...serviceFields }),
  z.object({ intent: z.literal(preferenceIntents.editService), id: serviceId, ...serviceFields }),
  z.object({ intent: z.literal(preferenceIntents.removeService), id: serviceId, after: afterSave }),
  z.object({
    intent: z.literal(preferenceIntents.locale),
    /** Absent ("" from the "Automatic" option) follows the car's language settings. */
    language: z.enum(languages).optional(),
    region: z.enum(regions).optional(),
    after: afterSave,
  }),
  z.object({
    intent: z.literal(preferenceIntents.display),
    /** Either may be left out (a form that offers only one); what is left out stays as it is. */
    theme: z.enum(themes).optional(),
    cardSize: z.enum(cardSizes).optional(),
    after: afterSave,
  }),
  z.object({
    intent: z.literal(preferenceIntents.order),
    rows: z
      .array(z.number().int().refine(isServiceCategory, { error: "unknown_row" }))
      .max(16)
      .default([]),
    cards: z.array(cardId).max(maxOrderedCards).default([]),
    after: afterSave,
  }),
  launchForm,
  z.object({ intent: z.literal(preferenceIntents.dismissTip), after: afterSave }),
  restoreForm,
]);

export type PreferenceForm = z.output<typeof preferenceFormSchema>;
