import type { FullscreenNoticeMessages } from "~/lib/i18n/messages/fullscreen-notice/en";
import type { Translation } from "~/lib/i18n/translate";

export const fullscreenNoticeNb: Translation<FullscreenNoticeMessages> = {
  title: "Fullskjerm startet ikke",
  hint: "Trykk på knappen som fører videre til nettstedet på YouTubes side: bare den åpner ParkPlay i fullskjerm.",
  confirm: "Jeg er i fullskjerm",
  retry: "Prøv igjen",
  dismiss: "Ikke spør igjen",
};
