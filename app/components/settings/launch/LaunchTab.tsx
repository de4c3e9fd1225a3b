import { Text } from "@mantine/core";
import { useId, useState } from "react";
import { RefusalNotice } from "~/components/settings/scaffold/RefusalNotice";
import { SaveBar, SettingsSection } from "~/components/settings/scaffold/SettingsSection";
import { categories, categoryTitleKeys } from "~/data/categories";
import { useCatalogue } from "~/lib/catalogue/CatalogueProvider";
import { useFrameT } from "~/lib/i18n/frame";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import type { LaunchMode } from "~/lib/links/launch";
import { chosenLaunchModes, launchModes } from "~/lib/links/launch-choices";
import { applyFormData } from "~/lib/preferences/browser/form-changes";
import { preferenceIntents, type RefusedChange } from "~/lib/preferences/forms/intents";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";

const modeLabelKeys = {
  automatic: "launch.mode.automatic",
  fullscreen: "launch.mode.fullscreen",
  outside: "launch.mode.outside",
} as const satisfies Record<LaunchMode, string>;

interface LaunchSwitchProps {
  name: string;
  checked: boolean;
  label: string;
  hint: string;
}

/** A checkbox named by its label alone; the hint under it is its description, outside the label so it is not read as its name. */
function LaunchSwitch({ name, checked, label, hint }: LaunchSwitchProps) {
  const hintId = useId();
  return (
    <div>
      <label className="pp-visibility-option">
        <input type="checkbox" name={name} value="on" defaultChecked={checked} aria-describedby={hintId} />
        {label}
      </label>
      <Text id={hintId} c="dimmed" size="sm" className="pp-launch-switch-hint">
        {hint}
      </Text>
    </div>
  );
}

interface LaunchTabProps {
  /** A post without JavaScript saved the choices just now. */
  saved: boolean;
  refusal: RefusedChange | null;
}

/**
 * 'How cards open': the global 'Open every card in full screen' and 'Recently opened' switches, then every service the
 * dashboard can show (the region's sources and the driver's own, by row) with its launch mode. A real form, applied by
 * Save; each card's hidden `card` field is followed by its `mode`, so the action pairs them in order.
 */
export function LaunchTab({ saved, refusal }: LaunchTabProps) {
  const t = settingsMessages.useTranslate();
  const frameT = useFrameT();
  const catalogue = useCatalogue();
  const { preferences } = usePreferences();
  const { launch, recent, services } = preferences;
  const chosen = chosenLaunchModes(launch);
  const [sentHere, setSentHere] = useState(false);
  const selectIdPrefix = useId();
  const cardsOf = (category: (typeof categories)[number]) => [
    ...catalogue.entries.filter((entry) => entry[1] === category).map(([id]) => ({ id, name: catalogue.byId.get(id)?.name ?? id })),
    ...services.filter((service) => service.category === category).map(({ id, name }) => ({ id, name })),
  ];

  return (
    <SettingsSection
      title={t("launch.title")}
      hint={`${t("launch.hint")} ${t("saving.onSave")}`}
      form={{ intent: preferenceIntents.launch, after: "tab", tab: "launch", apply: applyFormData, onSent: () => setSentHere(true) }}
      className="pp-launch-form"
    >
      <LaunchSwitch
        name="everyCardFullscreen"
        checked={launch.everyCardFullscreen}
        label={t("launch.everyCard")}
        hint={t("launch.everyCardHint")}
      />
      <LaunchSwitch name="recentCards" checked={recent.enabled} label={t("launch.recent")} hint={t("launch.recentHint")} />
      <RefusalNotice refusal={refusal} intents={[preferenceIntents.launch]} />
      <div className="pp-visibility-list pp-launch-list">
        {categories.map((category) => {
          const cards = cardsOf(category);
          if (cards.length === 0) return null;
          return (
            <fieldset key={category} className="pp-visibility-group">
              <legend>{frameT(categoryTitleKeys[category])}</legend>
              {cards.map(({ id, name }) => (
                <div key={id} className="pp-launch-option">
                  <input type="hidden" name="card" value={id} />
                  <label htmlFor={`${selectIdPrefix}-${id}`}>{name}</label>
                  <select
                    id={`${selectIdPrefix}-${id}`}
                    name="mode"
                    className="pp-locale-select pp-launch-select"
                    defaultValue={chosen.get(id) ?? "automatic"}
                  >
                    {launchModes.map((mode) => (
                      <option key={mode} value={mode}>
                        {t(modeLabelKeys[mode])}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </fieldset>
          );
        })}
      </div>
      <SaveBar saveLabel={t("launch.save")}>
        <Text size="sm" c="dimmed" role="status">
          {(saved || sentHere) && refusal?.intent !== preferenceIntents.launch ? t("launch.saved") : null}
        </Text>
      </SaveBar>
    </SettingsSection>
  );
}
