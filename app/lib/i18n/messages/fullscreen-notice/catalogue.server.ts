import type { SectionCatalogue } from "~/lib/i18n/catalogue";
import { fullscreenNoticeDe } from "~/lib/i18n/messages/fullscreen-notice/de";
import { fullscreenNoticeEn, type FullscreenNoticeMessages } from "~/lib/i18n/messages/fullscreen-notice/en";
import { fullscreenNoticeEs } from "~/lib/i18n/messages/fullscreen-notice/es";
import { fullscreenNoticeFr } from "~/lib/i18n/messages/fullscreen-notice/fr";
import { fullscreenNoticeIt } from "~/lib/i18n/messages/fullscreen-notice/it";
import { fullscreenNoticeNb } from "~/lib/i18n/messages/fullscreen-notice/nb";
import { fullscreenNoticeNl } from "~/lib/i18n/messages/fullscreen-notice/nl";
import { fullscreenNoticeSv } from "~/lib/i18n/messages/fullscreen-notice/sv";

export const fullscreenNoticeCatalogue: SectionCatalogue<FullscreenNoticeMessages> = {
  en: fullscreenNoticeEn,
  de: fullscreenNoticeDe,
  fr: fullscreenNoticeFr,
  es: fullscreenNoticeEs,
  it: fullscreenNoticeIt,
  nl: fullscreenNoticeNl,
  sv: fullscreenNoticeSv,
  nb: fullscreenNoticeNb,
};
