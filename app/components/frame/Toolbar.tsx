import { Link } from "@remix-run/react";
import { CustomUrlButton } from "~/components/links/CustomUrlButton";
import { ParkPlayLogo } from "~/components/frame/ParkPlayLogo";
import { SendFromPhoneButton } from "~/components/pairing/SendFromPhoneButton";
import { SettingsButton } from "~/components/settings/SettingsButton";
import { useFrameT } from "~/lib/i18n/frame";

export function Toolbar() {
  const t = useFrameT();
  return (
    <header className="pp-toolbar">
      <div className="pp-toolbar-start">
        <CustomUrlButton />
      </div>
      <Link to="/" aria-label={t("toolbar.home")} className="pp-touch pp-toolbar-logo">
        <ParkPlayLogo />
      </Link>
      <div className="pp-toolbar-end">
        <SendFromPhoneButton />
        <SettingsButton />
      </div>
    </header>
  );
}
