// The native modal <dialog> every ParkPlay dialog is: shown while it should be open, focus kept inside, and focus given
// back to whatever had it before. Only dialogs that load on demand use it, so it stays out of the first-load JS.
import { useFocusTrap, useIsomorphicEffect, useMergedRef } from "@mantine/hooks";
import { useCallback, useEffect, useRef } from "react";

/** True when the dialog is open as a modal (the page behind it inert), not just shown as the worker rendered it. */
function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(":modal");
  } catch {
    return false;
  }
}

export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusTrapRef = useFocusTrap(open);
  const ref = useMergedRef(dialogRef, focusTrapRef);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // A layout effect in the browser: the dialog opens and closes in the same frame as its content mounts and unmounts. The
  // worker renders the dialog for /?settings too, where a layout effect only warns.
  useIsomorphicEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !isModal(dialog)) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // A dialog the worker rendered open (for a page without JavaScript) is opened again as a modal once hydrated.
      if (dialog.open) dialog.close();
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

  // A dialog that goes away with its component (the address no longer asks for it) gives focus back too.
  useEffect(() => returnFocus, [returnFocus]);

  /** `ref` goes on the <dialog>; `dialogRef` closes it; `returnFocus` belongs in its close handler. */
  return { ref, dialogRef, returnFocus };
}
