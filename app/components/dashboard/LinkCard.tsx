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
  /**
   * The name's fitted size as a wordmark (lib/catalogue/wordmark.ts). With one, the logo is an app icon, not the brand's
   * mark, and is drawn small above the name; without one, the logo shows alone, or the name as a plain label.
   */
  wordmarkSize?: number | null;
  /** Shown instead of a name too long for the card; the name stays the link's accessible name. */
  monogram?: string;
  /** On the first screen the logo is requested with the HTML; elsewhere not until the card scrolls into view. */
  onFirstScreen?: boolean;
}

/**
 * One service: a fixed-size, same-tab link in its brand colour showing the brand's mark, or an app icon above its name, or
 * its name alone (when there is no drawing or it fails to load), set as a wordmark fitted to the card.
 */
export function LinkCard({ name, url, background, textColor, logoUrl, wordmarkSize, monogram, onFirstScreen = true }: LinkCardProps) {
  const [failedLogoUrl, setFailedLogoUrl] = useState<string | null>(null);
  const [scrolledIntoView, setScrolledIntoView] = useState(onFirstScreen);
  const logoRef = useRef<HTMLImageElement>(null);
  const showLogo = logoUrl !== null && logoUrl !== failedLogoUrl;
  const withName = wordmarkSize != null;

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

  const logo = showLogo && (
    <img
      ref={logoRef}
      src={scrolledIntoView ? logoUrl : undefined}
      // An app icon is decorative: the wordmark beside it names the card.
      alt={withName ? "" : name}
      // dashboard.css sizes an icon with the card; a logo's box is reserved here before it loads.
      width={withName ? undefined : logoPixelSize}
      height={withName ? undefined : logoPixelSize}
      className={withName ? "pp-card-icon" : "pp-card-logo"}
      onError={() => setFailedLogoUrl(logoUrl)}
    />
  );

  return (
    <a
      href={url}
      {...sameTabLinkAttributes}
      className="pp-card"
      aria-label={monogram && name}
      style={{ backgroundColor: background, color: textColor }}
    >
      {withName ? (
        <>
          {logo}
          <span className={`pp-card-wordmark pp-fit-${wordmarkSize}`}>{name}</span>
        </>
      ) : showLogo ? (
        logo
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
