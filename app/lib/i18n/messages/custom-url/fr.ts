import type { CustomUrlMessages } from "~/lib/i18n/messages/custom-url/en";
import type { Translation } from "~/lib/i18n/translate";

export const customUrlFr: Translation<CustomUrlMessages> = {
  field: "Adresse web",
  placeholder: "Saisissez une URL",
  invalid: "Saisissez une adresse web comme example.com",
  open: "Ouvrir l’URL",
  suggestions: "Services et recherche sur le web",
  searchWeb: "Rechercher « {query} » sur le web",
};
