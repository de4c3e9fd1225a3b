import { Stack, Text, Title } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { logoIconSets } from "~/data/logo-credits";
import { pageMeta } from "~/lib/document/page-meta";
import { OpenFullscreenButton } from "~/components/OpenFullscreenButton";
import { ReturnToDashboard } from "~/components/ReturnToDashboard";
import { LogoCredits } from "~/components/LogoCredits";

export const meta = pageMeta("About · ParkPlay");

// The credits travel as loader data in the HTML, not as JavaScript: every byte of the page's scripts is loaded before it works.
export function loader() {
  return { logoIconSets: Object.values(logoIconSets) };
}

export default function About() {
  const { logoIconSets } = useLoaderData<typeof loader>();
  return (
    <Stack className="pp-page" gap="lg" align="flex-start">
      <ReturnToDashboard />
      <Title order={1}>About</Title>
      <Text size="lg">
        ParkPlay puts streaming, live TV, sports, personal media, cloud games and car tools one tap away on your car&apos;s screen, for the
        times you are parked: charging, waiting or taking a break.
      </Text>
      <Text size="lg">
        Use it only while your car is in Park. Many in-car browsers, Tesla&apos;s among them, show a website full-screen only when it was
        opened from YouTube. &lsquo;Open in Fullscreen&rsquo; takes you to YouTube&apos;s redirect page; tap GO TO SITE there and ParkPlay
        comes back filling the whole screen.
      </Text>
      <Text size="lg">
        Each link opens the service&apos;s own secure website, where you sign in with that service as usual. Whether a service works in your
        car&apos;s browser is up to that service and your car&apos;s maker, and is outside our control.
      </Text>
      <Text size="lg">
        ParkPlay is not affiliated with, endorsed by or sponsored by any of the brands shown. Their names and logos belong to their owners
        and appear only so you can recognise them.
      </Text>
      <Text size="lg">
        ParkPlay stores none of your information. There are no accounts, and the few choices it remembers, such as full-screen mode, stay in
        your own browser.
      </Text>
      <OpenFullscreenButton />
      <Title order={2}>Disclaimer</Title>
      <Text>
        ParkPlay is provided as is, without any warranty. Never watch, play or use the screen this way while driving; you are responsible
        for using it safely and lawfully. The services it links to set their own content, availability, prices and terms, and ParkPlay is
        not responsible for them.
      </Text>
      <Title order={2}>Logos</Title>
      <LogoCredits iconSets={logoIconSets} />
    </Stack>
  );
}
