import { Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Dashboard } from "~/components/dashboard/Dashboard";
import { FullscreenPrompt } from "~/components/fullscreen/FullscreenPrompt";
import { calendarDayForRequest } from "~/lib/dashboard/calendar-day.server";
import { useFrameT } from "~/lib/i18n/frame";
import { handleDashboardAction } from "~/lib/fullscreen/action.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return { offerFullscreen: context.fullscreen.offerPrompt, calendarDay: calendarDayForRequest(request, new Date(), context.log) };
}

export const action = handleDashboardAction;

export default function DashboardRoute() {
  const { offerFullscreen, calendarDay } = useLoaderData<typeof loader>();
  const t = useFrameT();
  return (
    <div className="pp-dashboard">
      <Title order={1} className="pp-visually-hidden">
        {t("dashboard.title")}
      </Title>
      {offerFullscreen && <FullscreenPrompt />}
      <Dashboard calendarDay={calendarDay} />
    </div>
  );
}
