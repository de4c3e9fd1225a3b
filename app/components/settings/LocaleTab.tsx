import { Button, Text, Title } from "@mantine/core";
import { useId, useState, type ChangeEvent } from "react";
import { PreferenceForm } from "~/components/settings/PreferenceForm";
import { RefusalNotice } from "~/components/settings/RefusalNotice";
import { regions } from "~/data/regions";
import { useHydrated } from "~/lib/document/use-hydrated";
import { useLocale } from "~/lib/i18n/frame";
import { languageNames } from "~/lib/i18n/language-names";
import { isLanguage, languages } from "~/lib/i18n/languages";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import { applyFormData } from "~/lib/preferences/form-changes";
import { preferenceIntents } from "~/lib/preferences/intents";
import { usePreferences, type RefusedChange } from "~/lib/preferences/PreferencesProvider";

/** The value of each select's "Automatic" option: no choice, so the car's language settings decide. */
const automaticValue = "";

interface LocaleTabProps {
  /** A post without JavaScript saved the choice just now. */
  saved: boolean;
  refusal: RefusedChange | null;
}

/**
 * 'Language and Region': each applies as soon as it is chosen (the page renders again in it). Without JavaScript the
 * two selects are a form with an Apply button. "Automatic" names what the car's settings give now, while it is the choice.
 */
export function LocaleTab({ saved, refusal }: LocaleTabProps) {
  const t = settingsMessages.useTranslate();
  const { preferences } = usePreferences();
  const shown = useLocale();
  const hydrated = useHydrated();
  const [sentHere, setSentHere] = useState(false);
  const headingId = useId();
  const languageFieldId = useId();
  const regionFieldId = useId();

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const { value } = event.currentTarget;
    // These strings in the new language start loading now, beside the page's, so the dialog switches with the page.
    if (isLanguage(value)) settingsMessages.preload(value);
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <PreferenceForm
      intent={preferenceIntents.locale}
      after="tab"
      tab="locale"
      apply={applyFormData}
      onSent={() => setSentHere(true)}
      className="pp-settings-section"
      aria-labelledby={headingId}
    >
      <Title order={3} size="h4" id={headingId}>
        {t("locale.title")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("locale.hint")} {t("saving.atOnce")}
      </Text>
      <div className="pp-locale-fields">
        <div className="pp-locale-field">
          <label htmlFor={languageFieldId}>{t("locale.language")}</label>
          <select
            id={languageFieldId}
            name="language"
            className="pp-locale-select"
            value={preferences.language ?? automaticValue}
            onChange={choose}
          >
            <option value={automaticValue}>
              {preferences.language === null ? t("locale.automaticNow", { name: languageNames[shown.language] }) : t("locale.automatic")}
            </option>
            {languages.map((language) => (
              <option key={language} value={language} lang={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="pp-locale-field">
          <label htmlFor={regionFieldId}>{t("locale.region")}</label>
          <select
            id={regionFieldId}
            name="region"
            className="pp-locale-select"
            value={preferences.region ?? automaticValue}
            onChange={choose}
          >
            <option value={automaticValue}>
              {preferences.region === null ? t("locale.automaticNow", { name: t(`region.${shown.region}`) }) : t("locale.automatic")}
            </option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {t(`region.${region}`)}
              </option>
            ))}
          </select>
        </div>
        {/* Before the page's scripts run, a choice needs a button to send it; afterwards each choice sends itself. */}
        {hydrated ? null : (
          <Button type="submit" size="md" className="pp-touch pp-locale-apply">
            {t("locale.apply")}
          </Button>
        )}
      </div>
      <RefusalNotice refusal={refusal} intents={[preferenceIntents.locale]} />
      <p role="status" className="pp-locale-status">
        {(saved || sentHere) && refusal?.intent !== preferenceIntents.locale ? t("locale.saved") : null}
      </p>
    </PreferenceForm>
  );
}
