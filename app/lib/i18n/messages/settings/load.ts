// The settings section arrives with the dialog (or the backup-link preview, or the save-failed notice), one language at a time.
import { createSectionLoader } from "~/lib/i18n/section-loader";
import type { SettingsMessages } from "~/lib/i18n/messages/settings/en";

export const settingsMessages = createSectionLoader<SettingsMessages>({
  en: () => import("~/lib/i18n/messages/settings/en").then((module) => module.settingsEn),
  de: () => import("~/lib/i18n/messages/settings/de").then((module) => module.settingsDe),
  fr: () => import("~/lib/i18n/messages/settings/fr").then((module) => module.settingsFr),
  es: () => import("~/lib/i18n/messages/settings/es").then((module) => module.settingsEs),
  it: () => import("~/lib/i18n/messages/settings/it").then((module) => module.settingsIt),
  nl: () => import("~/lib/i18n/messages/settings/nl").then((module) => module.settingsNl),
  sv: () => import("~/lib/i18n/messages/settings/sv").then((module) => module.settingsSv),
  nb: () => import("~/lib/i18n/messages/settings/nb").then((module) => module.settingsNb),
});
