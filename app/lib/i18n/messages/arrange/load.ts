import type { ArrangeMessages } from "~/lib/i18n/messages/arrange/en";
import { createSectionLoader } from "~/lib/i18n/section-loader";

/** Arrange mode's texts, one language per chunk; preloaded with arrange mode itself. */
export const arrangeMessages = createSectionLoader<ArrangeMessages>({
  en: () => import("~/lib/i18n/messages/arrange/en").then((module) => module.arrangeEn),
  de: () => import("~/lib/i18n/messages/arrange/de").then((module) => module.arrangeDe),
  fr: () => import("~/lib/i18n/messages/arrange/fr").then((module) => module.arrangeFr),
  es: () => import("~/lib/i18n/messages/arrange/es").then((module) => module.arrangeEs),
  it: () => import("~/lib/i18n/messages/arrange/it").then((module) => module.arrangeIt),
  nl: () => import("~/lib/i18n/messages/arrange/nl").then((module) => module.arrangeNl),
  sv: () => import("~/lib/i18n/messages/arrange/sv").then((module) => module.arrangeSv),
  nb: () => import("~/lib/i18n/messages/arrange/nb").then((module) => module.arrangeNb),
});
