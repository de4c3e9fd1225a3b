// One dynamic import per language, apart from the loader: first-load code warms a language's chunk through this module
// without pulling the loader (and React with it) into a chunk of its own.
import type { SettingsMessages } from "~/lib/i18n/messages/settings/en";
import type { SectionImports } from "~/lib/i18n/section-loader";

export const settingsImports: SectionImports<SettingsMessages> = {
  en: () => import("~/lib/i18n/messages/settings/en").then((module) => module.settingsEn),
  de: () => import("~/lib/i18n/messages/settings/de").then((module) => module.settingsDe),
  fr: () => import("~/lib/i18n/messages/settings/fr").then((module) => module.settingsFr),
  es: () => import("~/lib/i18n/messages/settings/es").then((module) => module.settingsEs),
  it: () => import("~/lib/i18n/messages/settings/it").then((module) => module.settingsIt),
  nl: () => import("~/lib/i18n/messages/settings/nl").then((module) => module.settingsNl),
  sv: () => import("~/lib/i18n/messages/settings/sv").then((module) => module.settingsSv),
  nb: () => import("~/lib/i18n/messages/settings/nb").then((module) => module.settingsNb),
};
