import { useEffect, useRef, useState } from "react";
import { sameTabLinkAttributes } from "~/lib/links/external-link";

/** Logos are square (scripts/generate-logos.mjs); a fixed box reserves their space before they load and stays within 70%×75% of the card. */
const logoPixelSize = 80;
/** An app icon above the name is drawn small (dashboard.css sizes it with the card); this only reserves its box. */
const iconPixelSize = 36;

interface LinkCardProps {
  name: string;
  url: string;
  background: string;
  /** Readable on `background`: the catalogue's and the palette's text colours are worked out with the colours. */
  textColor: string;
  /** Own-origin path or data: URI; null shows the name instead. */
  logoUrl: string | null;
  /** The logo is an app icon, not the brand's mark: it is drawn small above the name, set as a wordmark. */
  logoWithName?: boolean;
  /** The name's fitted size as a wordmark (lib/catalogue/wordmark.ts); without one the name is a plain label. */
  wordmarkSize?: number;
  /** Shown instead of a name too long for the card; the name stays the link's accessible name. */
  monogram?: string;
  /** On the first screen the logo is requested with the HTML; elsewhere not until the card scrolls into view. */
  onFirstScreen?: boolean;
}

/**
 * One service: a fixed-size, same-tab link in its brand colour showing the brand's mark, or an app icon above its name, or
 * its name alone (when there is no drawing or it fails to load), set as a wordmark fitted to the card.
 */
export function LinkCard({
  name,
  url,
  background,
  textColor,
  logoUrl,
  logoWithName = false,
  wordmarkSize,
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
      href={url}
      {...sameTabLinkAttributes}
      className="pp-card"
      aria-label={monogram && name}
      style={{ backgroundColor: background, color: textColor }}
    >
      {showLogo && !logoWithName ? (
        <img
          ref={logoRef}
          src={scrolledIntoView ? logoUrl : undefined}
          alt={name}
          width={logoPixelSize}
          height={logoPixelSize}
          className="pp-card-logo"
          onError={() => setFailedLogoUrl(logoUrl)}
        />
      ) : monogram !== undefined ? (
        <span className="pp-card-monogram" aria-hidden>
          {monogram}
        </span>
      ) : wordmarkSize === undefined ? (
        <span className="pp-card-name">{name}</span>
      ) : (
        <span className="pp-card-label">
          {showLogo && (
            <img
              ref={logoRef}
              src={scrolledIntoView ? logoUrl : undefined}
              alt=""
              width={iconPixelSize}
              height={iconPixelSize}
              className="pp-card-icon"
              onError={() => setFailedLogoUrl(logoUrl)}
            />
          )}
          <span className={`pp-card-wordmark pp-wordmark-${wordmarkSize}`}>{name}</span>
        </span>
      )}
    </a>
  );
}
