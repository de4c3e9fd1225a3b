// What arrange mode draws for a card: the face the dashboard's LinkCard draws (cardFaceOf in lib/preferences/setup/rows.ts), but not a link.
import { logoDrawingId } from "~/data/source-model";
import type { CardFace } from "~/lib/preferences/setup/rows";

/** A card as arrange mode lists it: its id and the face the dashboard draws for it. */
export interface ShownCard extends CardFace {
  id: string;
}

/** The card's mark over its name, or its app icon above its name, or its name, or its monogram, as on the dashboard (dashboard.css draws each state). */
export function ArrangeCardFace({ card }: { card: ShownCard }) {
  const withName = card.wordmarkSize != null;
  const logo =
    card.logoUrl === null ? null : withName ? (
      <img src={card.logoUrl} alt="" className="pp-card-icon" draggable={false} />
    ) : (
      <svg className="pp-card-logo" role="img" aria-label={card.name}>
        <use href={`${card.logoUrl}#${logoDrawingId}`} width="100%" height="100%" />
      </svg>
    );
  if (withName) {
    return (
      <span className={`pp-card-wordmark pp-fit-${card.wordmarkSize}${logo ? " pp-card-iconed" : ""}`}>
        {card.name}
        {logo}
      </span>
    );
  }
  if (logo) {
    return (
      <>
        <span className="pp-card-name" aria-hidden>
          {card.name}
        </span>
        {logo}
      </>
    );
  }
  return card.monogram === undefined ? (
    <span className="pp-card-name">{card.name}</span>
  ) : (
    <span className="pp-card-monogram" aria-hidden>
      {card.monogram}
    </span>
  );
}
