import { CloseButton } from "@mantine/core";

interface SaveFailedNoticeProps {
  onDismiss: () => void;
}

/** Loaded only when needed. Shown when this browser refused to store the settings (storage full or disabled); they still apply on this page. */
export default function SaveFailedNotice({ onDismiss }: SaveFailedNoticeProps) {
  return (
    <div role="alert" className="pp-save-failed">
      <p>Your settings could not be saved in this browser. They apply until you close this page.</p>
      <CloseButton size={48} iconSize={20} aria-label="Dismiss notice" onClick={onDismiss} />
    </div>
  );
}
