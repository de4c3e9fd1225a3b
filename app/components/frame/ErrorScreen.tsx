import { Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse } from "@remix-run/react";
import { useEffect } from "react";
import { ReturnToDashboard } from "~/components/frame/ReturnToDashboard";
import { useErrorScreenT } from "~/lib/i18n/frame";
import { reportRouteError } from "~/lib/reporting/error-reporting";

interface ErrorScreenProps {
  error: unknown;
}

/** A full, working document even when a loader or render failed, so the driver can always get back to the dashboard. */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 4xx the app answered on purpose says why in plain words (a refused form, for example); worth showing.
  const reason = isRouteErrorResponse(error) && status < 500 && typeof error.data === "string" ? error.data : null;
  const t = useErrorScreenT();
  useEffect(() => reportRouteError(error), [error]);
  return (
    <main className="pp-page pp-main">
      <Stack gap="lg" align="flex-start">
        <ReturnToDashboard />
        <Title order={1}>{t("error.title")}</Title>
        <Text size="lg">{status === 500 ? t("error.unexpected") : t("error.status", { status: String(status) })}</Text>
        {reason && <Text>{reason}</Text>}
      </Stack>
    </main>
  );
}
