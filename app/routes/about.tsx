import { Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { logoIconSets } from "~/data/logo-credits";
import { pageMeta } from "~/lib/document/page-meta";
import { useFrameT } from "~/lib/i18n/frame";
import { aboutCatalogue } from "~/generated/i18n/about/catalogue.server";
import { createTranslator } from "~/lib/i18n/translate";
import { OpenFullscreenButton } from "~/components/fullscreen/OpenFullscreenButton";
import { ReturnToDashboard } from "~/components/frame/ReturnToDashboard";
import { LogoCredits, type CreditedIconSet } from "~/components/about/LogoCredits";

export const meta = pageMeta("About · ParkPlay");

// The credits and the page's words travel as loader data in the HTML, in the driver's language only, not as JavaScript:
// every byte of the page's scripts is loaded before it works.
export function loader({ context }: LoaderFunctionArgs) {
  const iconSets: CreditedIconSet[] = [
    { ...logoIconSets["simple-icons"], changesKey: "logos.changes.simpleIcons" },
    { ...logoIconSets.arcticons, changesKey: "logos.changes.arcticons" },
  ];
  return { language: context.locale.language, messages: aboutCatalogue[context.locale.language], logoIconSets: iconSets };
}

export default function About() {
  const { language, messages, logoIconSets } = useLoaderData<typeof loader>();
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const frameT = useFrameT();
  return (
    <Stack className="pp-page" gap="lg" align="flex-start">
      <ReturnToDashboard />
      <Title order={1}>{t("title")}</Title>
      <Text size="lg">{t("intro")}</Text>
      <Text size="lg">{t("fullscreen", { button: frameT("fullscreen.open") })}</Text>
      <Text size="lg">{t("services")}</Text>
      <Text size="lg">{t("brands")}</Text>
      <Text size="lg">{t("privacy")}</Text>
      <Text size="lg">{t("markets")}</Text>
      <OpenFullscreenButton />
      <Title order={2}>{t("disclaimer.title")}</Title>
      <Text>{t("disclaimer")}</Text>
      <Title order={2}>{t("logos.title")}</Title>
      <LogoCredits iconSets={logoIconSets} messages={messages} language={language} />
    </Stack>
  );
}
