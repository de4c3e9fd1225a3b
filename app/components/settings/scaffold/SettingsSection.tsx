import { Button, Group, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";
import { PreferenceForm, type PreferenceFormProps } from "~/components/settings/scaffold/PreferenceForm";
import { ViewLink } from "~/components/settings/scaffold/ViewLink";

interface SettingsSectionProps {
  title: string;
  hint: ReactNode;
  /** The preferences form the section is; without one it is a section of links and buttons. */
  form?: Omit<PreferenceFormProps, "children" | "className" | "aria-label" | "aria-labelledby">;
  className?: string;
  children: ReactNode;
}

/** A settings tab's body: its heading and hint over its controls, as one preferences form (labelled by the heading) when it saves. */
export function SettingsSection({ title, hint, form, className, children }: SettingsSectionProps) {
  const headingId = useId();
  const sectionClassName = className === undefined ? "pp-settings-section" : `pp-settings-section ${className}`;
  const content = (
    <>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {hint}
      </Text>
      {children}
    </>
  );
  return form === undefined ? (
    <section className={sectionClassName} aria-labelledby={headingId}>
      {content}
    </section>
  ) : (
    <PreferenceForm {...form} className={sectionClassName} aria-labelledby={headingId}>
      {content}
    </PreferenceForm>
  );
}

interface SaveBarProps {
  saveLabel: string;
  /** Where the tab has one, Cancel leaves for the dashboard without saving. */
  cancelLabel?: string;
  /** Save takes focus as the tab opens (after Reset, Save is what comes next). */
  focusSave?: boolean;
  /** Beside the buttons: what the last save did, or what Save will do. */
  children: ReactNode;
}

/** The foot of a tab that waits for Save: its status on one side, Cancel and Save on the other. */
export function SaveBar({ saveLabel, cancelLabel, focusSave = false, children }: SaveBarProps) {
  return (
    <Group justify="space-between" gap="sm">
      {children}
      <Group gap="sm">
        {cancelLabel === undefined ? null : (
          <ViewLink to="/" variant="default">
            {cancelLabel}
          </ViewLink>
        )}
        <Button type="submit" size="md" className="pp-touch" autoFocus={focusSave}>
          {saveLabel}
        </Button>
      </Group>
    </Group>
  );
}
