// The preferences resource route's action: the hydrated page's background saves, given to the one preferences action
// and answered as JSON, which a plain (keepalive) request can read, rather than in Remix's own data format.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { plainRejection, rejectionLogLine, rejectionTranslator } from "~/lib/edge/rejection.server";
import { handlePreferencesAction } from "~/lib/preferences/server/action.server";
import { preferenceFormBodyLimit } from "~/lib/preferences/forms/intents";
import { handleLeavingSave, isLeavingSave } from "~/lib/preferences/server/leaving-save.server";
import { changeIdOf, savedChangeSetCookie } from "~/lib/preferences/server/saved-change.server";

/**
 * The route's handle: the worker's guard takes forms as big as a browser's whole backup (request-guard.server.ts).
 * Kept server-side, so the route's browser module (which no page loads) imports none of the preferences code.
 */
export const preferenceSaveHandle = { formBodyLimit: preferenceFormBodyLimit };

interface PreferenceSaveArgs {
  request: Request;
  context: Pick<AppLoadContext, "preferences" | "savedChange" | "locale" | "log" | "edge">;
}

/** The worker's guard has already refused cross-site posts, other content types and big bodies, as for any form post. */
export async function handlePreferenceSave({ request, context }: PreferenceSaveArgs): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const { language } = context.locale;
    const { response, reason } = plainRejection(400, "malformed_form", rejectionTranslator(language)("malformedForm"), language);
    context.log(rejectionLogLine(request, reason, response.status));
    return response;
  }
  if (isLeavingSave(form)) return handleLeavingSave({ request, form, context });
  const answer = await handlePreferencesAction({ request, form, context });
  // The action answers a background save with data and its cookies, and a post made without JavaScript with a redirect.
  if (!("data" in answer)) return answer;
  const response = Response.json(answer.data, answer.init ?? undefined);
  const changeId = changeIdOf(form);
  if (answer.data.kind === "saved" && changeId !== null) response.headers.append("Set-Cookie", savedChangeSetCookie(request, changeId));
  return response;
}
