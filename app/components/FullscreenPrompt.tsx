import { Button, Notification, Text } from "@mantine/core";
import { Form, useNavigation } from "@remix-run/react";
import { dashboardActionPath, dashboardIntents } from "~/lib/fullscreen/intents";

/** Offers to reopen ParkPlay through YouTube, the only way in-car browsers show it full-screen; plain form posts, so it works before JavaScript. */
export function FullscreenPrompt() {
  const pendingIntent = useNavigation().formData?.get("intent");
  // Closing hides the offer at once instead of after the round trip that sets the cookie.
  if (pendingIntent === dashboardIntents.dismissFullscreenPrompt) return null;

  return (
    <Form method="post" action={dashboardActionPath} className="pp-fullscreen-prompt">
      <input type="hidden" name="from" value="prompt" />
      <Notification
        role="region"
        aria-label="Full-screen offer"
        title="Open in Fullscreen?"
        withBorder
        classNames={{ closeButton: "pp-touch" }}
        closeButtonProps={{
          type: "submit",
          name: "intent",
          value: dashboardIntents.dismissFullscreenPrompt,
          "aria-label": "Close",
          iconSize: 20,
        }}
      >
        <span className="pp-fullscreen-prompt-body">
          <Text span size="md" c="bright">
            Click GO TO SITE on next page
          </Text>
          <Button
            type="submit"
            name="intent"
            value={dashboardIntents.openFullscreen}
            size="md"
            className="pp-touch"
            loading={pendingIntent === dashboardIntents.openFullscreen}
          >
            Yes
          </Button>
        </span>
      </Notification>
    </Form>
  );
}
