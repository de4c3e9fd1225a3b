import { CloseButton } from "@mantine/core";
import type { FormEvent } from "react";
import { useFrameT } from "~/lib/i18n/frame";
import { afterSaveField, preferenceIntents, preferencesActionPath } from "~/lib/preferences/forms/intents";

interface SettingsTipProps {
  onDismiss: () => void;
}

/**
 * A first-visit hint pointing at the settings button; it floats in a band the page reserves for it (PageLayout), over
 * nothing. Its close button posts the dismissal to the preferences action, so it works before JavaScript arrives too;
 * once hydrated the dismissal goes through the preferences queue instead (a plain form here keeps PreferenceForm, which
 * the settings dialog loads, out of the first-load JavaScript).
 */
export function SettingsTip({ onDismiss }: SettingsTipProps) {
  const t = useFrameT();

  function dismiss(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onDismiss();
  }

  return (
    <form method="post" action={preferencesActionPath} className="pp-settings-tip-form" onSubmit={dismiss}>
      <input type="hidden" name="intent" value={preferenceIntents.dismissTip} />
      <input type="hidden" name={afterSaveField} value="dashboard" />
      <div role="note" aria-label={t("tip.label")} className="pp-settings-tip">
        <p>{t("tip.text")}</p>
        <CloseButton type="submit" size={48} iconSize={20} aria-label={t("tip.dismiss")} />
      </div>
    </form>
  );
}
