import type { ArrangeMessages } from "~/lib/i18n/messages/arrange/en";
import type { Translation } from "~/lib/i18n/translate";

export const arrangeFr: Translation<ArrangeMessages> = {
  title: "Organiser le tableau de bord",
  intro: "Faites glisser une carte dans sa rangée (sur écran tactile, maintenez-la d'abord) ou utilisez les flèches.",
  done: "Terminé",
  "row.moveUp": "Monter {title}",
  "row.moveDown": "Descendre {title}",
  "card.moveEarlier": "Mettre {name} avant",
  "card.moveLater": "Mettre {name} après",
  "card.roleDescription": "carte déplaçable",
  "card.unnamed": "La carte",
  "status.rowMoved": "{title} est maintenant en rangée {position} sur {count}.",
  "status.cardMoved": "{name} est maintenant en position {position} sur {count} dans {row}.",
  "drag.instructions":
    "Pour prendre une carte, appuyez sur Espace ou Entrée. Déplacez-la dans sa rangée avec les flèches gauche et droite, puis appuyez sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler.",
  "drag.pickedUp": "{name} pris en position {position} sur {count}.",
  "drag.over": "{name} est au-dessus de la position {position} sur {count}.",
  "drag.dropped": "{name} déposé en position {position} sur {count}.",
  "drag.cancelled": "Déplacement de {name} annulé. La carte reste en position {position} sur {count}.",
};
