import type { FullscreenNoticeMessages } from "~/lib/i18n/messages/fullscreen-notice/en";
import type { Translation } from "~/lib/i18n/translate";

export const fullscreenNoticeNl: Translation<FullscreenNoticeMessages> = {
  title: "Volledig scherm is niet gestart",
  hint: "Tik op de pagina van YouTube op de knop die naar de website gaat: alleen die opent ParkPlay op volledig scherm.",
  confirm: "Ik zit op volledig scherm",
  retry: "Opnieuw proberen",
  dismiss: "Niet meer vragen",
};
