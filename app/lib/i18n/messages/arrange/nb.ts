import type { ArrangeMessages } from "~/lib/i18n/messages/arrange/en";
import type { Translation } from "~/lib/i18n/translate";

export const arrangeNb: Translation<ArrangeMessages> = {
  title: "Ordne dashbordet",
  intro: "Dra et kort langs raden (på berøringsskjerm holder du det først), eller bruk pilknappene.",
  done: "Ferdig",
  "row.moveUp": "Flytt {title} opp",
  "row.moveDown": "Flytt {title} ned",
  "card.moveEarlier": "Flytt {name} tidligere",
  "card.moveLater": "Flytt {name} senere",
  "card.roleDescription": "flyttbart kort",
  "card.unnamed": "Kortet",
  "status.rowMoved": "{title} er nå rad {position} av {count}.",
  "status.cardMoved": "{name} er nå på plass {position} av {count} i {row}.",
  "drag.instructions":
    "Trykk på mellomrom eller Enter for å plukke opp et kort. Flytt det langs raden med venstre- og høyrepilene, og trykk så på mellomrom eller Enter for å slippe det, eller Escape for å avbryte.",
  "drag.pickedUp": "Plukket opp {name} på plass {position} av {count}.",
  "drag.over": "{name} er over plass {position} av {count}.",
  "drag.dropped": "{name} sluppet på plass {position} av {count}.",
  "drag.cancelled": "Flyttingen av {name} ble avbrutt. Kortet blir på plass {position} av {count}.",
};
