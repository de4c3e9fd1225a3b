// The changes a page was left with: the one request the browser keeps alive as the page goes carries every change not yet
// saved, in order, and the worker applies them here one after another, so none undoes another and none is lost.
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { applyPreferenceForm } from "~/lib/preferences/forms/apply-form";
import { writePreferenceCookies } from "~/lib/preferences/server/cookies.server";
import { changeIdField, leavingChangesField } from "~/lib/preferences/forms/intents";
import { changeIdOf, savedChangeSetCookie } from "~/lib/preferences/server/saved-change.server";
import { preferenceFormSchema } from "~/lib/preferences/forms/schemas";

export function isLeavingSave(form: FormData): boolean {
  return form.has(leavingChangesField);
}

interface LeavingSaveArgs {
  request: Request;
  form: FormData;
  context: Pick<AppLoadContext, "preferences" | "savedChange" | "log" | "edge">;
}

/**
 * Applies the page's changes after the last one the request's cookies already hold (the change that was on its way when
 * the page was left may have been saved or not), in order, and answers with the cookies that hold them all. A change
 * that is refused is left out, with a log line; the others are kept.
 */
export async function handleLeavingSave({ request, form, context }: LeavingSaveArgs): Promise<Response> {
  const changes = form.getAll(leavingChangesField).flatMap((text) => (typeof text === "string" ? [new URLSearchParams(text)] : []));
  const alreadySaved = changes.findIndex((change) => change.get(changeIdField) === context.savedChange);
  let { preferences } = context;
  let lastSaved: string | null = null;
  let refused = 0;
  for (const change of changes.slice(alreadySaved + 1)) {
    const submission = parseWithZod(change, { schema: preferenceFormSchema });
    const applied = submission.status === "success" ? applyPreferenceForm(preferences, submission.value) : null;
    if (applied === null || applied.kind === "refused") {
      refused += 1;
      continue;
    }
    preferences = applied.preferences;
    lastSaved = changeIdOf(change) ?? lastSaved;
  }
  const { setCookies, servicesLeftOut } = await writePreferenceCookies(preferences, request, Date.now());
  context.log({
    event: "preferences_saved_on_leaving",
    changes: changes.length,
    alreadySaved: alreadySaved + 1,
    refused,
    ...context.edge,
  });
  // The cookies are what the worker renders from; a setup they cannot hold whole is not saved at all.
  if (servicesLeftOut > 0 || lastSaved === null) return new Response(null, { status: servicesLeftOut > 0 ? 400 : 204 });
  const headers = new Headers();
  for (const cookie of [...setCookies, savedChangeSetCookie(request, lastSaved)]) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 204, headers });
}
