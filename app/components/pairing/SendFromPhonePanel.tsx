// The "Send from phone" panel, loaded when the driver reaches for its toolbar button. Like SettingsDialog it is a native
// modal <dialog> built only from components the toolbar already loads, so none of this reaches the first-load JS.
import { Button, CloseButton, Group, Text, Title } from "@mantine/core";
import { useLocation, useNavigate } from "@remix-run/react";
import { useId, useMemo, useRef, useState } from "react";
import { QrCode } from "~/components/qr/QrCode";
import { useModalDialog } from "~/lib/document/modal-dialog";
import type { PhonePanelMessages } from "~/generated/i18n/phone-panel/en";
import { phonePanelMessages } from "~/lib/i18n/messages/phone-panel/load";
import { documentLanguage } from "~/lib/i18n/document-language";
import type { Translate } from "~/lib/i18n/translate";
import { preloadStylesheet, useStylesheet } from "~/lib/document/stylesheet";
import type { CarConnectionState, CarDelivery } from "~/lib/pairing/car-connection";
import { formatPairingCode, pairingPath } from "~/lib/pairing/code";
import { readReceivedLink, type ReceivedLink } from "~/lib/pairing/received-link";
import { useCarConnection } from "~/lib/pairing/use-car-connection";
import { drawQrCode } from "~/lib/qr/qr-code";
import { packText } from "~/lib/preferences/stored/setup-packing";
import sendFromPhoneStylesHref from "~/styles/send-from-phone.css";
import settingsDialogStylesHref from "~/styles/settings-dialog.css";

// Fetched as soon as this module is (on hover or focus of the button), so the panel rarely waits for them.
if (typeof document !== "undefined") {
  preloadStylesheet(settingsDialogStylesHref);
  preloadStylesheet(sendFromPhoneStylesHref);
  phonePanelMessages.preload(documentLanguage(document));
}

type PanelTranslate = Translate<PhonePanelMessages>;

interface SendFromPhonePanelProps {
  onClose: () => void;
}

/** The one line the status region reads out; while a code is shown it says whether the phone can reach the car. */
function statusText(t: PanelTranslate, state: CarConnectionState): string {
  switch (state.phase) {
    case "creating":
      return t("status.creating");
    case "waiting":
      return t("status.waiting");
    case "connected":
      return t("status.connected");
    case "reconnecting":
      return t("status.reconnecting");
    case "expired":
      return t("status.expired");
    case "replaced":
      return t("status.replaced");
    case "refused":
      return state.message ?? t("status.refused");
    case "failed":
      return t("status.failed");
    case "closed":
      return "";
  }
}

function shownCode(state: CarConnectionState): string | null {
  return state.phase === "waiting" || state.phase === "connected" || state.phase === "reconnecting" ? state.code : null;
}

interface PairingAddressProps {
  t: PanelTranslate;
  code: string;
}

/** The phone's way in three forms: a QR code to scan, an address short enough to type, and the code itself. */
function PairingAddress({ t, code }: PairingAddressProps) {
  const address = `${window.location.origin}${pairingPath(code)}`;
  const drawing = useMemo(() => drawQrCode(address), [address]);
  const shortAddress = `${window.location.host}${pairingPath(code)}`;
  // The address in bold wherever the language puts it in the sentence.
  const typed = t("typedAddress", { address: shortAddress });
  const at = typed.indexOf(shortAddress);
  return (
    <>
      {drawing !== null ? <QrCode drawing={drawing} aria-label={t("qrCode")} /> : null}
      <div className="pp-car-pairing-address">
        <Text size="lg">{t("instruction")}</Text>
        <Text>
          {typed.slice(0, at)}
          <strong className="pp-car-pairing-short-address">{shortAddress}</strong>
          {typed.slice(at + shortAddress.length)}
        </Text>
        <p className="pp-car-pairing-code">{formatPairingCode(code)}</p>
      </div>
    </>
  );
}

