import { useNavigate, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { RefusedChange } from "~/lib/preferences/forms/intents";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { settingsTabOf } from "~/lib/preferences/settings-tabs";

// The dialog loads when the address asks for it (`/?settings`): on the worker for a page opened that way, in the
// browser when the settings button is pressed. Arrange mode and dnd-kit load only when the driver starts arranging.
const SettingsDialog = lazy(() => import("~/components/settings/SettingsDialog"));
const ArrangeMode = lazy(() => import("~/components/settings/arrange/ArrangeMode"));

interface SettingsHostProps {
  /** The backup link the worker made for a page opened on the Backup tab; null elsewhere. */
  serverBackupLink: string | null;
  /** A post made without JavaScript that the preferences action refused, named in the address it was sent back to. */
  serverRefusal: RefusedChange | null;
}

function focusSettingsButton() {
  document.querySelector<HTMLElement>(".pp-settings-button")?.focus();
}

/**
 * The settings dialog, open while the address names a tab (so it opens with or without JavaScript, and the browser's
 * Back closes it), and arrange mode, which the dialog starts and which outlives it.
 */
export function SettingsHost({ serverBackupLink, serverRefusal }: SettingsHostProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { refused, dismissTip } = usePreferences();
  const [arranging, setArranging] = useState(false);
  const tab = settingsTabOf(searchParams);
  const close = useCallback(() => navigate("/", { preventScrollReset: true, replace: true }), [navigate]);
  const wasOpen = useRef(false);

  // Settings opened and closed (however it was opened or closed) is what the tip asked for: it has done its job. Not on
  // opening, so its save never goes ahead of the driver's first change there, which dismisses it anyway.
  useEffect(() => {
    if (tab !== null) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      dismissTip();
    }
  }, [tab, dismissTip]);

  function startArranging() {
    setArranging(true);
    close();
  }

  function finishArranging() {
    setArranging(false);
    focusSettingsButton();
  }

  return (
    <>
      {tab === null ? null : (
        <Suspense fallback={null}>
          <SettingsDialog
            tab={tab}
            searchParams={searchParams}
            serverBackupLink={serverBackupLink}
            refusal={refused ?? serverRefusal}
            onClose={close}
            onArrange={startArranging}
          />
        </Suspense>
      )}
      {arranging ? (
        <Suspense fallback={null}>
          <ArrangeMode onDone={finishArranging} />
        </Suspense>
      ) : null}
    </>
  );
}
