import { Stack, Title } from "@mantine/core";
import type { MetaFunction } from "@remix-run/cloudflare";
import { ReturnToDashboard } from "~/components/ReturnToDashboard";

export const meta: MetaFunction = () => [{ title: "Diagnostics · ParkPlay" }];

export default function Debug() {
  return (
    <Stack className="pp-page" gap="lg" align="flex-start">
      <ReturnToDashboard />
      <Title order={1}>Diagnostics</Title>
    </Stack>
  );
}
