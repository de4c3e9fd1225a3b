import type { ChangeEvent } from "react";
import { ChoiceSelect, type Choice } from "~/components/settings/scaffold/ChoiceSelect";
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

  /** "Automatic", which names what the car's settings give now while it is the choice (`chosen` is null). */
  function automaticChoice(chosen: string | null, shownName: string): Choice {
    return { value: automaticValue, label: chosen === null ? t("locale.automaticNow", { name: shownName }) : t("locale.automatic") };
  }

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
      <ChoiceSelect
        label={t("locale.language")}
        name="language"
        value={preferences.language ?? automaticValue}
        choices={[
          automaticChoice(preferences.language, languageNames[shown.language]),
          ...languages.map((language) => ({ value: language, label: languageNames[language], lang: language })),
        ]}
        onChange={choose}
      />
      <ChoiceSelect
        label={t("locale.region")}
        name="region"
        value={preferences.region ?? automaticValue}
        choices={[
          automaticChoice(preferences.region, t(`region.${shown.region}`)),
          ...regions.map((region) => ({ value: region, label: t(`region.${region}`) })),
        ]}
        onChange={choose}
      />
    </ChoicesForm>
  );
}
