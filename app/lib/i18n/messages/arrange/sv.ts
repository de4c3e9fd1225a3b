import type { ArrangeMessages } from "~/lib/i18n/messages/arrange/en";
import type { Translation } from "~/lib/i18n/translate";

export const arrangeSv: Translation<ArrangeMessages> = {
  title: "Ordna instrumentpanelen",
  intro: "Dra ett kort längs raden (på pekskärm håller du det först) eller använd pilknapparna.",
  done: "Klar",
  "row.moveUp": "Flytta upp {title}",
  "row.moveDown": "Flytta ner {title}",
  "card.moveEarlier": "Flytta {name} tidigare",
  "card.moveLater": "Flytta {name} senare",
  "card.roleDescription": "flyttbart kort",
  "card.unnamed": "Kortet",
  "status.rowMoved": "{title} är nu rad {position} av {count}.",
  "status.cardMoved": "{name} är nu på plats {position} av {count} i {row}.",
  "drag.instructions":
    "Tryck på blanksteg eller Enter för att plocka upp ett kort. Flytta det längs raden med vänster- och högerpilarna och tryck sedan på blanksteg eller Enter för att släppa det, eller Escape för att avbryta.",
  "drag.pickedUp": "Plockade upp {name} på plats {position} av {count}.",
  "drag.over": "{name} är över plats {position} av {count}.",
  "drag.dropped": "{name} släpptes på plats {position} av {count}.",
  "drag.cancelled": "Flytten av {name} avbröts. Kortet stannar på plats {position} av {count}.",
};
