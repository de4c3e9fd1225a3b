import type { CustomUrlMessages } from "~/lib/i18n/messages/custom-url/en";
import type { Translation } from "~/lib/i18n/translate";

export const customUrlNl: Translation<CustomUrlMessages> = {
  field: "Webadres",
  placeholder: "Voer een URL in",
  invalid: "Voer een webadres in, zoals example.com",
  open: "URL openen",
  suggestions: "Diensten en zoeken op het web",
  searchWeb: "Zoek op het web naar ‘{query}’",
};
