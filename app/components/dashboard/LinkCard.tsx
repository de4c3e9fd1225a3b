import { IconExternalLink } from "@tabler/icons-react";
import { sendCardOpened } from "~/lib/links/card-opened";
import type { LaunchLinkAttributes } from "~/lib/links/launch";
import { logoDrawingId } from "~/data/source-model";

/** The corner of the card that marks it as opening outside full screen (set here, not in the critical CSS every page inlines). */
const outsideIconStyle = { position: "absolute", top: 6, right: 6 } as const;

interface LinkCardProps {
  /** The card's id, reported by the opening beacon (lib/links/card-opened.ts). */
  id: string;
  name: string;
  /** Where the card leads, in its launch mode (lib/links/launch.ts), as the worker renders it. */
  link: LaunchLinkAttributes;
  /** The id of the text that says this card opens outside full screen, in a new tab; absent for every other card. */
  opensOutsideDescriptionId?: string;
  background: string;
  /** Readable on `background`: the catalogue's and the palette's text colours are worked out with the colours. */
  textColor: string;
  /** An own-origin path to a generated logo file (scripts/generate-logos.mjs); null shows the name instead. */
  logoUrl: string | null;
  /**
   * The name's fitted size as a wordmark (lib/catalogue/wordmark.ts). With one, the logo is an app icon, not the brand's
   * mark, and is drawn small above the name; without one, the logo shows alone, or the name as a plain label.
   */
  wordmarkSize?: number | null;
  /** Shown instead of a name too long for the card; the name stays the link's accessible name. */
  monogram?: string;
  /** On the first screen an app icon is requested at once; elsewhere the browser requests it as the card nears the view. */
  onFirstScreen?: boolean;
}

/**
 * One service: a fixed-size link in its brand colour showing the brand's mark, or an app icon above its name, or its name
 * alone, set as a wordmark fitted to the card. It opens in the card's launch mode; one that opens outside full screen wears
 * a small icon and says so. Every state is drawn by the HTML and CSS alone, before and without JavaScript: a brand's mark that
 * is still on its way or failed to load leaves the card's name showing (dashboard.css), so no card is ever a blank tile.
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
  onFirstScreen = true,
}: LinkCardProps) {
  const withName = wordmarkSize != null;
  const logo =
    logoUrl === null ? null : withName ? (
      // An app icon is decorative: the wordmark beside it names the card.
      <img src={logoUrl} alt="" className="pp-card-icon" loading={onFirstScreen ? undefined : "lazy"} />
    ) : (
      // A brand's mark names the card. It is drawn by reference, not as an image, so the page's largest contentful paint is
      // the text painted first, never a mark still on its way (dashboard.css).
      <svg className="pp-card-logo" role="img" aria-label={name}>
        <use href={`${logoUrl}#${logoDrawingId}`} width="100%" height="100%" />
      </svg>
    );

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
      {withName ? (
        // An app icon comes after the name, inside it, and takes no space of its own: the name reserves the icon's place
        // above it, so neither moves when the other arrives in the streamed HTML.
        <span className={`pp-card-wordmark pp-fit-${wordmarkSize}${logo ? " pp-card-iconed" : ""}`}>
          {name}
          {logo}
        </span>
      ) : logo ? (
        <>
          {/* Beneath the mark, whose drawing covers the card once it has painted: until then, the card shows its name. */}
          <span className="pp-card-name" aria-hidden>
            {name}
          </span>
          {logo}
        </>
      ) : monogram === undefined ? (
        <span className="pp-card-name">{name}</span>
      ) : (
        <span className="pp-card-monogram" aria-hidden>
          {monogram}
        </span>
      )}
      {opensOutsideDescriptionId === undefined ? null : <IconExternalLink size={20} aria-hidden style={outsideIconStyle} />}
    </a>
  );
}
