import type { FullscreenNoticeMessages } from "~/lib/i18n/messages/fullscreen-notice/en";
import type { Translation } from "~/lib/i18n/translate";

export const fullscreenNoticeSv: Translation<FullscreenNoticeMessages> = {
  title: "Helskärm startade inte",
  hint: "Tryck på knappen som leder vidare till webbplatsen på YouTubes sida: bara den öppnar ParkPlay i helskärm.",
  confirm: "Jag är i helskärm",
  retry: "Försök igen",
  dismiss: "Fråga inte igen",
};
