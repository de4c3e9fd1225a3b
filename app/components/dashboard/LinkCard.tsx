import { IconExternalLink } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { sendCardOpened } from "~/lib/links/card-opened";
import type { LaunchLinkAttributes } from "~/lib/links/launch";

/** Logos are square (scripts/generate-logos.mjs); a fixed box reserves their space before they load and stays within 70%×75% of the card. */
const logoPixelSize = 80;

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
  /** Own-origin path or data: URI; null shows the name instead. */
  logoUrl: string | null;
  /** Shown instead of a name too long for the card; the name stays the link's accessible name. */
  monogram?: string;
  /** On the first screen the logo is requested with the HTML; elsewhere not until the card scrolls into view. */
  onFirstScreen?: boolean;
}

/**
 * One service: a fixed-size link in its brand colour showing its logo, or its name when there is no logo or it fails to
 * load. It opens in the card's launch mode; one that opens outside full screen wears a small icon and says so.
 */
export function LinkCard({
  id,
  name,
  link,
  opensOutsideDescriptionId,
  background,
  textColor,
  logoUrl,
  monogram,
  onFirstScreen = true,
}: LinkCardProps) {
  const [failedLogoUrl, setFailedLogoUrl] = useState<string | null>(null);
  const [scrolledIntoView, setScrolledIntoView] = useState(onFirstScreen);
  const logoRef = useRef<HTMLImageElement>(null);
  const showLogo = logoUrl !== null && logoUrl !== failedLogoUrl;

  useEffect(() => {
    const logo = logoRef.current;
    if (!logo) return undefined;
    if (scrolledIntoView) {
      // A server-rendered image can fail before React attaches onError: finished loading with no size means it failed.
      if (logo.complete && logo.naturalWidth === 0) setFailedLogoUrl(logoUrl);
      return undefined;
    }
    // No margin: the browser's own lazy loading reaches 1250–2500 px ahead, which on a car screen is nearly every card.
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setScrolledIntoView(true));
    observer.observe(logo);
    return () => observer.disconnect();
  }, [logoUrl, scrolledIntoView]);

  return (
    <a
      {...link}
      className="pp-card"
      aria-label={monogram && name}
      aria-describedby={opensOutsideDescriptionId}
      style={{ backgroundColor: background, color: textColor, position: opensOutsideDescriptionId === undefined ? undefined : "relative" }}
      // The beacon goes out beside the navigation, never in its way.
      onClick={() => sendCardOpened(id)}
    >
      {showLogo ? (
        <img
          ref={logoRef}
          src={scrolledIntoView ? logoUrl : undefined}
          alt={name}
          width={logoPixelSize}
          height={logoPixelSize}
          className="pp-card-logo"
          onError={() => setFailedLogoUrl(logoUrl)}
        />
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
