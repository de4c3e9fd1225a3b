import type { ArrangeMessages } from "~/lib/i18n/messages/arrange/en";
import type { Translation } from "~/lib/i18n/translate";

export const arrangeDe: Translation<ArrangeMessages> = {
  title: "Dashboard anordnen",
  intro: "Ziehen Sie eine Kachel in ihrer Reihe (auf dem Touchscreen erst gedrückt halten) oder nutzen Sie die Pfeiltasten.",
  done: "Fertig",
  "row.moveUp": "{title} nach oben",
  "row.moveDown": "{title} nach unten",
  "card.moveEarlier": "{name} nach vorne",
  "card.moveLater": "{name} nach hinten",
  "card.roleDescription": "verschiebbare Kachel",
  "card.unnamed": "Die Kachel",
  "status.rowMoved": "{title} ist jetzt Reihe {position} von {count}.",
  "status.cardMoved": "{name} ist jetzt an Position {position} von {count} in {row}.",
  "drag.instructions":
    "Drücken Sie die Leertaste oder Eingabe, um eine Kachel aufzunehmen. Verschieben Sie sie mit den Pfeiltasten links und rechts in ihrer Reihe und drücken Sie dann Leertaste oder Eingabe zum Ablegen oder Escape zum Abbrechen.",
  "drag.pickedUp": "{name} an Position {position} von {count} aufgenommen.",
  "drag.over": "{name} ist über Position {position} von {count}.",
  "drag.dropped": "{name} an Position {position} von {count} abgelegt.",
  "drag.cancelled": "Verschieben von {name} abgebrochen. Die Kachel bleibt an Position {position} von {count}.",
};
