import type { SectionCatalogue } from "~/lib/i18n/catalogue";
import { aboutDe } from "~/lib/i18n/messages/about/de";
import { aboutEn, type AboutMessages } from "~/lib/i18n/messages/about/en";
import { aboutEs } from "~/lib/i18n/messages/about/es";
import { aboutFr } from "~/lib/i18n/messages/about/fr";
import { aboutIt } from "~/lib/i18n/messages/about/it";
import { aboutNb } from "~/lib/i18n/messages/about/nb";
import { aboutNl } from "~/lib/i18n/messages/about/nl";
import { aboutSv } from "~/lib/i18n/messages/about/sv";

export const aboutCatalogue: SectionCatalogue<AboutMessages> = {
  en: aboutEn,
  de: aboutDe,
  fr: aboutFr,
  es: aboutEs,
  it: aboutIt,
  nl: aboutNl,
  sv: aboutSv,
  nb: aboutNb,
};
