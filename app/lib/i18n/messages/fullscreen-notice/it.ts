import type { FullscreenNoticeMessages } from "~/lib/i18n/messages/fullscreen-notice/en";
import type { Translation } from "~/lib/i18n/translate";

export const fullscreenNoticeIt: Translation<FullscreenNoticeMessages> = {
  title: "Lo schermo intero non è partito",
  hint: "Nella pagina di YouTube, tocca il pulsante che porta al sito: solo quello apre ParkPlay a schermo intero.",
  confirm: "Sono a schermo intero",
  retry: "Riprova",
  dismiss: "Non chiedere più",
};
