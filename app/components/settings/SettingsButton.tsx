import { Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { SettingsTip } from "~/components/settings/SettingsTip";
import { useCatalogue } from "~/lib/catalogue/CatalogueProvider";
import { useFrameT, useLocale } from "~/lib/i18n/frame";
import type { Language } from "~/lib/i18n/languages";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { settingsParam } from "~/lib/preferences/settings-tabs";

// The dialog and its list of every source load on first use (or hover/focus), keeping them out of the first-load JS.
const loadSettingsDialog = () => import("~/components/settings/SettingsDialog");

// A change that could not be sent is rare, so the notice that says so is not in the first-load JS either.
const SaveFailedNotice = lazy(() => import("~/components/settings/SaveFailedNotice"));

// Its strings, in the page's language only, download beside the dialog's code rather than after it.
function preloadSettingsDialog(language: Language) {
  loadSettingsDialog().catch(() => undefined);
  import("~/generated/i18n/settings/imports").then(({ settingsImports }) => settingsImports[language]()).catch(() => undefined);
}

/**
 * The toolbar's settings button with its hidden-source count and the first-visit tip. It is a link to `/?settings`, so
 * a tap before the page's JavaScript has arrived opens the settings too (the worker renders the dialog open); once
 * hydrated the same link opens the dialog without a round trip (the routes do not load their data again for it).
 */
export function SettingsButton() {
  const { preferences, dismissTip, saveFailed, acknowledgeSaveFailure } = usePreferences();
  const t = useFrameT();
  const { language } = useLocale();
  const catalogue = useCatalogue();
  // Sources hidden in another region stay hidden there, but this region's dashboard does not miss them.
  const hiddenCount = preferences.hiddenSourceIds.filter((id) => catalogue.byId.has(id)).length;
  // The button's text, which its accessible name repeats after "Settings": the plural's forms travel once, not twice.
  const hiddenLabel = t("toolbar.hiddenCount", { count: hiddenCount });
  const icon = <IconAdjustmentsHorizontal size={26} aria-hidden />;

  return (
    <div className="pp-settings">
      <Button
        component={Link}
        to={`/?${settingsParam}`}
        preventScrollReset
        variant="subtle"
        color="gray"
        size="md"
        className="pp-touch pp-settings-button"
        data-icon-only={hiddenCount === 0 || undefined}
        aria-label={hiddenCount > 0 ? t("toolbar.settingsWithHidden", { hidden: hiddenLabel }) : t("toolbar.settings")}
        aria-haspopup="dialog"
        leftSection={hiddenCount > 0 ? icon : undefined}
        onClick={dismissTip}
        onPointerEnter={() => preloadSettingsDialog(language)}
        onFocus={() => preloadSettingsDialog(language)}
      >
        {hiddenCount > 0 ? hiddenLabel : icon}
      </Button>
      {preferences.tipDismissed ? null : <SettingsTip onDismiss={dismissTip} />}
      {saveFailed ? (
        <Suspense fallback={null}>
          <SaveFailedNotice onDismiss={acknowledgeSaveFailure} />
        </Suspense>
      ) : null}
    </div>
  );
}
