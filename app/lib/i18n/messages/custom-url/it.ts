import type { CustomUrlMessages } from "~/lib/i18n/messages/custom-url/en";
import type { Translation } from "~/lib/i18n/translate";

export const customUrlIt: Translation<CustomUrlMessages> = {
  field: "Indirizzo web",
  placeholder: "Inserisci un URL",
  invalid: "Inserisci un indirizzo web come example.com",
  open: "Apri URL",
  suggestions: "Servizi e ricerca web",
  searchWeb: "Cerca «{query}» sul web",
};
