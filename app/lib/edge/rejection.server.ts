import { loggableMethod, loggablePath } from "~/lib/edge/log.server";
import type { Language } from "~/lib/i18n/languages";
import { rejectionCatalogue } from "~/generated/i18n/rejection/catalogue.server";
import type { RejectionMessages } from "~/generated/i18n/rejection/en";
import { createTranslator, type Translate } from "~/lib/i18n/translate";

/** A request the worker answers itself, before Remix runs; `reason` goes into its `request_rejected` log line. */
export interface RejectedRequest {
  response: Response;
  reason: string;
}

/** What the worker's guards decide: answer the request themselves, or hand this request on to Remix. */
export type GuardOutcome = { rejected: RejectedRequest } | { accepted: Request };

/** The one log line for a request ParkPlay refused, wherever it was refused; the method and path are bounded like every logged field. */
export function rejectionLogLine(request: Request, reason: string, status: number) {
  return {
    event: "request_rejected",
    reason,
    method: loggableMethod(request.method),
    path: loggablePath(new URL(request.url).pathname),
    status,
  };
}

/** The words of ParkPlay's refusals in the request's language; their log lines' reasons stay English. */
export function rejectionTranslator(language: Language): Translate<RejectionMessages> {
  return createTranslator(rejectionCatalogue[language], language);
}

/**
 * A short plain-text answer that says what was wrong, in the request's language, so a person reading it in the car's
 * browser or with curl understands it too.
 */
export function plainRejection(
  status: number,
  reason: string,
  message: string,
  language: Language,
  headers: Record<string, string> = {},
): RejectedRequest {
  return {
    reason,
    response: new Response(`${message}\n`, {
      status,
      headers: { "content-type": "text/plain; charset=utf-8", "content-language": language, ...headers },
    }),
  };
}