interface LinkNoticeProps {
  t: PanelTranslate;
  link: ReceivedLink;
  onDismiss: () => void;
}

/** A link from the phone; nothing opens until the driver chooses "Open", so a guessed code cannot steer the car. */
function LinkNotice({ t, link, onDismiss }: LinkNoticeProps) {
  const headingId = useId();
  return (
    <section className="pp-car-pairing-link" role="alert" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t("link.heading")}
      </Title>
      <p className="pp-car-pairing-link-address">
        {link.beforeHost}
        <strong>{link.host}</strong>
        {link.afterHost}
      </p>
      <Group gap="sm">
        {/* A plain link in this tab, so a full-screen car browser stays full screen. */}
        <Button component="a" href={link.href} size="md" className="pp-touch">
          {t("link.open")}
        </Button>
        <Button variant="default" size="md" className="pp-touch" onClick={onDismiss}>
          {t("link.dismiss")}
        </Button>
      </Group>
    </section>
  );
}

/**
 * Shows a pairing code and holds the car's link to its relay while open; closing (the button, Escape) ends the pairing,
 * so the next opening asks for a new code. A link arriving shows above the code (a newer one replaces it); a setup
 * arriving opens the backup link's preview, which asks "Replace" or "Keep mine" before anything changes.
 */
export default function SendFromPhonePanel({ onClose }: SendFromPhonePanelProps) {
  const t = phonePanelMessages.useTranslate();
  useStylesheet(settingsDialogStylesHref);
  useStylesheet(sendFromPhoneStylesHref);
  const navigate = useNavigate();
  const location = useLocation();
  const [link, setLink] = useState<{ id: string; link: ReceivedLink } | null>(null);
  const { state, renew } = useCarConnection((delivery: CarDelivery) => {
    if (delivery.type === "link") {
      const received = readReceivedLink(delivery.url);
      if (received === null) console.warn("pairing_link_refused");
      else setLink({ id: delivery.id, link: received });
      return;
    }
    // The same path as a backup link: PageLayout sees the fragment and opens the preview, which reads and checks it.
    packText(delivery.setup).then(
      (packed) =>
        navigate(
          { pathname: location.pathname, search: location.search, hash: `#setup=${packed}` },
          { replace: true, preventScrollReset: true },
        ),
      () => console.warn("pairing_setup_unpacked"),
    );
  });
  const { ref: trappedDialogRef, dialogRef, returnFocus } = useModalDialog(true);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const code = shownCode(state);
  const renewLabel = state.phase === "expired" || state.phase === "replaced" ? t("newCode") : t("tryAgain");
  const canRenew = state.phase === "expired" || state.phase === "replaced" || state.phase === "refused" || state.phase === "failed";

  function handleClosed() {
    returnFocus();
    onClose();
  }

  function dismissLink() {
    setLink(null);
    // The Dismiss button goes away with the notice; focus stays in the panel.
    bodyRef.current?.focus();
  }

  return (
    <dialog
      ref={trappedDialogRef}
      className="pp-dialog pp-car-pairing-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onClose={handleClosed}
    >
      <div ref={bodyRef} className="pp-dialog-body" data-autofocus tabIndex={-1}>
        <div className="pp-dialog-header">
          <Title order={2} size="h3" id={titleId}>
            {t("title")}
          </Title>
          <CloseButton size={48} iconSize={22} aria-label={t("close")} onClick={() => dialogRef.current?.close()} />
        </div>
        {link !== null ? <LinkNotice key={link.id} t={t} link={link.link} onDismiss={dismissLink} /> : null}
        <div className="pp-car-pairing" data-code-shown={code !== null || undefined}>
          {code !== null ? <PairingAddress t={t} code={code} /> : null}
          <div className="pp-car-pairing-state">
            <Text role="status" aria-live="polite" className="pp-car-pairing-status">
              {statusText(t, state)}
            </Text>
            {canRenew ? (
              <Button size="md" className="pp-touch" onClick={renew}>
                {renewLabel}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </dialog>
  );
}
