import { CloseButton } from "@mantine/core";
import { useStylesheet } from "~/lib/document/stylesheet";
import { settingsMessages } from "~/lib/i18n/messages/settings/load";
import saveFailedStylesHref from "~/styles/save-failed.css";

interface SaveFailedNoticeProps {
  onDismiss: () => void;
}

/** Loaded only when needed. Shown when this browser refused to store the settings (storage full or disabled); they still apply on this page. */
export default function SaveFailedNotice({ onDismiss }: SaveFailedNoticeProps) {
  useStylesheet(saveFailedStylesHref);
  const t = settingsMessages.useTranslate();
  return (
    <div role="alert" className="pp-save-failed">
      <p>{t("saveFailed.text")}</p>
      <CloseButton size={48} iconSize={20} aria-label={t("saveFailed.dismiss")} onClick={onDismiss} />
    </div>
  );
}
