import { Stack, Title } from "@mantine/core";
import type { MetaFunction } from "@remix-run/cloudflare";
import { ReturnToDashboard } from "~/components/ReturnToDashboard";

export const meta: MetaFunction = () => [{ title: "About · ParkPlay" }];

export default function About() {
  return (
    <Stack className="pp-page" gap="lg" align="flex-start">
      <ReturnToDashboard />
      <Title order={1}>About</Title>
    </Stack>
  );
}
