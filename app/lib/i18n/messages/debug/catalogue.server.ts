import type { SectionCatalogue } from "~/lib/i18n/catalogue";
import { debugDe } from "~/lib/i18n/messages/debug/de";
import { debugEn, type DebugMessages } from "~/lib/i18n/messages/debug/en";
import { debugEs } from "~/lib/i18n/messages/debug/es";
import { debugFr } from "~/lib/i18n/messages/debug/fr";
import { debugIt } from "~/lib/i18n/messages/debug/it";
import { debugNb } from "~/lib/i18n/messages/debug/nb";
import { debugNl } from "~/lib/i18n/messages/debug/nl";
import { debugSv } from "~/lib/i18n/messages/debug/sv";

export const debugCatalogue: SectionCatalogue<DebugMessages> = {
  en: debugEn,
  de: debugDe,
  fr: debugFr,
  es: debugEs,
  it: debugIt,
  nl: debugNl,
  sv: debugSv,
  nb: debugNb,
};
