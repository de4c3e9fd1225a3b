// A native modal <dialog>, not Mantine's Modal: with Remix's esbuild 0.17, any Mantine component used here lands in the
// first-load chunk through the @mantine/core barrel, so this file uses only components the toolbar already loads.
import { useFrameT } from "~/lib/i18n/frame";
import { Button, CloseButton, Group, Text, Title } from "@mantine/core";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { LocaleSection } from "~/components/settings/LocaleSection";
import { YourServicesSection } from "~/components/settings/YourServicesSection";
import { categories, categoryTitleKeys } from "~/data/categories";
import { useCatalogue } from "~/lib/catalogue/CatalogueProvider";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import { applyVisibilityChoices } from "~/lib/preferences/format";
import { useModalDialog } from "~/lib/document/modal-dialog";
import { preloadStylesheet, useStylesheet } from "~/lib/document/stylesheet";
import { usePreferences } from "~/lib/preferences/PreferencesProvider";
import settingsDialogStylesHref from "~/styles/settings-dialog.css";

// The backup view brings the link packer and the QR encoder; they load when the driver asks for a backup.
const BackupPanel = lazy(() => import("~/components/settings/BackupPanel"));

const titleId = "pp-settings-title";

// Fetched as soon as this module is (on hover or focus of Settings), so the dialog rarely waits for it when opened.
if (typeof document !== "undefined") preloadStylesheet(settingsDialogStylesHref);

// Arrange mode and dnd-kit load when the driver reaches for the Arrange button, not with the dialog.
const loadArrangeMode = () => import("~/components/settings/ArrangeMode");
const ArrangeMode = lazy(loadArrangeMode);

function preloadArrangeMode() {
  loadArrangeMode().catch(() => undefined);
}

interface SettingsDialogProps {
  opened: boolean;
  onClose: () => void;
}

interface SourceVisibilityFormProps {
  onClose: () => void;
}

/**
 * The source visibility draft, mounted only while the dialog is open, so every opening starts from the saved choices.
 * Reset also restores the default order of rows and cards; like every choice here, it applies on Save.
 */
