// Each display choice's name in the settings messages, for the Display tab and a backup's one-line summary.
import type { CardSize, Theme } from "~/lib/display/display";
import type { SettingsMessages } from "~/generated/i18n/settings/en";

export const themeLabelKeys = {
  dark: "display.themeDark",
  light: "display.themeLight",
  auto: "display.themeAuto",
} as const satisfies Record<Theme, keyof SettingsMessages>;

export const cardSizeLabelKeys = {
  compact: "display.sizeCompact",
  standard: "display.sizeStandard",
  large: "display.sizeLarge",
} as const satisfies Record<CardSize, keyof SettingsMessages>;
