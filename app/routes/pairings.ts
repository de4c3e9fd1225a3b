import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { phonePanelCatalogue } from "~/generated/i18n/phone-panel/catalogue.server";
import { retryAfterSeconds } from "~/lib/pairing/messages";

/** The car's panel opens a pairing here; the answer is its code, the key its socket proves itself with, and when it ends. */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await context.pairings.open(request);
  if (outcome.kind === "limited") {
    return Response.json(
      // The car's panel shows this sentence as it is, so it is in the car's language.
      { message: phonePanelCatalogue[context.locale.language]["worker.tooManyCodes"] },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" } },
    );
  }
  return Response.json(outcome.pairing, { status: 201, headers: { "Cache-Control": "no-store" } });
}
