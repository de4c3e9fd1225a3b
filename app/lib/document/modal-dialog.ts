// The native modal <dialog> every ParkPlay dialog is: shown while it should be open, focus kept inside, and focus given
// back to whatever had it before. Only dialogs that load on demand use it, so it stays out of the first-load JS.
import { useFocusTrap, useMergedRef } from "@mantine/hooks";
import { useCallback, useLayoutEffect, useRef } from "react";

export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusTrapRef = useFocusTrap(open);
  const ref = useMergedRef(dialogRef, focusTrapRef);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // Layout effect: the dialog opens and closes in the same frame as its content mounts and unmounts.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const returnFocus = useCallback(() => {
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
  }, []);

  /** `ref` goes on the <dialog>; `dialogRef` closes it; `returnFocus` belongs in its close handler. */
  return { ref, dialogRef, returnFocus };
}
