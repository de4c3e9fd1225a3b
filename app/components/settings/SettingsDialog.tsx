// The settings dialog, loaded on demand: in the browser when the settings button is pressed, on the worker for a page
// opened as `/?settings=<tab>` (rendered open, with its stylesheets, so it works without JavaScript).
import { CloseButton, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useId, type ReactNode, type SyntheticEvent } from "react";
import { ArrangeTab } from "~/components/settings/arrange/ArrangeTab";
import { BackupTab } from "~/components/settings/backup/BackupTab";
import { LaunchTab } from "~/components/settings/launch/LaunchTab";
import { DisplayTab } from "~/components/settings/display/DisplayTab";
import { LocaleTab } from "~/components/settings/locale/LocaleTab";
import { ServicesTab } from "~/components/settings/services/ServicesTab";
import { settingsPanelId, SettingsTabBar, settingsTabId } from "~/components/settings/SettingsTabBar";
import { SourcesTab } from "~/components/settings/sources/SourcesTab";
import { useModalDialog } from "~/lib/document/modal-dialog";
import { preloadStylesheet, useStylesheet } from "~/lib/document/stylesheet";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import type { SettingsMessages } from "~/generated/i18n/settings/en";
import { isSavedChange, type RefusedChange } from "~/lib/preferences/forms/intents";
import type { SettingsTab } from "~/lib/preferences/settings-tabs";
import settingsDialogStylesHref from "~/styles/settings-dialog.css";

// Fetched as soon as this module is (on hover or focus of Settings), so the dialog rarely waits for it when opened.
if (typeof document !== "undefined") preloadStylesheet(settingsDialogStylesHref);

const tabLabelKeys = {
  sources: "tab.sources",
  services: "tab.services",
  arrange: "tab.arrange",
  launch: "tab.launch",
  locale: "tab.locale",
  display: "tab.display",
  backup: "tab.backup",
} as const satisfies Record<SettingsTab, keyof SettingsMessages>;

interface SettingsDialogProps {
  tab: SettingsTab;
  /** The address's parameters: which service is being edited, whether Reset was pressed, what a save without JavaScript did. */
  searchParams: URLSearchParams;
  /** The backup link the worker made (for the Backup tab without JavaScript), or null. */
  serverBackupLink: string | null;
  /** A save the action refused, with its reason in the page's language. */
  refusal: RefusedChange | null;
  onClose: () => void;
  onArrange: () => void;
}

/**
 * 'Application Settings': a tab bar (each tab a link to its own address, so it works without JavaScript) over the
 * sources to show, the driver's own services, arrange mode, language and region, theme and card size, and the backup link. Only Sources
 * waits for Save; every other tab applies each change at once and says so. The browser's modal dialog makes the page
 * inert and Mantine's focus trap keeps Tab inside it; it opens focused on its body rather than a control, Escape
 * closes it, and focus goes back.
 */
export default function SettingsDialog({ tab, searchParams, serverBackupLink, refusal, onClose, onArrange }: SettingsDialogProps) {
  useStylesheet(settingsDialogStylesHref);
  const t = settingsMessages.useTranslate();
  const { ref: trappedDialogRef } = useModalDialog(true);
  const titleId = useId();
  const saved = searchParams.get("saved");
  const savedChange = isSavedChange(saved) ? saved : null;

  function handleClosed(event: SyntheticEvent<HTMLDialogElement>) {
    // Reopening a worker-rendered dialog as a modal closes it for a moment; only a real close (Escape) leaves.
    if (!event.currentTarget.open) onClose();
  }

  function panel(): ReactNode {
    switch (tab) {
      case "sources":
        return (
          <SourcesTab
            key={searchParams.has("reset") ? "reset" : "saved"}
            resetting={searchParams.has("reset")}
            refusal={refusal}
            onSaved={onClose}
          />
        );
      case "services":
        return (
          <ServicesTab editingId={searchParams.get("edit")} adding={searchParams.has("add")} savedChange={savedChange} refusal={refusal} />
        );
      case "arrange":
        return <ArrangeTab onArrange={onArrange} />;
      case "launch":
        return <LaunchTab saved={savedChange === "launch"} refusal={refusal} />;
      case "locale":
        return <LocaleTab saved={savedChange === "locale"} refusal={refusal} />;
      case "display":
        return <DisplayTab saved={savedChange === "display"} refusal={refusal} />;
      case "backup":
        return <BackupTab serverLink={serverBackupLink} />;
    }
  }

  return (
    <dialog
      ref={trappedDialogRef}
      open
      className="pp-dialog pp-settings-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onClose={handleClosed}
    >
      {/* The worker cannot wait for a sheet the way the browser does (useStylesheet): a page opened here links it itself. */}
      <link rel="stylesheet" href={settingsDialogStylesHref} />
      <div className="pp-dialog-body" data-autofocus tabIndex={-1}>
        <div className="pp-dialog-header">
          <Title order={2} size="h3" id={titleId}>
            {t("dialog.title")}
          </Title>
          <CloseButton component={Link} to="/" replace preventScrollReset size={48} iconSize={22} aria-label={t("dialog.close")} />
        </div>
        <SettingsTabBar active={tab} label={t("tabs.label")} labelOf={(value) => t(tabLabelKeys[value])} />
        <div role="tabpanel" id={settingsPanelId} aria-labelledby={settingsTabId(tab)} className="pp-settings-panel">
          {panel()}
        </div>
      </div>
    </dialog>
  );
}
