import type { ArrangeMessages } from "~/lib/i18n/messages/arrange/en";
import type { Translation } from "~/lib/i18n/translate";

export const arrangeIt: Translation<ArrangeMessages> = {
  title: "Disponi la dashboard",
  intro: "Trascina una scheda lungo la sua riga (sul touch screen tienila premuta prima) o usa i pulsanti freccia.",
  done: "Fine",
  "row.moveUp": "Sposta {title} su",
  "row.moveDown": "Sposta {title} giù",
  "card.moveEarlier": "Sposta {name} prima",
  "card.moveLater": "Sposta {name} dopo",
  "card.roleDescription": "scheda spostabile",
  "card.unnamed": "La scheda",
  "status.rowMoved": "{title} ora è la riga {position} di {count}.",
  "status.cardMoved": "{name} ora è in posizione {position} di {count} in {row}.",
  "drag.instructions":
    "Per prendere una scheda, premi Spazio o Invio. Spostala lungo la sua riga con le frecce sinistra e destra, poi premi Spazio o Invio per lasciarla, o Esc per annullare.",
  "drag.pickedUp": "Hai preso {name} in posizione {position} di {count}.",
  "drag.over": "{name} è sopra la posizione {position} di {count}.",
  "drag.dropped": "{name} lasciata in posizione {position} di {count}.",
  "drag.cancelled": "Spostamento di {name} annullato. Resta in posizione {position} di {count}.",
};
