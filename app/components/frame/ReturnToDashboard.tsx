import { Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconArrowLeft } from "@tabler/icons-react";
import { useErrorScreenT } from "~/lib/i18n/frame";

export function ReturnToDashboard() {
  const t = useErrorScreenT();
  return (
    <Button
      component={Link}
      to="/"
      variant="light"
      size="md"
      className="pp-touch"
      leftSection={<IconArrowLeft size={20} className="pp-flip-in-rtl" aria-hidden />}
    >
      {t("error.backToDashboard")}
    </Button>
  );
}
