import { IconExternalLink } from "@tabler/icons-react";
import { CardContent } from "~/components/dashboard/CardContent";
import { sendCardOpened } from "~/lib/links/card-opened";
import type { LaunchLinkAttributes } from "~/lib/links/launch";
import type { CardFace } from "~/lib/preferences/setup/rows";

/** The corner of the card that marks it as opening outside full screen (set here, not in the critical CSS every page inlines). */
const outsideIconStyle = { position: "absolute", top: 6, right: 6 } as const;

interface LinkCardProps extends Omit<CardFace, "url"> {
  /** The card's id, reported by the opening beacon (lib/links/card-opened.ts). */
  id: string;
  /** Where the card leads, in its launch mode (lib/links/launch.ts), as the worker renders it. */
  link: LaunchLinkAttributes;
  /** The id of the text that says this card opens outside full screen, in a new tab; absent for every other card. */
  opensOutsideDescriptionId?: string;
}

/**
 * One service: a fixed-size link in its brand colour showing its mark or name (CardContent). It opens in the card's launch
 * mode; one that opens outside full screen wears a small icon and says so.
 */
export function LinkCard({
  id,
  name,
  link,
  opensOutsideDescriptionId,
  background,
  textColor,
  logoUrl,
  wordmarkSize,
  monogram,
}: LinkCardProps) {
  return (
    <a
      {...link}
      className="pp-card"
      aria-label={monogram && name}
      aria-describedby={opensOutsideDescriptionId}
      style={{ "--pp-card-background": background, color: textColor }}
      // The beacon goes out beside the navigation, never in its way.
      onClick={() => sendCardOpened(id)}
    >
      <CardContent name={name} logoUrl={logoUrl} wordmarkSize={wordmarkSize} monogram={monogram} />
      {opensOutsideDescriptionId === undefined ? null : <IconExternalLink size={20} aria-hidden style={outsideIconStyle} />}
    </a>
  );
}
