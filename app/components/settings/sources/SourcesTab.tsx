import { Group, Text } from "@mantine/core";
import { useState } from "react";
import { RefusalNotice } from "~/components/settings/scaffold/RefusalNotice";
import { SaveBar, SettingsSection } from "~/components/settings/scaffold/SettingsSection";
import { ViewLink } from "~/components/settings/scaffold/ViewLink";
import { categories, categoryTitleKeys } from "~/data/categories";
import { useCatalogue } from "~/lib/catalogue/CatalogueProvider";
import { useFrameT } from "~/lib/i18n/frame";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import { applyFormData } from "~/lib/preferences/browser/form-changes";
import { preferenceIntents, type RefusedChange } from "~/lib/preferences/forms/intents";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { settingsTabPath } from "~/lib/preferences/settings-tabs";

interface SourcesTabProps {
  /** Reset was pressed (`&reset` in the address): every source starts checked, and Save also restores the default order. */
  resetting: boolean;
  refusal: RefusedChange | null;
  onSaved: () => void;
}

/**
 * 'Source Visibility': a checkbox per source of the page's region in a 450 px scrolling list, applied only by Save. The
 * form posts the sources it listed and those left checked, so sources hidden in other regions stay hidden. Reset is a
 * link (`&reset`), so it works without JavaScript too; like every choice here, it applies on Save.
 */
export function SourcesTab({ resetting, refusal, onSaved }: SourcesTabProps) {
  const { preferences } = usePreferences();
  const frameT = useFrameT();
  const catalogue = useCatalogue();
  const t = settingsMessages.useTranslate();
  const [draftHidden, setDraftHidden] = useState<ReadonlySet<string>>(
    () => new Set(resetting ? [] : preferences.hiddenSourceIds.filter((id) => catalogue.byId.has(id))),
  );
  const canReset = !resetting && (draftHidden.size > 0 || preferences.order !== null);
  const resetNote = !resetting ? null : draftHidden.size === 0 ? t("visibility.resetAll") : t("visibility.resetOrder");

  function setVisible(id: string, visible: boolean) {
    setDraftHidden((previous) => {
      const next = new Set(previous);
      if (visible) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <SettingsSection
      title={t("visibility.title")}
      hint={t("visibility.hint")}
      form={{
        intent: preferenceIntents.sources,
        after: "dashboard",
        tab: "sources",
        view: resetting ? { reset: "" } : {},
        apply: applyFormData,
        onSent: onSaved,
      }}
    >
      <RefusalNotice refusal={refusal} intents={[preferenceIntents.sources]} />
      {catalogue.entries.map(([id]) => (
        <input key={id} type="hidden" name="listed" value={id} />
      ))}
      {resetting ? <input type="hidden" name="resetOrder" value="on" /> : null}
      <div className="pp-visibility-list">
        {categories.map((category) => (
          <fieldset key={category} className="pp-visibility-group">
            <legend>{frameT(categoryTitleKeys[category])}</legend>
            {catalogue.entries
              .filter((entry) => entry[1] === category)
              .map(([id]) => (
                <label key={id} className="pp-visibility-option">
                  <input
                    type="checkbox"
                    name="shown"
                    value={id}
                    checked={!draftHidden.has(id)}
                    onChange={(event) => setVisible(id, event.currentTarget.checked)}
                  />
                  {catalogue.byId.get(id)?.name}
                </label>
              ))}
          </fieldset>
        ))}
      </div>
      {/* After Reset the Reset link is gone; Save is what the note beside it asks for next. */}
      <SaveBar saveLabel={t("visibility.save")} cancelLabel={t("visibility.cancel")} focusSave={resetting}>
        <Group gap="sm">
          {canReset ? (
            <ViewLink to={settingsTabPath("sources", { reset: "" })} variant="subtle">
              {t("visibility.reset")}
            </ViewLink>
          ) : null}
          <Text size="sm" c="dimmed" role="status">
            {resetNote}
          </Text>
          {resetting ? null : (
            <Text size="sm" c="dimmed">
              {t("visibility.moreSoon")}
            </Text>
          )}
        </Group>
      </SaveBar>
    </SettingsSection>
  );
}
