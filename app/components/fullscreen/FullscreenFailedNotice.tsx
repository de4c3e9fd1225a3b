import { Button, Notification, Text } from "@mantine/core";
import { Form, useNavigation } from "@remix-run/react";
import { dashboardActionPath, dashboardIntents } from "~/lib/fullscreen/intents";
import type { FullscreenNoticeMessages } from "~/generated/i18n/fullscreen-notice/en";
import type { Translation } from "~/lib/message-format/compiled-message";

interface FullscreenFailedNoticeProps {
  /** False after two failed attempts this session: the notice then never sends the driver round again. */
  canRetry: boolean;
  /** The notice's words in the page's language, which the loader sends only while the notice shows. */
  text: Translation<FullscreenNoticeMessages>;
}

/**
 * In place of the full-screen offer once an attempt came back without YouTube's referrer: what to try, and three plain
 * form posts that work before JavaScript. "I am in full screen" remembers full screen for the session, "Try again" goes
 * through YouTube once more, "Don't ask again" closes the offer for the session. Its few styles are inline, so they too
 * come only with the notice.
 */
export function FullscreenFailedNotice({ canRetry, text }: FullscreenFailedNoticeProps) {
  const pendingIntent = useNavigation().formData?.get("intent");
  if (pendingIntent === dashboardIntents.dismissPrompt) return null;

  const actionButton = (intent: string, label: string, variant: "filled" | "default" | "subtle") => (
    <Button type="submit" name="intent" value={intent} variant={variant} size="md" className="pp-touch" loading={pendingIntent === intent}>
      {label}
    </Button>
  );
  return (
    <Form method="post" action={dashboardActionPath} className="pp-fullscreen-prompt">
      <input type="hidden" name="from" value="notice" />
      <Notification role="region" aria-label={text.title} title={text.title} withBorder withCloseButton={false} color="yellow">
        <Text size="md" c="bright">
          {text.hint}
        </Text>
        <span className="pp-fullscreen-prompt-body" style={{ justifyContent: "flex-start", marginTop: "0.5rem" }}>
          {actionButton(dashboardIntents.confirmFullscreen, text.confirm, "filled")}
          {canRetry ? actionButton(dashboardIntents.openFullscreen, text.retry, "default") : null}
          {actionButton(dashboardIntents.dismissPrompt, text.dismiss, "subtle")}
        </span>
      </Notification>
    </Form>
  );
}
