import type { FullscreenNoticeMessages } from "~/lib/i18n/messages/fullscreen-notice/en";
import type { Translation } from "~/lib/i18n/translate";

export const fullscreenNoticeFr: Translation<FullscreenNoticeMessages> = {
  title: "Le plein écran n'a pas démarré",
  hint: "Sur la page de YouTube, touchez le bouton qui mène au site : lui seul ouvre ParkPlay en plein écran.",
  confirm: "Je suis en plein écran",
  retry: "Réessayer",
  dismiss: "Ne plus demander",
};
