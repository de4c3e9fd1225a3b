// The one action that saves a preference: every preferences form posts here (routes/preferences.ts), with or without
// JavaScript. It validates the form with its schema, applies it to what the cookies hold, and answers with the cookies
// that make it stick.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { rejectionLogLine } from "~/lib/edge/rejection.server";
import { applyPreferenceForm } from "~/lib/preferences/forms/apply-form";
import { writePreferenceCookies } from "~/lib/preferences/server/cookies.server";
import { preferenceRefusal, refusedPostLocation } from "~/lib/preferences/server/refusal.server";
import {
  afterSaveField,
  preferenceIntents,
  type AfterSaveTarget,
  type PreferenceIntent,
  type PreferencesActionData,
  type SavedChange,
} from "~/lib/preferences/forms/intents";
import { preferenceFormSchema } from "~/lib/preferences/forms/schemas";
import { settingsTabPath, type SettingsTab } from "~/lib/preferences/settings-tabs";

interface PreferencesActionArgs {
  request: Request;
  form: FormData;
  context: Pick<AppLoadContext, "preferences" | "locale" | "log" | "edge">;
}

/** The tab that shows each kind of save, where a post without JavaScript comes back to. */
const tabOfIntent: Readonly<Record<PreferenceIntent, SettingsTab | null>> = {
  [preferenceIntents.sources]: "sources",
  [preferenceIntents.addService]: "services",
  [preferenceIntents.editService]: "services",
  [preferenceIntents.removeService]: "services",
  [preferenceIntents.locale]: "locale",
  [preferenceIntents.display]: "display",
  [preferenceIntents.order]: "arrange",
  [preferenceIntents.launch]: "launch",
  [preferenceIntents.dismissTip]: null,
  [preferenceIntents.restore]: null,
};

function locationAfterSave(target: AfterSaveTarget, intent: PreferenceIntent, change: SavedChange | null): string {
  const tab = tabOfIntent[intent];
  if (target === "dashboard" || tab === null) return "/";
  return settingsTabPath(tab, change === null ? {} : { saved: change });
}

function intentOf(form: FormData): PreferenceIntent | null {
  const intent = form.get("intent");
  return Object.values(preferenceIntents).find((known) => known === intent) ?? null;
}

export async function handlePreferencesAction({ request, form, context }: PreferencesActionArgs) {
  const { language } = context.locale;

  /** A 400 with the reason as data for the hydrated page; a post made without JavaScript goes back to where it came from. */
  function refuse(field: string, problem: string) {
    const intent = intentOf(form);
    const madeWithoutScript = form.has(afterSaveField);
    context.log({ ...rejectionLogLine(request, "preference_refused", madeWithoutScript ? 303 : 400), field, problem });
    if (madeWithoutScript) return redirect(refusedPostLocation(request, intent, field), 303);
    return data(preferenceRefusal(intent, field, language), { status: 400, headers: { "content-language": language } });
  }

  const submission = parseWithZod(form, { schema: preferenceFormSchema });
  if (submission.status !== "success") {
    const [field, problems] = Object.entries(submission.error ?? {}).find(([, messages]) => messages !== null) ?? ["intent", null];
    return refuse(field === "" ? "intent" : field, problems?.[0] ?? "invalid");
  }
  const submitted = submission.value;

  const applied = applyPreferenceForm(context.preferences, submitted);
  if (applied.kind === "refused") return refuse(applied.field, applied.problem);
  const { setCookies, servicesLeftOut } = await writePreferenceCookies(applied.preferences, request, Date.now());
  // The cookies are what the worker renders from; a setup they cannot hold whole is not saved at all.
  if (servicesLeftOut > 0) return refuse("services", "too_large");
  if (submitted.intent === preferenceIntents.restore) {
    context.log({ event: "preferences_restored", problems: [...applied.restoreProblems], colo: context.edge.colo, ray: context.edge.ray });
  }

  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  if (submitted.after !== undefined)
    return redirect(locationAfterSave(submitted.after, submitted.intent, applied.change), { status: 303, headers });
  const saved: PreferencesActionData = { kind: "saved", change: applied.change };
  return data(saved, { headers });
}
