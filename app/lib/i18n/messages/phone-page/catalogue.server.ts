import type { SectionCatalogue } from "~/lib/i18n/catalogue";
import { phonePageDe } from "~/lib/i18n/messages/phone-page/de";
import { phonePageEn, type PhonePageMessages } from "~/lib/i18n/messages/phone-page/en";
import { phonePageEs } from "~/lib/i18n/messages/phone-page/es";
import { phonePageFr } from "~/lib/i18n/messages/phone-page/fr";
import { phonePageIt } from "~/lib/i18n/messages/phone-page/it";
import { phonePageNb } from "~/lib/i18n/messages/phone-page/nb";
import { phonePageNl } from "~/lib/i18n/messages/phone-page/nl";
import { phonePageSv } from "~/lib/i18n/messages/phone-page/sv";

export const phonePageCatalogue: SectionCatalogue<PhonePageMessages> = {
  en: phonePageEn,
  de: phonePageDe,
  fr: phonePageFr,
  es: phonePageEs,
  it: phonePageIt,
  nl: phonePageNl,
  sv: phonePageSv,
  nb: phonePageNb,
};
