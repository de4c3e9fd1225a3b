// The settings dialog's Backup tab. Only components the toolbar already loads are used (see ServiceForm.tsx), so the QR
// code and the link packer stay out of the first load.
import { Button, Group, Text, Title } from "@mantine/core";
import { useEffect, useId, useMemo, useState } from "react";
import { useHydrated } from "~/lib/document/use-hydrated";
import { QrCode } from "~/components/qr/QrCode";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { drawQrCode } from "~/lib/qr/qr-code";
import { createSetupLink } from "~/lib/preferences/backup/backup-link";

type LinkState = { kind: "packing" } | { kind: "ready"; link: string } | { kind: "failed" };

type CopyState = "idle" | "copied" | "failed";

interface BackupTabProps {
  /** The link the worker made, for a page opened on this tab (it shows without JavaScript); null when the browser makes it. */
  serverLink: string | null;
}

/** The clipboard exists only on secure pages, and not in every car's browser. */
function canCopy(): boolean {
  return "clipboard" in navigator && typeof navigator.clipboard.writeText === "function";
}

/** A link that brings the whole dashboard back, as a QR code for a phone and as text to copy (cars often cannot paste). */
export function BackupTab({ serverLink }: BackupTabProps) {
  const { preferences } = usePreferences();
  const t = settingsMessages.useTranslate();
  const { hiddenSourceIds, services, order, language, region, launch, theme, cardSize } = preferences;
  const [linkState, setLinkState] = useState<LinkState>(serverLink === null ? { kind: "packing" } : { kind: "ready", link: serverLink });
  const [copyState, setCopyState] = useState<CopyState>("idle");
  const clipboardAvailable = useHydrated() && canCopy();
  const titleId = useId();
  const linkFieldId = useId();

  useEffect(() => {
    let current = true;
    const choices = { launch, display: { theme, cardSize } };
    createSetupLink(window.location.origin, { hiddenSourceIds, services, order }, { language, region }, choices).then(
      (link) => {
        if (current) setLinkState({ kind: "ready", link });
      },
      () => {
        console.warn("setup_link_failed");
        if (current) setLinkState({ kind: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [hiddenSourceIds, services, order, language, region, launch, theme, cardSize]);

  const link = linkState.kind === "ready" ? linkState.link : null;
  const qrCode = useMemo(() => (link === null ? null : drawQrCode(link)), [link]);

  function copyLink() {
    if (link === null) return;
    navigator.clipboard.writeText(link).then(
      () => setCopyState("copied"),
      () => setCopyState("failed"),
    );
  }

  if (linkState.kind === "failed") {
    return (
      <section className="pp-backup-failed" aria-labelledby={titleId}>
        <Title order={3} size="h4" id={titleId}>
          {t("backup.title")}
        </Title>
        <Text>{t("backup.failed")}</Text>
      </section>
    );
  }

  return (
    <section className="pp-backup" aria-labelledby={titleId}>
      <div className="pp-backup-code">
        {qrCode !== null ? <QrCode drawing={qrCode} aria-label={t("backup.qrCode")} /> : null}
        {link !== null && qrCode === null ? <Text className="pp-backup-too-long">{t("backup.tooLong")}</Text> : null}
      </div>
      <div className="pp-backup-details">
        <Title order={3} size="h4" id={titleId}>
          {t("backup.title")}
        </Title>
        <Text size="sm">{t("backup.explanation")}</Text>
        <label htmlFor={linkFieldId} className="pp-backup-link-label">
          {t("backup.linkLabel")}
        </label>
        <textarea
          id={linkFieldId}
          className="pp-backup-link"
          readOnly
          rows={3}
          value={link ?? t("backup.preparing")}
          onFocus={(event) => event.currentTarget.select()}
        />
        {clipboardAvailable ? (
          <Group gap="sm">
            <Button size="md" className="pp-touch" disabled={link === null} onClick={copyLink}>
              {t("backup.copy")}
            </Button>
          </Group>
        ) : null}
        <Text size="sm" role="status">
          {copyState === "copied" ? t("backup.copied") : null}
          {copyState === "failed" ? t("backup.copyFailed") : null}
        </Text>
      </div>
    </section>
  );
}
