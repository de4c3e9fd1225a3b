import type { PhonePanelMessages } from "~/lib/i18n/messages/phone-panel/en";
import { createSectionLoader } from "~/lib/i18n/section-loader";

/** The panel's messages, one language at a time, loaded with (or just before) the panel. */
export const phonePanelMessages = createSectionLoader<PhonePanelMessages>({
  en: () => import("~/lib/i18n/messages/phone-panel/en").then((module) => module.phonePanelEn),
  de: () => import("~/lib/i18n/messages/phone-panel/de").then((module) => module.phonePanelDe),
  fr: () => import("~/lib/i18n/messages/phone-panel/fr").then((module) => module.phonePanelFr),
  es: () => import("~/lib/i18n/messages/phone-panel/es").then((module) => module.phonePanelEs),
  it: () => import("~/lib/i18n/messages/phone-panel/it").then((module) => module.phonePanelIt),
  nl: () => import("~/lib/i18n/messages/phone-panel/nl").then((module) => module.phonePanelNl),
  sv: () => import("~/lib/i18n/messages/phone-panel/sv").then((module) => module.phonePanelSv),
  nb: () => import("~/lib/i18n/messages/phone-panel/nb").then((module) => module.phonePanelNb),
});
