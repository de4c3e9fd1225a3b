// What arrange mode draws for a card: the face the dashboard's LinkCard draws (cardFaceOf in lib/preferences/setup/rows.ts), but not a link.
import type { CardFace } from "~/lib/preferences/setup/rows";

/** A card as arrange mode lists it: its id and the face the dashboard draws for it. */
export interface ShownCard extends CardFace {
  id: string;
}
