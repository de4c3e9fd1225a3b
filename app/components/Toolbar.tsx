import { Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconWorldWww } from "@tabler/icons-react";
import { ParkPlayLogo } from "~/components/ParkPlayLogo";
import { SettingsButton } from "~/components/SettingsButton";

export function Toolbar() {
  return (
    <header className="pp-toolbar">
      <div className="pp-toolbar-start">
        <Button variant="subtle" color="gray" size="md" className="pp-touch" leftSection={<IconWorldWww size={20} aria-hidden />}>
          Custom URL
        </Button>
      </div>
      <Link to="/" aria-label="ParkPlay dashboard" className="pp-touch pp-toolbar-logo">
        <ParkPlayLogo />
      </Link>
      <div className="pp-toolbar-end">
        <SettingsButton />
      </div>
    </header>
  );
}
