import { CloseButton } from "@mantine/core";
import { PreferenceForm } from "~/components/settings/PreferenceForm";
import { useFrameT } from "~/lib/i18n/frame";
import { preferenceIntents } from "~/lib/preferences/intents";
import { dismissTip } from "~/lib/preferences/tip";

/**
 * A first-visit hint pointing at the settings button; it floats in a band the page reserves for it (PageLayout), over
 * nothing. Its close button posts the dismissal, so it works before JavaScript arrives too.
 */
export function SettingsTip() {
  const t = useFrameT();
  return (
    <PreferenceForm intent={preferenceIntents.dismissTip} after="dashboard" apply={dismissTip} className="pp-settings-tip-form">
      <div role="note" aria-label={t("tip.label")} className="pp-settings-tip">
        <p>{t("tip.text")}</p>
        <CloseButton type="submit" size={48} iconSize={20} aria-label={t("tip.dismiss")} />
      </div>
    </PreferenceForm>
  );
}
