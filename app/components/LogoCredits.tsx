import { Button, Group, Stack, Text } from "@mantine/core";
import type { LogoIconSet } from "~/data/logo-credits";

// ExternalLink's new tab without opener or referrer, spelled out: importing it here would split it into one more file every page loads.
const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

/** The About page's logo credits, as the icon sets' licences ask: author, licence with a link, what we changed, and every file's origin. */
export function LogoCredits({ iconSets }: { iconSets: LogoIconSet[] }) {
  return (
    <>
      <Text>
        Every logo is served by ParkPlay itself and drawn in one colour that stands out on its card, from these open icon sets. The A Better
        Route Planner mark and the Google Calendar page are ParkPlay&apos;s own drawings.
      </Text>
      {iconSets.map((set) => (
        <Stack key={set.name} gap={0}>
          <Group gap={0}>
            <Button component="a" href={set.url} {...newTab} variant="subtle" size="md" className="pp-touch">
              {set.name}
            </Button>
            <Text>by {set.author}, licensed under</Text>
            <Button component="a" href={set.licenseUrl} {...newTab} variant="subtle" size="md" className="pp-touch">
              {set.licenseTitle}
            </Button>
          </Group>
          <Text>
            {set.services.join(", ")}. {set.changes}
          </Text>
        </Stack>
      ))}
      <Group gap={0}>
        <Text>Every file with its icon set, icon name and licence:</Text>
        <Button component="a" href="/logos/LICENSES.md" variant="subtle" size="md" className="pp-touch">
          logos/LICENSES.md
        </Button>
      </Group>
    </>
  );
}
