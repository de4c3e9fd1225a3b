import type { CustomUrlMessages } from "~/lib/i18n/messages/custom-url/en";
import { createSectionLoader } from "~/lib/i18n/section-loader";

/** The Custom URL field's messages, one language at a time, loaded with (or just before) the field. */
export const customUrlMessages = createSectionLoader<CustomUrlMessages>({
  en: () => import("~/lib/i18n/messages/custom-url/en").then((module) => module.customUrlEn),
  de: () => import("~/lib/i18n/messages/custom-url/de").then((module) => module.customUrlDe),
  fr: () => import("~/lib/i18n/messages/custom-url/fr").then((module) => module.customUrlFr),
  es: () => import("~/lib/i18n/messages/custom-url/es").then((module) => module.customUrlEs),
  it: () => import("~/lib/i18n/messages/custom-url/it").then((module) => module.customUrlIt),
  nl: () => import("~/lib/i18n/messages/custom-url/nl").then((module) => module.customUrlNl),
  sv: () => import("~/lib/i18n/messages/custom-url/sv").then((module) => module.customUrlSv),
  nb: () => import("~/lib/i18n/messages/custom-url/nb").then((module) => module.customUrlNb),
});
