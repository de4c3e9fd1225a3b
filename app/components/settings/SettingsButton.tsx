import { Button } from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useCatalogue } from "~/lib/catalogue/CatalogueProvider";
import { usePreferences } from "~/lib/preferences/PreferencesProvider";
import { SettingsTip } from "~/components/settings/SettingsTip";
import { useFrameT, useLocale } from "~/lib/i18n/frame";
import type { Language } from "~/lib/i18n/languages";

// The dialog and its list of every source load on first use (or hover/focus), keeping them out of the first-load JS.
const loadSettingsDialog = () => import("~/components/settings/SettingsDialog");
const SettingsDialog = lazy(loadSettingsDialog);

// Storage rarely refuses a save, so the notice that says so is not in the first-load JS either.
const SaveFailedNotice = lazy(() => import("~/components/settings/SaveFailedNotice"));

// Its strings, in the page's language only, download beside the dialog's code rather than after it.
function preloadSettingsDialog(language: Language) {
  loadSettingsDialog().catch(() => undefined);
  import("~/lib/i18n/messages/settings/imports").then(({ settingsImports }) => settingsImports[language]()).catch(() => undefined);
}

type DialogState = "never-opened" | "open" | "closed";

/** The toolbar's settings button with its hidden-source count, the first-visit tip, and the settings dialog it opens. */
export function SettingsButton() {
  const { preferences, store } = usePreferences();
  const t = useFrameT();
  const { language } = useLocale();
  const [dialogState, setDialogState] = useState<DialogState>("never-opened");
  const catalogue = useCatalogue();
  // Sources hidden in another region stay hidden there, but this region's dashboard does not miss them.
  const hiddenCount = preferences.hiddenSourceIds.filter((id) => catalogue.byId.has(id)).length;
  const icon = <IconAdjustmentsHorizontal size={26} aria-hidden />;

  function openDialog() {
    store.dismissTip();
    setDialogState("open");
  }

  return (
    <div className="pp-settings">
      <Button
        variant="subtle"
        color="gray"
        size="md"
        className="pp-touch pp-settings-button"
        data-icon-only={hiddenCount === 0 || undefined}
        aria-label={hiddenCount > 0 ? t("toolbar.settingsWithHidden", { count: hiddenCount }) : t("toolbar.settings")}
        aria-haspopup="dialog"
        leftSection={hiddenCount > 0 ? icon : undefined}
        onClick={openDialog}
        onPointerEnter={() => preloadSettingsDialog(language)}
        onFocus={() => preloadSettingsDialog(language)}
      >
        {hiddenCount > 0 ? t("toolbar.hiddenCount", { count: hiddenCount }) : icon}
      </Button>
      {preferences.tipDismissed ? null : <SettingsTip onDismiss={store.dismissTip} />}
      {/* Both load on demand (while either loads, neither shows); no boundary is rendered before, so hydration has none to finish. */}
      {preferences.saveFailed || dialogState !== "never-opened" ? (
        <Suspense fallback={null}>
          {preferences.saveFailed ? <SaveFailedNotice onDismiss={store.acknowledgeSaveFailure} /> : null}
          {dialogState === "never-opened" ? null : (
            <SettingsDialog opened={dialogState === "open"} onClose={() => setDialogState("closed")} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
