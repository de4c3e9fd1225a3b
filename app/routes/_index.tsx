import { Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Dashboard } from "~/components/Dashboard";
import { calendarDayForRequest } from "~/lib/calendar-day.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { calendarDay: calendarDayForRequest(request, new Date(), context.log) };
}

export default function DashboardRoute() {
  const { calendarDay } = useLoaderData<typeof loader>();
  return (
    <div className="pp-dashboard">
      <Title order={1} className="pp-visually-hidden">
        Dashboard
      </Title>
      <Dashboard calendarDay={calendarDay} />
    </div>
  );
}
