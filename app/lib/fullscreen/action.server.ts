import { redirect } from "@remix-run/cloudflare";
import type { LoadContext } from "~/lib/edge/context.server";
import { dashboardIntents, fullscreenOfferPlacements, type FullscreenOfferPlacement } from "~/lib/fullscreen/intents";
import { fullscreenRedirectUrl } from "~/lib/fullscreen/referrer";
import { dismissFullscreenPromptCookie } from "~/lib/fullscreen/session.server";

interface DashboardActionArgs {
  request: Request;
  context: Pick<LoadContext, "config" | "log" | "edge">;
}

function placementOf(value: FormDataEntryValue | null): FullscreenOfferPlacement | null {
  return fullscreenOfferPlacements.find((placement) => placement === value) ?? null;
}

/**
 * Answers the dashboard's form posts: open full-screen through YouTube, or close the full-screen offer for the session.
 * The worker's form-post guard (form-post-guard.server.ts) has already refused wrong content types, big bodies and unknown intents.
 */
export async function handleDashboardAction({ request, context }: DashboardActionArgs): Promise<Response> {
  const path = new URL(request.url).pathname;
  const reject = (reason: string, message: string): never => {
    context.log({ event: "request_rejected", reason, method: request.method, path, status: 400 });
    // Remix renders this as the error screen (status 400); the message travels as the route error's data.
    throw new Response(message, { status: 400 });
  };

  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === dashboardIntents.openFullscreen) {
    context.log({ event: "fullscreen_redirect", from: placementOf(form.get("from")), colo: context.edge.colo, ray: context.edge.ray });
    return redirect(fullscreenRedirectUrl(context.config.publicOrigin ?? new URL(request.url).origin), 302);
  }
  if (intent === dashboardIntents.dismissFullscreenPrompt) {
    context.log({ event: "fullscreen_prompt_dismissed", colo: context.edge.colo, ray: context.edge.ray });
    return redirect("/", { status: 303, headers: { "Set-Cookie": await dismissFullscreenPromptCookie(request) } });
  }
  return reject("unknown_intent", "This form asks for something ParkPlay does not do.");
}
