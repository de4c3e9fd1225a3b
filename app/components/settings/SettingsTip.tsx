import { CloseButton } from "@mantine/core";
import { useFrameT } from "~/lib/i18n/frame";

interface SettingsTipProps {
  onDismiss: () => void;
}

/** A first-visit hint pointing at the settings button; it floats in a band the page reserves for it (PageLayout), over nothing. */
export function SettingsTip({ onDismiss }: SettingsTipProps) {
  const t = useFrameT();
  return (
    <div role="note" aria-label={t("tip.label")} className="pp-settings-tip">
      <p>{t("tip.text")}</p>
      <CloseButton size={48} iconSize={20} aria-label={t("tip.dismiss")} onClick={onDismiss} />
    </div>
  );
}
