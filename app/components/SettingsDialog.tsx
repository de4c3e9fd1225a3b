// A native modal <dialog>, not Mantine's Modal: with Remix's esbuild 0.17, any Mantine component used here lands in the
// first-load chunk through the @mantine/core barrel, so this file uses only components the toolbar already loads.
import { Button, CloseButton, Group, Text, Title } from "@mantine/core";
import { useFocusTrap, useMergedRef } from "@mantine/hooks";
import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { categories, categoryTitles } from "~/data/categories";
import { sourceIds, sources, type SourceId } from "~/data/sources";
import { applyVisibilityChoices, type HiddenSourceIds } from "~/lib/preferences/format";

// The backup view brings the link packer and the QR encoder; they load when the driver asks for a backup.
const BackupPanel = lazy(() => import("~/components/BackupPanel"));

const titleId = "pp-settings-title";

interface SettingsDialogProps {
  opened: boolean;
  hiddenSourceIds: HiddenSourceIds;
  onClose: () => void;
  onSave: (hiddenSourceIds: HiddenSourceIds) => void;
}

interface SourceVisibilityFormProps {
  hiddenSourceIds: HiddenSourceIds;
  onCancel: () => void;
  onSave: (hiddenSourceIds: HiddenSourceIds) => void;
}

/** The dialog's body, mounted only while open, so every opening starts from the saved choices. */
function SourceVisibilityForm({ hiddenSourceIds, onCancel, onSave }: SourceVisibilityFormProps) {
  const [draftHidden, setDraftHidden] = useState<ReadonlySet<SourceId>>(() => new Set(hiddenSourceIds));

  function setVisible(id: SourceId, visible: boolean) {
    setDraftHidden((previous) => {
      const next = new Set(previous);
      if (visible) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function save() {
    onSave(applyVisibilityChoices(hiddenSourceIds, new Map(sourceIds.map((id) => [id, !draftHidden.has(id)]))));
  }

  return (
    <>
      <Title order={3} size="h4">
        Source Visibility
      </Title>
      <Text c="dimmed" size="sm">
        Hide sources that are not relevant to you
      </Text>
      <div className="pp-visibility-list">
        {categories.map((category) => (
          <fieldset key={category} className="pp-visibility-group">
            <legend>{categoryTitles[category]}</legend>
            {sourceIds
              .filter((id) => sources[id].category === category)
              .map((id) => (
                <label key={id} className="pp-visibility-option">
                  <input type="checkbox" checked={!draftHidden.has(id)} onChange={(event) => setVisible(id, event.currentTarget.checked)} />
                  {sources[id].name}
                </label>
              ))}
          </fieldset>
        ))}
      </div>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          {draftHidden.size > 0 ? (
            <Button variant="subtle" size="md" className="pp-touch" onClick={() => setDraftHidden(new Set())}>
              Reset
            </Button>
          ) : null}
          <Text size="sm" c="dimmed">
            More options coming soon!
          </Text>
        </Group>
        <Group gap="sm">
          <Button variant="default" size="md" className="pp-touch" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="md" className="pp-touch" onClick={save}>
            Save
          </Button>
        </Group>
      </Group>
    </>
  );
}

/**
 * 'Application Settings': which sources the dashboard shows, and a backup link of the whole setup. The browser's modal
 * dialog makes the page inert and Mantine's focus trap keeps Tab inside it; it opens focused on its body rather than a
 * control, Escape closes it, and focus goes back.
 */
export default function SettingsDialog({ opened, hiddenSourceIds, onClose, onSave }: SettingsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusTrapRef = useFocusTrap(opened);
  const trappedDialogRef = useMergedRef(dialogRef, focusTrapRef);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const [backupShown, setBackupShown] = useState(false);
  const backupButtonRef = useRef<HTMLButtonElement>(null);

  // Layout effect: the dialog opens and closes in the same frame as its content mounts and unmounts.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (opened && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.focus();
    } else if (!opened && dialog.open) {
      dialog.close();
    }
  }, [opened]);

  function handleClosed() {
    setBackupShown(false);
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
    onClose();
  }

  return (
    <dialog ref={trappedDialogRef} className="pp-dialog" aria-labelledby={titleId} tabIndex={-1} onClose={handleClosed}>
      {opened ? (
        <div className="pp-dialog-body" data-autofocus tabIndex={-1}>
          <div className="pp-dialog-header">
            <Title order={2} size="h3" id={titleId}>
              Application Settings
            </Title>
            <Group gap="xs" wrap="nowrap">
              <Button
                ref={backupButtonRef}
                variant="default"
                size="md"
                className="pp-touch"
                aria-expanded={backupShown}
                onClick={() => setBackupShown((shown) => !shown)}
              >
                Back up
              </Button>
              <CloseButton size={48} iconSize={22} aria-label="Close settings" onClick={onClose} />
            </Group>
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
            <SourceVisibilityForm hiddenSourceIds={hiddenSourceIds} onCancel={onClose} onSave={onSave} />
          )}
        </div>
      ) : null}
    </dialog>
  );
}
