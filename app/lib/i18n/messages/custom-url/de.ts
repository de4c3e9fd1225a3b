import type { CustomUrlMessages } from "~/lib/i18n/messages/custom-url/en";
import type { Translation } from "~/lib/i18n/translate";

export const customUrlDe: Translation<CustomUrlMessages> = {
  field: "Webadresse",
  placeholder: "URL eingeben",
  invalid: "Geben Sie eine Webadresse wie example.com ein",
  open: "URL öffnen",
  suggestions: "Dienste und Websuche",
  searchWeb: "Im Web nach „{query}“ suchen",
};
