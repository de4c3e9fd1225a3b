import type { CustomUrlMessages } from "~/lib/i18n/messages/custom-url/en";
import type { Translation } from "~/lib/i18n/translate";

export const customUrlEs: Translation<CustomUrlMessages> = {
  field: "Dirección web",
  placeholder: "Escribe una URL",
  invalid: "Escribe una dirección web como example.com",
  open: "Abrir URL",
  suggestions: "Servicios y búsqueda web",
  searchWeb: "Buscar «{query}» en la web",
};
