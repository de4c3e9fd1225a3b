import type { FullscreenNoticeMessages } from "~/lib/i18n/messages/fullscreen-notice/en";
import type { Translation } from "~/lib/i18n/translate";

export const fullscreenNoticeEs: Translation<FullscreenNoticeMessages> = {
  title: "La pantalla completa no se inició",
  hint: "En la página de YouTube, toca el botón que lleva al sitio web: solo él abre ParkPlay en pantalla completa.",
  confirm: "Estoy en pantalla completa",
  retry: "Reintentar",
  dismiss: "No volver a preguntar",
};