function SourceVisibilityForm({ onClose }: SourceVisibilityFormProps) {
  const { preferences, store } = usePreferences();
  const frameT = useFrameT();
  const catalogue = useCatalogue();
  const t = settingsMessages.useTranslate();
  const { hiddenSourceIds } = preferences;
  const [draftHidden, setDraftHidden] = useState<ReadonlySet<string>>(
    // Other regions' hidden sources are not listed; Save keeps them hidden.
    () => new Set(hiddenSourceIds.filter((id) => catalogue.byId.has(id))),
  );
  const [resetPending, setResetPending] = useState(false);
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const canReset = draftHidden.size > 0 || (preferences.order !== null && !resetPending);
  const resetNote = !resetPending ? null : draftHidden.size === 0 ? t("visibility.resetAll") : t("visibility.resetOrder");

  function setVisible(id: string, visible: boolean) {
    setDraftHidden((previous) => {
      const next = new Set(previous);
      if (visible) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function reset() {
    setDraftHidden(new Set());
    setResetPending(true);
    // The Reset button goes away; Save is what the note beside it asks for next.
    saveButtonRef.current?.focus();
  }

  function save() {
    const hidden = applyVisibilityChoices(hiddenSourceIds, new Map(catalogue.entries.map(([id]) => [id, !draftHidden.has(id)])));
    store.changeSetup(resetPending ? { hiddenSourceIds: hidden, order: null } : { hiddenSourceIds: hidden });
    onClose();
  }

  return (
    <section className="pp-settings-section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t("visibility.title")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("visibility.hint")}
      </Text>
      <div className="pp-visibility-list">
        {categories.map((category) => (
          <fieldset key={category} className="pp-visibility-group">
            <legend>{frameT(categoryTitleKeys[category])}</legend>
            {catalogue.entries
              .filter((entry) => entry[1] === category)
              .map(([id]) => (
                <label key={id} className="pp-visibility-option">
                  <input type="checkbox" checked={!draftHidden.has(id)} onChange={(event) => setVisible(id, event.currentTarget.checked)} />
                  {catalogue.byId.get(id)?.name}
                </label>
              ))}
          </fieldset>
        ))}
      </div>
      <Group justify="space-between" gap="sm" className="pp-visibility-actions">
        <Group gap="sm">
          {canReset ? (
            <Button variant="subtle" size="md" className="pp-touch" onClick={reset}>
              {t("visibility.reset")}
            </Button>
          ) : null}
          <Text size="sm" c="dimmed" role="status">
            {resetNote}
          </Text>
          {resetPending ? null : (
            <Text size="sm" c="dimmed">
              {t("visibility.moreSoon")}
            </Text>
          )}
        </Group>
        <Group gap="sm">
          <Button variant="default" size="md" className="pp-touch" onClick={onClose}>
            {t("visibility.cancel")}
          </Button>
          <Button ref={saveButtonRef} size="md" className="pp-touch" onClick={save}>
            {t("visibility.save")}
          </Button>
        </Group>
      </Group>
    </section>
  );
}

/**
 * 'Application Settings': language and region, the driver's own services, which sources the dashboard shows, arrange
 * mode and a backup link of the whole setup. Its strings arrive with it, in the page's language (a section of their own). The browser's modal dialog makes the page inert and Mantine's focus trap keeps Tab inside it; it
 * opens focused on its body rather than a control, Escape closes it, and focus goes back. The body scrolls under its
 * header, so it fits a car's short screen.
 */
export default function SettingsDialog({ opened, onClose }: SettingsDialogProps) {
  useStylesheet(settingsDialogStylesHref);
  const t = settingsMessages.useTranslate();
  const { ref: trappedDialogRef, returnFocus } = useModalDialog(opened);
  const [arranging, setArranging] = useState(false);
  const [backupShown, setBackupShown] = useState(false);
  const backupButtonRef = useRef<HTMLButtonElement>(null);

  function handleClosed() {
    setBackupShown(false);
    // Arrange mode takes focus while it shows, and gives it back when Done closes it.
    if (!arranging) returnFocus();
    onClose();
  }

  function startArranging() {
    setArranging(true);
    onClose();
  }

  function finishArranging() {
    setArranging(false);
    returnFocus();
  }

  return (
    <dialog ref={trappedDialogRef} className="pp-dialog" aria-labelledby={titleId} tabIndex={-1} onClose={handleClosed}>
      {opened ? (
        <div className="pp-dialog-body" data-autofocus tabIndex={-1}>
          <div className="pp-dialog-header">
            <Title order={2} size="h3" id={titleId}>
              {t("dialog.title")}
            </Title>
            <Button
              variant="light"
              size="md"
              className="pp-touch"
              onClick={startArranging}
              onPointerEnter={preloadArrangeMode}
              onFocus={preloadArrangeMode}
            >
              {t("dialog.arrange")}
            </Button>
            <Button
              ref={backupButtonRef}
              variant="default"
              size="md"
              className="pp-touch"
              aria-expanded={backupShown}
              onClick={() => setBackupShown((shown) => !shown)}
            >
              {t("dialog.backUp")}
            </Button>
            <CloseButton size={48} iconSize={22} aria-label={t("dialog.close")} onClick={onClose} />
          </div>
          {backupShown ? (
            <Suspense fallback={null}>
              <BackupPanel
                onDone={() => {
                  setBackupShown(false);
                  backupButtonRef.current?.focus();
                }}
              />
            </Suspense>
          ) : (
            <>
              <LocaleSection />
              <YourServicesSection />
              <SourceVisibilityForm onClose={onClose} />
            </>
          )}
        </div>
      ) : null}
      {/* Portalled into <main>; it sits here only to outlive the dialog's body. */}
      {arranging ? (
        <Suspense fallback={null}>
          <ArrangeMode onDone={finishArranging} />
        </Suspense>
      ) : null}
    </dialog>
  );
}
