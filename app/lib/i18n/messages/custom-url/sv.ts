import type { CustomUrlMessages } from "~/lib/i18n/messages/custom-url/en";
import type { Translation } from "~/lib/i18n/translate";

export const customUrlSv: Translation<CustomUrlMessages> = {
  field: "Webbadress",
  placeholder: "Ange en URL",
  invalid: "Ange en webbadress som example.com",
  open: "Öppna URL",
  suggestions: "Tjänster och webbsökning",
  searchWeb: "Sök på webben efter ”{query}”",
};
