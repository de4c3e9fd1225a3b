import { Text, Title } from "@mantine/core";
import { useId } from "react";
import { isRegion, regions } from "~/data/regions";
import { useLocale } from "~/lib/i18n/frame";
import { languageNames } from "~/lib/i18n/language-names";
import { isLanguage, languages } from "~/lib/i18n/languages";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import { usePreferences } from "~/lib/preferences/PreferencesProvider";

/** The value of each select's "Automatic" option: no choice, so the car's language settings decide. */
const automaticValue = "";

/**
 * 'Language and Region': each applies as soon as it is chosen (the page renders again in it) and is stored like the
 * other preferences. "Automatic" names what the car's settings give now, while it is the choice.
 */
export function LocaleSection() {
  const t = settingsMessages.useTranslate();
  const { preferences, store } = usePreferences();
  const shown = useLocale();
  const headingId = useId();
  const languageFieldId = useId();
  const regionFieldId = useId();

  function chooseLanguage(value: string) {
    const language = isLanguage(value) ? value : null;
    // These strings in the new language start loading now, beside the page's, so the dialog switches with the page.
    if (language !== null) settingsMessages.preload(language);
    store.chooseLocale({ language });
  }

  return (
    <section className="pp-settings-section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t("locale.title")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("locale.hint")}
      </Text>
      <div className="pp-locale-fields">
        <div className="pp-locale-field">
          <label htmlFor={languageFieldId}>{t("locale.language")}</label>
          <select
            id={languageFieldId}
            className="pp-locale-select"
            value={preferences.language ?? automaticValue}
            onChange={(event) => chooseLanguage(event.currentTarget.value)}
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
            className="pp-locale-select"
            value={preferences.region ?? automaticValue}
            onChange={(event) => {
              const { value } = event.currentTarget;
              store.chooseLocale({ region: isRegion(value) ? value : null });
            }}
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
      </div>
    </section>
  );
}
