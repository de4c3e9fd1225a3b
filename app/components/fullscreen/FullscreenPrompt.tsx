import { Button, Notification, Text } from "@mantine/core";
import { Form, useNavigation } from "@remix-run/react";
import { dashboardActionPath, dashboardIntents } from "~/lib/fullscreen/intents";
import { useFrameT } from "~/lib/i18n/frame";

/** Offers to reopen ParkPlay through YouTube, the only way in-car browsers show it full-screen; plain form posts, so it works before JavaScript. */
export function FullscreenPrompt() {
  const pendingIntent = useNavigation().formData?.get("intent");
  const t = useFrameT();
  // Closing hides the offer at once instead of after the round trip that sets the cookie.
  if (pendingIntent === dashboardIntents.dismissPrompt) return null;

  return (
    <Form method="post" action={dashboardActionPath} className="pp-fullscreen-prompt">
      <input type="hidden" name="from" value="prompt" />
      <Notification
        role="region"
        aria-label={t("prompt.label")}
        title={t("prompt.title")}
        withBorder
        classNames={{ closeButton: "pp-touch" }}
        closeButtonProps={{
          type: "submit",
          name: "intent",
          value: dashboardIntents.dismissPrompt,
          "aria-label": t("prompt.close"),
          iconSize: 20,
        }}
      >
        <span className="pp-fullscreen-prompt-body">
          <Text span size="md" c="bright">
            {t("prompt.instruction")}
          </Text>
          <Button
            type="submit"
            name="intent"
            value={dashboardIntents.openFullscreen}
            size="md"
            className="pp-touch"
            loading={pendingIntent === dashboardIntents.openFullscreen}
          >
            {t("prompt.yes")}
          </Button>
        </span>
      </Notification>
    </Form>
  );
}
