import type { FullscreenNoticeMessages } from "~/lib/i18n/messages/fullscreen-notice/en";
import type { Translation } from "~/lib/i18n/translate";

export const fullscreenNoticeDe: Translation<FullscreenNoticeMessages> = {
  title: "Vollbild wurde nicht gestartet",
  hint: "Tippen Sie auf der YouTube-Seite auf die Schaltfläche, die zur Website weiterführt: Nur sie öffnet ParkPlay im Vollbild.",
  confirm: "Ich bin im Vollbild",
  retry: "Erneut versuchen",
  dismiss: "Nicht mehr fragen",
};
