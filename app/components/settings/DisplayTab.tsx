import { Button, Text, Title } from "@mantine/core";
import { useEffect, useId, useState, type ChangeEvent } from "react";
import { PreferenceForm } from "~/components/settings/PreferenceForm";
import { RefusalNotice } from "~/components/settings/RefusalNotice";
import { preloadStylesheet } from "~/lib/document/stylesheet";
import { useHydrated } from "~/lib/document/use-hydrated";
import { cardSizes, themes } from "~/lib/display/display";
import { cardSizeLabelKeys, themeLabelKeys } from "~/lib/display/display-labels";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import { applyFormData } from "~/lib/preferences/form-changes";
import { preferenceIntents } from "~/lib/preferences/intents";
import { usePreferences, type RefusedChange } from "~/lib/preferences/PreferencesProvider";
import colorSchemesHref from "~/generated/color-schemes.css";

interface DisplayTabProps {
  /** A post without JavaScript saved the choice just now. */
  saved: boolean;
  refusal: RefusedChange | null;
}

/**
 * 'Display': the theme and the card size. Each applies as soon as it is chosen; without JavaScript the two selects are
 * a form with an Apply button, as on the Language and Region tab.
 */
export function DisplayTab({ saved, refusal }: DisplayTabProps) {
  const t = settingsMessages.useTranslate();
  const { preferences } = usePreferences();
  const hydrated = useHydrated();
  const [sentHere, setSentHere] = useState(false);
  const headingId = useId();
  const themeFieldId = useId();
  const cardSizeFieldId = useId();

  // The page's critical CSS holds only the scheme it was rendered in: every scheme's is fetched now, so a new theme shows whole.
  useEffect(() => void preloadStylesheet(colorSchemesHref), []);

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <PreferenceForm
      intent={preferenceIntents.display}
      after="tab"
      tab="display"
      apply={applyFormData}
      onSent={() => setSentHere(true)}
      className="pp-settings-section"
      aria-labelledby={headingId}
    >
      <Title order={3} size="h4" id={headingId}>
        {t("display.title")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("display.hint")} {t("saving.atOnce")}
      </Text>
      <div className="pp-locale-fields">
        <div className="pp-locale-field">
          <label htmlFor={themeFieldId}>{t("display.theme")}</label>
          <select id={themeFieldId} name="theme" className="pp-locale-select" value={preferences.theme} onChange={choose}>
            {themes.map((theme) => (
              <option key={theme} value={theme}>
                {t(themeLabelKeys[theme])}
              </option>
            ))}
          </select>
        </div>
        <div className="pp-locale-field">
          <label htmlFor={cardSizeFieldId}>{t("display.cardSize")}</label>
          <select id={cardSizeFieldId} name="cardSize" className="pp-locale-select" value={preferences.cardSize} onChange={choose}>
            {cardSizes.map((size) => (
              <option key={size} value={size}>
                {t(cardSizeLabelKeys[size])}
              </option>
            ))}
          </select>
        </div>
        {/* Before the page's scripts run, a choice needs a button to send it; afterwards each choice sends itself. */}
        {hydrated ? null : (
          <Button type="submit" size="md" className="pp-touch pp-locale-apply">
            {t("display.apply")}
          </Button>
        )}
      </div>
      <RefusalNotice refusal={refusal} intents={[preferenceIntents.display]} />
      <p role="status" className="pp-locale-status">
        {(saved || sentHere) && refusal?.intent !== preferenceIntents.display ? t("display.saved") : null}
      </p>
    </PreferenceForm>
  );
}
