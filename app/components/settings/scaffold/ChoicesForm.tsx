import { Button } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { RefusalNotice } from "~/components/settings/scaffold/RefusalNotice";
import { SettingsSection } from "~/components/settings/scaffold/SettingsSection";
import { useHydrated } from "~/lib/document/use-hydrated";
import { applyFormData } from "~/lib/preferences/browser/form-changes";
import type { PreferenceIntent, RefusedChange } from "~/lib/preferences/forms/intents";
import type { SettingsTab } from "~/lib/preferences/settings-tabs";

interface ChoicesFormProps {
  intent: PreferenceIntent;
  tab: SettingsTab;
  title: string;
  hint: string;
  /** The Apply button's label, shown only before the page's scripts run. */
  applyLabel: string;
  /** The confirmation once the choice is saved. */
  savedText: string;
  /** A post without JavaScript saved the choice just now. */
  saved: boolean;
  refusal: RefusedChange | null;
  /** The selects (ChoiceSelect each); a select sends the form itself once the page is hydrated. */
  children: ReactNode;
}

/**
 * A tab of choices made with selects (Language and region, Display): each choice applies as soon as it is made, and is
 * confirmed beside it. Without JavaScript the selects are a form with an Apply button.
 */
export function ChoicesForm({ intent, tab, title, hint, applyLabel, savedText, saved, refusal, children }: ChoicesFormProps) {
  const hydrated = useHydrated();
  const [sentHere, setSentHere] = useState(false);
  return (
    <SettingsSection title={title} hint={hint} form={{ intent, after: "tab", tab, apply: applyFormData, onSent: () => setSentHere(true) }}>
      <div className="pp-locale-fields">
        {children}
        {/* Before the page's scripts run, a choice needs a button to send it; afterwards each choice sends itself. */}
        {hydrated ? null : (
          <Button type="submit" size="md" className="pp-touch pp-locale-apply">
            {applyLabel}
          </Button>
        )}
      </div>
      <RefusalNotice refusal={refusal} intents={[intent]} />
      <p role="status" className="pp-locale-status">
        {(saved || sentHere) && refusal?.intent !== intent ? savedText : null}
      </p>
    </SettingsSection>
  );
}
