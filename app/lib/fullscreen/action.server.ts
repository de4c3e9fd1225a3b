import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { rejectionLogLine, rejectionTranslator } from "~/lib/edge/rejection.server";
import { dashboardIntents, fullscreenOfferPlacements, type FullscreenOfferPlacement } from "~/lib/fullscreen/intents";
import { fullscreenRedirectUrl } from "~/lib/fullscreen/referrer";
import { startAttempt } from "~/lib/fullscreen/attempts";
import { arrivalLine, redirectLine } from "~/lib/fullscreen/funnel-log.server";
import {
  attemptStartCookies,
  dismissFullscreenPromptCookie,
  fullscreenArrivalCookies,
  setCookieHeaders,
} from "~/lib/fullscreen/session.server";

interface DashboardActionArgs {
  request: Request;
  context: Pick<
    AppLoadContext,
    | "config"
    | "log"
    | "edge"
    | "locale"
    | "fullscreen"
    | "browser"
    | "preferences"
    | "noPreferencesStored"
    | "setupChangedAt"
    | "carriedSetups"
  >;
}

function placementOf(value: FormDataEntryValue | null): FullscreenOfferPlacement | null {
  return fullscreenOfferPlacements.find((placement) => placement === value) ?? null;
}

/**
 * Answers the dashboard's form posts, which are the full-screen offer's and the failed-arrival notice's: open full screen
 * through YouTube (an attempt, counted for the session), say "I am in full screen", or close the offer for the session.
 * Preferences have a route of their own (routes/preferences.ts).
 * The worker's guard has already refused cross-site posts, wrong content types and big bodies; what the form asks for is checked here only.
 */
export async function handleDashboardAction({ request, context }: DashboardActionArgs) {
  const { language } = context.locale;
  const t = rejectionTranslator(language);
  const reject = (reason: string, message: string): never => {
    context.log(rejectionLogLine(request, reason, 400));
    // Remix renders this as the error screen (status 400); the message, in the driver's language, travels as the route error's data.
    throw new Response(message, { status: 400, headers: { "content-language": language } });
  };

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reject("malformed_form", t("malformedForm"));
  }
  const intent = form.get("intent");
  const from = placementOf(form.get("from"));
  if (intent === dashboardIntents.openFullscreen) {
    const attempts = startAttempt(context.fullscreen.attempts);
    // The full-screen view is a browser profile of its own: the driver's setup goes with them, named by a carrier's id.
    const carrierId = context.noPreferencesStored
      ? null
      : await context.carriedSetups.keep(request, context.preferences, context.setupChangedAt ?? Date.now());
    context.log(redirectLine(context, from, attempts.count, carrierId !== null));
    const target = fullscreenRedirectUrl(context.config.publicOrigin ?? new URL(request.url).origin, carrierId);
    return redirect(target, { status: 302, headers: setCookieHeaders(attemptStartCookies(request, attempts)) });
  }
  if (intent === dashboardIntents.confirmFullscreen) {
    context.log(arrivalLine(context, "self_report"));
    return redirect("/", {
      status: 303,
      headers: setCookieHeaders(fullscreenArrivalCookies(request, "self_report", context.fullscreen.attempts)),
    });
  }
  if (intent === dashboardIntents.dismissPrompt) {
    context.log({ event: "fullscreen_prompt_dismissed", from, colo: context.edge.colo, ray: context.edge.ray });
    return redirect("/", { status: 303, headers: { "Set-Cookie": dismissFullscreenPromptCookie(request) } });
  }
  return reject("unknown_intent", t("unknownIntent"));
}
