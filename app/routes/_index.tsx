import { Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FullscreenPrompt } from "~/components/FullscreenPrompt";
import { handleDashboardAction } from "~/lib/dashboard-action.server";
import { shouldOfferFullscreen } from "~/lib/fullscreen-session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const offerFullscreen = await shouldOfferFullscreen(request, context.log);
  context.observations.promptShown = offerFullscreen;
  return { offerFullscreen };
}

export const action = handleDashboardAction;

export default function Dashboard() {
  const { offerFullscreen } = useLoaderData<typeof loader>();
  return (
    <div className="pp-dashboard">
      <Title order={1} className="pp-visually-hidden">
        Dashboard
      </Title>
      {offerFullscreen && <FullscreenPrompt />}
    </div>
  );
}
