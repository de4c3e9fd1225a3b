import type { SectionCatalogue } from "~/lib/i18n/catalogue";
import { phonePanelDe } from "~/lib/i18n/messages/phone-panel/de";
import { phonePanelEn, type PhonePanelMessages } from "~/lib/i18n/messages/phone-panel/en";
import { phonePanelEs } from "~/lib/i18n/messages/phone-panel/es";
import { phonePanelFr } from "~/lib/i18n/messages/phone-panel/fr";
import { phonePanelIt } from "~/lib/i18n/messages/phone-panel/it";
import { phonePanelNb } from "~/lib/i18n/messages/phone-panel/nb";
import { phonePanelNl } from "~/lib/i18n/messages/phone-panel/nl";
import { phonePanelSv } from "~/lib/i18n/messages/phone-panel/sv";

export const phonePanelCatalogue: SectionCatalogue<PhonePanelMessages> = {
  en: phonePanelEn,
  de: phonePanelDe,
  fr: phonePanelFr,
  es: phonePanelEs,
  it: phonePanelIt,
  nl: phonePanelNl,
  sv: phonePanelSv,
  nb: phonePanelNb,
};
