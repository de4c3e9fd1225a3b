import { Link } from "@remix-run/react";
import { CustomUrlButton } from "~/components/CustomUrlButton";
import { ParkPlayLogo } from "~/components/ParkPlayLogo";
import { SendFromPhoneButton } from "~/components/SendFromPhoneButton";
import { SettingsButton } from "~/components/SettingsButton";

export function Toolbar() {
  return (
    <header className="pp-toolbar">
      <div className="pp-toolbar-start">
        <CustomUrlButton />
      </div>
      <Link to="/" aria-label="ParkPlay dashboard" className="pp-touch pp-toolbar-logo">
        <ParkPlayLogo />
      </Link>
      <div className="pp-toolbar-end">
        <SendFromPhoneButton />
        <SettingsButton />
      </div>
    </header>
  );
}
