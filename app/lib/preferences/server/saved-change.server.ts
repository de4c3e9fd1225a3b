// Which of a page's background saves the cookies hold: each save names its change (intents.ts), and its answer records
// the name in a session cookie, written only here, so the changes a page sends again as it is left are applied once.
import { serializeCookie, type CookieDefinition } from "~/lib/cookies/cookie";
import { isSecureRequest } from "~/lib/cookies/request-cookies.server";
import { changeIdField, isChangeId } from "~/lib/preferences/forms/intents";

/** The last background save of this browsing session the cookies hold, by its change id (intents.ts). */
export const savedChangeCookie: CookieDefinition<string | null> = {
  name: "pp_saved",
  lifetime: "session",
  absent: null,
  encode: (value) => value ?? "",
  decode: (text) => (isChangeId(text) ? { value: text, problem: null } : { value: null, problem: "unknown_value" }),
};

/** The `Set-Cookie` that records a saved change (its answer carries it with the cookies that hold the change). */
export function savedChangeSetCookie(request: Request, changeId: string): string {
  return serializeCookie(savedChangeCookie, changeId, { secure: isSecureRequest(request) });
}

/** A form that names itself a change of this page's (not a plain post without JavaScript). */
export function changeIdOf(form: FormData | URLSearchParams): string | null {
  const changeId = form.get(changeIdField);
  return isChangeId(changeId) ? changeId : null;
}
