import { Button } from "@mantine/core";
import { IconWorldWww } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { CustomUrlCloseReason } from "~/components/links/CustomUrlInput";
import { useFrameT } from "~/lib/i18n/frame";

// The input, its icon and the URL rules stay out of the first load; they arrive when the driver asks for them.
const loadCustomUrlInput = () => import("~/components/links/CustomUrlInput");
const CustomUrlInput = lazy(() => loadCustomUrlInput().then((module) => ({ default: module.CustomUrlInput })));

/** The toolbar's 'Custom URL' control: a button that turns into an address field on demand. */
export function CustomUrlButton() {
  const [open, setOpen] = useState(false);
  const focusButtonOnClose = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const t = useFrameT();

  useEffect(() => {
    if (open || !focusButtonOnClose.current) return;
    focusButtonOnClose.current = false;
    buttonRef.current?.focus();
  }, [open]);

  const close = (reason: CustomUrlCloseReason) => {
    focusButtonOnClose.current = reason === "escape";
    setOpen(false);
  };

  const button = (loading: boolean) => (
    <Button
      ref={buttonRef}
      variant="subtle"
      color="gray"
      size="md"
      className="pp-touch"
      leftSection={<IconWorldWww size={20} aria-hidden />}
      loading={loading}
      onPointerEnter={() => void loadCustomUrlInput()}
      onFocus={() => void loadCustomUrlInput()}
      onClick={() => setOpen(true)}
    >
      <span className="pp-custom-url-label">{t("toolbar.customUrl")}</span>
    </Button>
  );

  if (!open) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <CustomUrlInput onClose={close} />
    </Suspense>
  );
}
