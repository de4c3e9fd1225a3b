import { Button } from "@mantine/core";
import { IconDeviceMobileShare } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "~/lib/document/use-hydrated";
import { useFrameT } from "~/lib/i18n/frame";

// The panel, the QR encoder and the pairing socket load on first use (or hover/focus), keeping them out of the first-load JS.
const loadSendFromPhonePanel = () => import("~/components/pairing/SendFromPhonePanel");
const SendFromPhonePanel = lazy(loadSendFromPhonePanel);

function preloadSendFromPhonePanel() {
  loadSendFromPhonePanel().catch(() => undefined);
}

/**
 * The toolbar's "Send from phone" button; the panel it opens exists only while open, so each opening gets a new code.
 * Pairing needs JavaScript, so the button appears once the page is hydrated: the first flight carries no control that
 * could not work, and the end of the toolbar is right-aligned, so nothing beside it moves.
 */
export function SendFromPhoneButton() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const t = useFrameT();
  if (!hydrated) return null;
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="md"
        className="pp-touch pp-send-from-phone"
        aria-haspopup="dialog"
        leftSection={<IconDeviceMobileShare size={22} aria-hidden />}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadSendFromPhonePanel}
        onFocus={preloadSendFromPhonePanel}
      >
        <span className="pp-send-from-phone-label">{t("toolbar.sendFromPhone")}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SendFromPhonePanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
