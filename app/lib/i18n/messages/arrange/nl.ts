import type { ArrangeMessages } from "~/lib/i18n/messages/arrange/en";
import type { Translation } from "~/lib/i18n/translate";

export const arrangeNl: Translation<ArrangeMessages> = {
  title: "Dashboard indelen",
  intro: "Sleep een kaart langs de rij (op een touchscreen eerst vasthouden) of gebruik de pijlknoppen.",
  done: "Klaar",
  "row.moveUp": "{title} omhoog",
  "row.moveDown": "{title} omlaag",
  "card.moveEarlier": "{name} naar voren",
  "card.moveLater": "{name} naar achteren",
  "card.roleDescription": "verplaatsbare kaart",
  "card.unnamed": "De kaart",
  "status.rowMoved": "{title} is nu rij {position} van {count}.",
  "status.cardMoved": "{name} staat nu op plaats {position} van {count} in {row}.",
  "drag.instructions":
    "Druk op Spatie of Enter om een kaart op te pakken. Verplaats hem langs de rij met de pijltjestoetsen links en rechts en druk dan op Spatie of Enter om hem neer te zetten, of op Escape om te annuleren.",
  "drag.pickedUp": "{name} opgepakt op plaats {position} van {count}.",
  "drag.over": "{name} is boven plaats {position} van {count}.",
  "drag.dropped": "{name} neergezet op plaats {position} van {count}.",
  "drag.cancelled": "Verplaatsen van {name} geannuleerd. Hij blijft op plaats {position} van {count}.",
};
