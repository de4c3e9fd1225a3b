import { Button, Text } from "@mantine/core";
import { useId } from "react";
import { SettingsSection } from "~/components/settings/scaffold/SettingsSection";
import { useHydrated } from "~/lib/document/use-hydrated";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";

// Arrange mode and dnd-kit load when the driver reaches for the button, not with the dialog.
function preloadArrangeMode() {
  import("~/components/settings/arrange/ArrangeMode").catch(() => undefined);
}

interface ArrangeTabProps {
  onArrange: () => void;
}

/** Starts arrange mode, which closes the dialog and turns the dashboard into rows of movable cards; it needs JavaScript. */
export function ArrangeTab({ onArrange }: ArrangeTabProps) {
  const t = settingsMessages.useTranslate();
  const hydrated = useHydrated();
  const noteId = useId();
  return (
    <SettingsSection title={t("arrange.title")} hint={t("arrange.intro")}>
      <Button
        size="md"
        className="pp-touch pp-arrange-start"
        disabled={!hydrated}
        aria-describedby={hydrated ? undefined : noteId}
        onClick={onArrange}
        onPointerEnter={preloadArrangeMode}
        onFocus={preloadArrangeMode}
      >
        {t("arrange.start")}
      </Button>
      {hydrated ? null : (
        <Text id={noteId} size="sm" c="dimmed">
          {t("arrange.needsScript")}
        </Text>
      )}
    </SettingsSection>
  );
}
