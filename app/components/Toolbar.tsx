import { ActionIcon } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { CustomUrlButton } from "~/components/CustomUrlButton";
import { ParkPlayLogo } from "~/components/ParkPlayLogo";

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
        <ActionIcon variant="subtle" color="gray" size={48} aria-label="Settings">
          <IconAdjustmentsHorizontal size={26} aria-hidden />
        </ActionIcon>
      </div>
    </header>
  );
}
