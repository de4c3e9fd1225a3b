import { useEffect, type ChangeEvent } from "react";
import { ChoiceSelect } from "~/components/settings/scaffold/ChoiceSelect";
import { ChoicesForm } from "~/components/settings/scaffold/ChoicesForm";
import { preloadStylesheet } from "~/lib/document/stylesheet";
import { cardSizes, themes } from "~/lib/display/display";
import { cardSizeLabelKeys, themeLabelKeys } from "~/lib/display/display-labels";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import { preferenceIntents, type RefusedChange } from "~/lib/preferences/forms/intents";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
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

  // The page's critical CSS holds only the scheme it was rendered in: every scheme's is fetched now, so a new theme shows whole.
  useEffect(() => void preloadStylesheet(colorSchemesHref), []);

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <ChoicesForm
      intent={preferenceIntents.display}
      tab="display"
      title={t("display.title")}
      hint={`${t("display.hint")} ${t("saving.atOnce")}`}
      applyLabel={t("display.apply")}
      savedText={t("display.saved")}
      saved={saved}
      refusal={refusal}
    >
      <ChoiceSelect
        label={t("display.theme")}
        name="theme"
        value={preferences.theme}
        choices={themes.map((theme) => ({ value: theme, label: t(themeLabelKeys[theme]) }))}
        onChange={choose}
      />
      <ChoiceSelect
        label={t("display.cardSize")}
        name="cardSize"
        value={preferences.cardSize}
        choices={cardSizes.map((size) => ({ value: size, label: t(cardSizeLabelKeys[size]) }))}
        onChange={choose}
      />
    </ChoicesForm>
  );
}
