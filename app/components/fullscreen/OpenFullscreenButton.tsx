import { Button } from "@mantine/core";
import { Form, useNavigation } from "@remix-run/react";
import { IconArrowsMaximize } from "@tabler/icons-react";
import { dashboardActionPath, dashboardIntents } from "~/lib/fullscreen/intents";
import { useRootData } from "~/lib/document/root-data";
import { useFrameT } from "~/lib/i18n/frame";

/** The About page's way into full-screen: the same action as the dashboard prompt's 'Yes', and nothing at all once full-screen. */
export function OpenFullscreenButton() {
  const { fullscreen } = useRootData();
  const t = useFrameT();
  const pending = useNavigation().formData?.get("intent") === dashboardIntents.openFullscreen;
  if (fullscreen) return null;

  return (
    <Form method="post" action={dashboardActionPath}>
      <input type="hidden" name="from" value="about" />
      <Button
        type="submit"
        name="intent"
        value={dashboardIntents.openFullscreen}
        size="lg"
        className="pp-touch"
        loading={pending}
        leftSection={<IconArrowsMaximize size={22} aria-hidden />}
      >
        {t("fullscreen.open")}
      </Button>
    </Form>
  );
}
