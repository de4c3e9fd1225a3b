import type { CustomUrlMessages } from "~/lib/i18n/messages/custom-url/en";
import type { Translation } from "~/lib/i18n/translate";

export const customUrlNb: Translation<CustomUrlMessages> = {
  field: "Nettadresse",
  placeholder: "Skriv inn en URL",
  invalid: "Skriv inn en nettadresse som example.com",
  open: "Åpne URL",
  suggestions: "Tjenester og nettsøk",
  searchWeb: "Søk på nettet etter «{query}»",
};
