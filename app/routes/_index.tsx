import { Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, type ClientActionFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";
import { Dashboard } from "~/components/dashboard/Dashboard";
import { FullscreenPrompt } from "~/components/fullscreen/FullscreenPrompt";
import { SettingsHost } from "~/components/settings/SettingsHost";
import { calendarDayForRequest } from "~/lib/dashboard/calendar-day.server";
import { handleDashboardAction } from "~/lib/fullscreen/action.server";
import { serverBackupLink } from "~/lib/preferences/server/backup-link.server";
import { useFrameT } from "~/lib/i18n/frame";
import { isBackgroundSave, preferenceFormBodyLimit, type UnsentSave } from "~/lib/preferences/forms/intents";
import { sendPreferenceSave } from "~/lib/preferences/browser/send-save";
import { differsOnlyInSettingsView, settingsTabOf } from "~/lib/preferences/settings-tabs";

// The preferences action takes a browser's whole backup when its cookies were wiped (restore-script.server.ts): more than a few fields.
export const handle = { formBodyLimit: preferenceFormBodyLimit };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Without JavaScript the Backup tab shows the link the worker made; a hydrated page makes its own.
  const backupLink = settingsTabOf(new URL(request.url).searchParams) === "backup" ? await serverBackupLink(request, context) : null;
  return {
    offerFullscreen: context.fullscreen.offerPrompt,
    calendarDay: calendarDayForRequest(request, new Date(), context.log),
    backupLink,
  };
}

export const action = handleDashboardAction;

/**
 * The preferences queue's saves go out as keepalive requests (send-save.ts), so leaving the page never cancels one; the
 * full-screen prompt's posts go to the action as usual. A save that cannot reach the worker (the car lost its signal)
 * is answered here, so the page stays and says so.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const form = await request.clone().formData();
  if (isBackgroundSave(form)) return sendPreferenceSave(form);
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof TypeError) {
      const unsent: UnsentSave = { kind: "unsent" };
      return unsent;
    }
    throw error;
  }
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && differsOnlyInSettingsView(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export default function DashboardRoute() {
  const { offerFullscreen, calendarDay, backupLink } = useLoaderData<typeof loader>();
  const t = useFrameT();
  return (
    <div className="pp-dashboard">
      <Title order={1} className="pp-visually-hidden">
        {t("dashboard.title")}
      </Title>
      {offerFullscreen && <FullscreenPrompt />}
      <Dashboard calendarDay={calendarDay} />
      <SettingsHost serverBackupLink={backupLink} />
    </div>
  );
}
