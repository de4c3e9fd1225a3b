// What a backup link would do, asked before anything changes. PageLayout loads this only when the address carries a
// setup (#setup=…); like SettingsDialog it is a native modal <dialog> built from components the toolbar already loads.
import { Button, Group, Text, Title } from "@mantine/core";
import { useLocation } from "@remix-run/react";
import { Suspense, useEffect, useId, useState, type ReactNode } from "react";
import { useModalDialog } from "~/lib/document/modal-dialog";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import { preloadStylesheet, useStylesheet } from "~/lib/document/stylesheet";
import { restoreFormData } from "~/lib/preferences/browser/form-changes";
import { afterSaveField, preferencesActionPath } from "~/lib/preferences/forms/intents";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { describeSetup, hasSetupLink, readSetupLink, refusedLinkMessage, setupLinkLogLine } from "~/lib/preferences/backup/backup-link";
import type { ReadBackup } from "~/lib/preferences/stored/setup-format";
import settingsDialogStylesHref from "~/styles/settings-dialog.css";

// The preview is drawn like the settings dialog; its sheet is fetched alongside this module.
if (typeof document !== "undefined") preloadStylesheet(settingsDialogStylesHref);

/** Takes the setup out of the address, so a reload or a bookmark does not ask again. */
function forgetSetupLink() {
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
}

interface ReplaceFormProps {
  read: Extract<ReadBackup, { kind: "read" }>;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * "Replace" is a navigating form post, not a background save: the action answers 303 to the dashboard with the cookies
 * set, and the browser shows the navigation until it lands there. Multipart keeps the setup's JSON at its own size.
 */
function ReplaceForm({ read, onSubmit, children }: ReplaceFormProps) {
  const { preferences } = usePreferences();
  // A backup without a language or region was made with them automatic, so replacing makes them automatic again.
  const fields = [...restoreFormData(read.setup, read.locale, read, preferences.recent).entries()];
  return (
    <form method="post" action={preferencesActionPath} encType="multipart/form-data" onSubmit={onSubmit}>
      {fields.map(([name, value]) => (typeof value === "string" ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <input type="hidden" name={afterSaveField} value="dashboard" />
      {children}
    </form>
  );
}

/**
 * The preview of the link in the address: "Replace" applies it, "Keep mine" (or Escape) leaves everything as it was.
 * It reads the address again after each navigation, so a link opened in a tab already showing ParkPlay asks too.
 */
function SetupLinkPreviewDialog() {
  useStylesheet(settingsDialogStylesHref);
  const t = settingsMessages.useTranslate();
  const location = useLocation();
  const [linkSetup, setLinkSetup] = useState<ReadBackup | null>(null);
  const [replacing, setReplacing] = useState(false);
  const { ref: trappedDialogRef, dialogRef, returnFocus } = useModalDialog(linkSetup !== null);
  const titleId = useId();
  const summaryId = useId();

  // The router's location says when the address changed; the address itself is read, since forgetting a link bypasses the router.
  useEffect(() => {
    if (!hasSetupLink(window.location.hash)) return;
    let current = true;
    void readSetupLink(window.location.hash).then((read) => {
      if (!current) return;
      const logLine = setupLinkLogLine(read);
      if (logLine !== null) console.warn(logLine);
      setLinkSetup(read);
    });
    return () => {
      current = false;
    };
  }, [location]);

  function handleClosed() {
    forgetSetupLink();
    setLinkSetup(null);
    returnFocus();
  }

  if (linkSetup === null) return null;

  return (
    <dialog
      ref={trappedDialogRef}
      className="pp-dialog pp-setup-preview"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      tabIndex={-1}
      onClose={handleClosed}
    >
      <div className="pp-dialog-body" data-autofocus tabIndex={-1}>
        {linkSetup.kind === "read" ? (
          <>
            <Title order={2} size="h3" id={titleId}>
              {t("preview.title")}
            </Title>
            <Text size="lg" id={summaryId}>
              {describeSetup(linkSetup.setup, linkSetup.locale, t, linkSetup.display)}
            </Text>
            {linkSetup.problems.length > 0 ? <Text>{t("preview.repaired")}</Text> : null}
            <ReplaceForm read={linkSetup} onSubmit={() => setReplacing(true)}>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" size="md" className="pp-touch" disabled={replacing} onClick={() => dialogRef.current?.close()}>
                  {t("preview.keep")}
                </Button>
                <Button type="submit" size="md" className="pp-touch" loading={replacing}>
                  {t("preview.replace")}
                </Button>
              </Group>
            </ReplaceForm>
          </>
        ) : (
          <>
            <Title order={2} size="h3" id={titleId}>
              {t("preview.refusedTitle")}
            </Title>
            <Text id={summaryId}>{t("preview.refused", { reason: refusedLinkMessage(linkSetup.problem, t) })}</Text>
            <Group justify="flex-end">
              <Button size="md" className="pp-touch" onClick={() => dialogRef.current?.close()}>
                {t("preview.close")}
              </Button>
            </Group>
          </>
        )}
      </div>
    </dialog>
  );
}

/** The preview, shown once its stylesheet has loaded; it has its own Suspense boundary, as the page loads it without one. */
export default function SetupLinkPreview() {
  return (
    <Suspense fallback={null}>
      <SetupLinkPreviewDialog />
    </Suspense>
  );
}
