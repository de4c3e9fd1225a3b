import { CloseButton } from "@mantine/core";

interface SettingsTipProps {
  onDismiss: () => void;
}

/** A first-visit hint pointing at the settings button; it floats in a band the page reserves for it (PageLayout), over nothing. */
export function SettingsTip({ onDismiss }: SettingsTipProps) {
  return (
    <div role="note" aria-label="Settings tip" className="pp-settings-tip">
      <p>Hide the sources you never use in Settings.</p>
      <CloseButton size={48} iconSize={20} aria-label="Dismiss tip" onClick={onDismiss} />
    </div>
  );
}
