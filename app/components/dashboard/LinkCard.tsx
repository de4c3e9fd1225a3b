import { useEffect, useRef, useState } from "react";
import { sameTabLinkAttributes } from "~/lib/links/external-link";

/** Logos are square (scripts/generate-logos.mjs); a fixed box reserves their space before they load and stays within 70%×75% of the card. */
const logoPixelSize = 80;

interface LinkCardProps {
  name: string;
  url: string;
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

/** One service: a fixed-size, same-tab link in its brand colour showing its logo, or its name when there is no logo or it fails to load. */
export function LinkCard({ name, url, background, textColor, logoUrl, monogram, onFirstScreen = true }: LinkCardProps) {
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
      href={url}
      {...sameTabLinkAttributes}
      className="pp-card"
      aria-label={monogram && name}
      style={{ backgroundColor: background, color: textColor }}
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
    </a>
  );
}
