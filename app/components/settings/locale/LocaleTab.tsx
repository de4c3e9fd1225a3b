import { useId, type ChangeEvent } from "react";
import { ChoicesForm } from "~/components/settings/scaffold/ChoicesForm";
import { regions } from "~/data/regions";
import { useLocale } from "~/lib/i18n/frame";
import { languageNames } from "~/lib/i18n/language-names";
import { isLanguage, languages } from "~/lib/i18n/languages";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import { preferenceIntents, type RefusedChange } from "~/lib/preferences/forms/intents";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";

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
  const languageFieldId = useId();
  const regionFieldId = useId();

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const { value } = event.currentTarget;
    // These strings in the new language start loading now, beside the page's, so the dialog switches with the page.
    if (isLanguage(value)) settingsMessages.preload(value);
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <ChoicesForm
      intent={preferenceIntents.locale}
      tab="locale"
      title={t("locale.title")}
      hint={`${t("locale.hint")} ${t("saving.atOnce")}`}
      applyLabel={t("locale.apply")}
      savedText={t("locale.saved")}
      saved={saved}
      refusal={refusal}
    >
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
    </ChoicesForm>
  );
}
