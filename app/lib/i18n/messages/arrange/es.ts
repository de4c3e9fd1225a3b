import type { ArrangeMessages } from "~/lib/i18n/messages/arrange/en";
import type { Translation } from "~/lib/i18n/translate";

export const arrangeEs: Translation<ArrangeMessages> = {
  title: "Ordenar el panel",
  intro: "Arrastra una tarjeta por su fila (en pantalla táctil, mantenla pulsada primero) o usa los botones de flecha.",
  done: "Listo",
  "row.moveUp": "Subir {title}",
  "row.moveDown": "Bajar {title}",
  "card.moveEarlier": "Mover {name} antes",
  "card.moveLater": "Mover {name} después",
  "card.roleDescription": "tarjeta movible",
  "card.unnamed": "La tarjeta",
  "status.rowMoved": "{title} ahora es la fila {position} de {count}.",
  "status.cardMoved": "{name} ahora está en la posición {position} de {count} en {row}.",
  "drag.instructions":
    "Para coger una tarjeta, pulsa Espacio o Intro. Muévela por su fila con las flechas izquierda y derecha y pulsa Espacio o Intro para soltarla, o Escape para cancelar.",
  "drag.pickedUp": "Has cogido {name} en la posición {position} de {count}.",
  "drag.over": "{name} está sobre la posición {position} de {count}.",
  "drag.dropped": "{name} soltada en la posición {position} de {count}.",
  "drag.cancelled": "Se canceló mover {name}. Se queda en la posición {position} de {count}.",
};
