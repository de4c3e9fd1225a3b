import { Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, type ClientActionFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";
import { Dashboard } from "~/components/dashboard/Dashboard";
import { FullscreenFailedNotice } from "~/components/fullscreen/FullscreenFailedNotice";
import { FullscreenPrompt } from "~/components/fullscreen/FullscreenPrompt";
import { SettingsHost } from "~/components/settings/SettingsHost";
import { calendarDayForRequest } from "~/lib/dashboard/calendar-day.server";
import { handleDashboardAction } from "~/lib/fullscreen/action.server";
import { fullscreenSwitchAnswer } from "~/lib/fullscreen/switch.server";
import { serverBackupLink } from "~/lib/preferences/server/backup-link.server";
import { useFrameT } from "~/lib/i18n/frame";
import { fullscreenNoticeCatalogue } from "~/generated/i18n/fullscreen-notice/catalogue.server";
import type { UnsentSave } from "~/lib/preferences/forms/intents";
import { refusalInAddress } from "~/lib/preferences/server/refusal.server";
import { differsOnlyInSettingsView, settingsTabOf } from "~/lib/preferences/settings-tabs";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const switched = fullscreenSwitchAnswer(request, context);
  if (switched !== null) throw switched;
  const { searchParams } = new URL(request.url);
  // Without JavaScript the Backup tab shows the link the worker made; a hydrated page makes its own.
  const backupLink = settingsTabOf(searchParams) === "backup" ? await serverBackupLink(request, context) : null;
  return {
    offerFullscreen: context.fullscreen.offerPrompt,
    // The notice's words travel only with the notice, so no other page pays for them.
    fullscreenNotice:
      context.fullscreen.failedNotice === null
        ? null
        : { canRetry: context.fullscreen.failedNotice.canRetry, text: fullscreenNoticeCatalogue[context.locale.language] },
    calendarDay: calendarDayForRequest(request, new Date(), context.log),
    backupLink,
    // A post made without JavaScript that the preferences action refused comes back here, naming the refusal.
    refusal: refusalInAddress(searchParams, context.locale.language),
  };
}

export const action = handleDashboardAction;

/** A full-screen prompt's post that cannot reach the worker (the car lost its signal) is answered here: the page stays. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
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
  const { offerFullscreen, fullscreenNotice, calendarDay, backupLink, refusal } = useLoaderData<typeof loader>();
  const t = useFrameT();
  return (
    <div className="pp-dashboard">
      <Title order={1} className="pp-visually-hidden">
        {t("dashboard.title")}
      </Title>
      {fullscreenNotice === null ? offerFullscreen && <FullscreenPrompt /> : <FullscreenFailedNotice {...fullscreenNotice} />}
      <Dashboard calendarDay={calendarDay} />
      <SettingsHost serverBackupLink={backupLink} serverRefusal={refusal} />
    </div>
  );
}
