import { Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconArrowLeft } from "@tabler/icons-react";

export function ReturnToDashboard() {
  return (
    <Button component={Link} to="/" variant="light" size="md" className="pp-touch" leftSection={<IconArrowLeft size={20} aria-hidden />}>
      Return to Dashboard
    </Button>
  );
}
