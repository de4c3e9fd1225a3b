import type { SectionCatalogue } from "~/lib/i18n/catalogue";
import { frameDe } from "~/lib/i18n/messages/frame/de";
import { frameEn, type FrameMessages } from "~/lib/i18n/messages/frame/en";
import { frameEs } from "~/lib/i18n/messages/frame/es";
import { frameFr } from "~/lib/i18n/messages/frame/fr";
import { frameIt } from "~/lib/i18n/messages/frame/it";
import { frameNb } from "~/lib/i18n/messages/frame/nb";
import { frameNl } from "~/lib/i18n/messages/frame/nl";
import { frameSv } from "~/lib/i18n/messages/frame/sv";

export const frameCatalogue: SectionCatalogue<FrameMessages> = {
  en: frameEn,
  de: frameDe,
  fr: frameFr,
  es: frameEs,
  it: frameIt,
  nl: frameNl,
  sv: frameSv,
  nb: frameNb,
};
