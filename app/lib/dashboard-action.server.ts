import { redirect } from "@remix-run/cloudflare";
import type { LoadContext } from "~/lib/context.server";
import { dashboardIntents, fullscreenOfferPlacements, type FullscreenOfferPlacement } from "~/lib/dashboard-intents";
import { readSmallUrlEncodedForm } from "~/lib/form-body.server";
import { fullscreenRedirectUrl } from "~/lib/fullscreen";
import { dismissFullscreenPromptCookie } from "~/lib/fullscreen-session.server";

// The dashboard's forms send an intent and a placement: a few dozen bytes.
const maxFormBytes = 1024;

interface DashboardActionArgs {
  request: Request;
  context: Pick<LoadContext, "config" | "log" | "edge">;
}

function placementOf(value: string | null): FullscreenOfferPlacement | null {
  return fullscreenOfferPlacements.find((placement) => placement === value) ?? null;
}

/** Answers the dashboard's form posts: open full-screen through YouTube, or close the full-screen offer for the session. */
export async function handleDashboardAction({ request, context }: DashboardActionArgs): Promise<Response> {
  const path = new URL(request.url).pathname;
  const reject = (reason: string, message: string): never => {
    context.log({ event: "request_rejected", reason, method: request.method, path, status: 400 });
    // Remix renders this as the error screen (status 400); the message travels as the route error's data.
    throw new Response(message, { status: 400 });
  };

  const body = await readSmallUrlEncodedForm(request, maxFormBytes);
  if (!body.ok) return reject(body.reason, body.message);

  const intent = body.form.get("intent");
  if (intent === dashboardIntents.openFullscreen) {
    context.log({ event: "fullscreen_redirect", from: placementOf(body.form.get("from")), colo: context.edge.colo, ray: context.edge.ray });
    return redirect(fullscreenRedirectUrl(context.config.publicOrigin ?? new URL(request.url).origin), 302);
  }
  if (intent === dashboardIntents.dismissFullscreenPrompt) {
    context.log({ event: "fullscreen_prompt_dismissed", colo: context.edge.colo, ray: context.edge.ray });
    return redirect("/", { status: 303, headers: { "Set-Cookie": await dismissFullscreenPromptCookie(request) } });
  }
  return reject("unknown_intent", "This form asks for something ParkPlay does not do.");
}
