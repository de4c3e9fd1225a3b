import type { SectionCatalogue } from "~/lib/i18n/catalogue";
import { rejectionDe } from "~/lib/i18n/messages/rejection/de";
import { rejectionEn, type RejectionMessages } from "~/lib/i18n/messages/rejection/en";
import { rejectionEs } from "~/lib/i18n/messages/rejection/es";
import { rejectionFr } from "~/lib/i18n/messages/rejection/fr";
import { rejectionIt } from "~/lib/i18n/messages/rejection/it";
import { rejectionNb } from "~/lib/i18n/messages/rejection/nb";
import { rejectionNl } from "~/lib/i18n/messages/rejection/nl";
import { rejectionSv } from "~/lib/i18n/messages/rejection/sv";

export const rejectionCatalogue: SectionCatalogue<RejectionMessages> = {
  en: rejectionEn,
  de: rejectionDe,
  fr: rejectionFr,
  es: rejectionEs,
  it: rejectionIt,
  nl: rejectionNl,
  sv: rejectionSv,
  nb: rejectionNb,
};
