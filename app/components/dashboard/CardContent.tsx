// What a card shows inside its coloured box, on the dashboard (LinkCard) and in arrange mode alike.
import type { CardFace } from "~/lib/preferences/setup/rows";

type CardContentProps = Pick<CardFace, "name" | "logoUrl" | "wordmarkSize" | "monogram">;

/**
 * The brand's mark over the card's name, or an app icon above its name set as a wordmark, or its name, or its monogram. Every
 * state is drawn by the HTML and CSS alone (dashboard.css), before and without JavaScript: a drawing is a reference into the
 * region's sprite, and one still on its way or failed to load draws nothing, so the name shows and no card is a blank tile.
 * A name is a <bdi>: it keeps its own direction on a right-to-left page ("Disney+" stays "Disney+").
 */
export function CardContent({ name, logoUrl, wordmarkSize, monogram }: CardContentProps) {
  if (wordmarkSize != null) {
    // An app icon comes after the name, inside it, and takes no space of its own: the name reserves the icon's place above
    // it, so neither moves when the other arrives in the streamed HTML. The icon is decorative: the wordmark names the card.
    return (
      <bdi className={`pp-card-wordmark pp-fit-${wordmarkSize}${logoUrl === null ? "" : " pp-card-iconed"}`}>
        {name}
        {logoUrl === null ? null : (
          <svg className="pp-card-icon" aria-hidden>
            <use href={logoUrl} width="100%" height="100%" />
          </svg>
        )}
      </bdi>
    );
  }
  if (logoUrl !== null) {
    return (
      <>
        {/* Beneath the mark, whose drawing covers the card once it has painted: until then, the card shows its name. */}
        <bdi className="pp-card-name" aria-hidden>
          {name}
        </bdi>
        {/* The mark names the card. Drawn by reference, not as an image, it is never the page's largest contentful paint:
            that is the text painted first, never a mark still on its way. */}
        <svg className="pp-card-logo" role="img" aria-label={name}>
          <use href={logoUrl} width="100%" height="100%" />
        </svg>
      </>
    );
  }
  return monogram === undefined ? (
    <bdi className="pp-card-name">{name}</bdi>
  ) : (
    <bdi className="pp-card-monogram" aria-hidden>
      {monogram}
    </bdi>
  );
}
