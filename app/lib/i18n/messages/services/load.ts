import type { ServicesMessages } from "~/lib/i18n/messages/services/en";
import { createSectionLoader } from "~/lib/i18n/section-loader";

/** 'Your Services' and its form, one language per chunk; preloaded with the settings dialog. */
export const servicesMessages = createSectionLoader<ServicesMessages>({
  en: () => import("~/lib/i18n/messages/services/en").then((module) => module.servicesEn),
  de: () => import("~/lib/i18n/messages/services/de").then((module) => module.servicesDe),
  fr: () => import("~/lib/i18n/messages/services/fr").then((module) => module.servicesFr),
  es: () => import("~/lib/i18n/messages/services/es").then((module) => module.servicesEs),
  it: () => import("~/lib/i18n/messages/services/it").then((module) => module.servicesIt),
  nl: () => import("~/lib/i18n/messages/services/nl").then((module) => module.servicesNl),
  sv: () => import("~/lib/i18n/messages/services/sv").then((module) => module.servicesSv),
  nb: () => import("~/lib/i18n/messages/services/nb").then((module) => module.servicesNb),
});
