import type { RejectionMessages } from "~/lib/i18n/messages/rejection/en";
import type { Translation } from "~/lib/i18n/translate";

export const rejectionSv: Translation<RejectionMessages> = {
  notFound: "Hittades inte",
  methodNotAllowed: "Metoden {method} är inte tillåten här.",
  legacyDataRequest: "Felaktig begäran: ?_data=-dataförfrågningar stöds inte; ParkPlay använder single fetch (.data-adresser).",
  bodyNotAllowed: "Felaktig begäran: en {method}-begäran får inte ha något innehåll.",
  crossSitePost: "Förbjudet: ParkPlay tar bara emot formulär från sina egna sidor.",
  unsupportedContentType: "Felaktig begäran: skicka formuläret som application/x-www-form-urlencoded eller multipart/form-data.",
  bodyTooLarge: "För stort: ett formulär här får vara högst {limit} byte.",
  bodyUnreadable: "Felaktig begäran: formuläret kom fram ofullständigt.",
  malformedForm: "Felaktig begäran: formuläret kunde inte läsas.",
  unknownIntent: "Felaktig begäran: ParkPlay känner inte igen det här formulärets åtgärd.",
  preferenceRefused: "”{field}” sparades inte: värdet godtogs inte. Dina inställningar är oförändrade.",
  "field.sources": "Synliga källor",
  "field.services": "Dina tjänster",
  "field.name": "Namn",
  "field.url": "Adress",
  "field.category": "Kategori",
  "field.color": "Färg",
  "field.id": "Tjänst",
  "field.language": "Språk",
  "field.region": "Region",
  "field.order": "Ordning",
  "field.backup": "Säkerhetskopia",
  "field.display": "Visning",
  "field.form": "Formulär",
};
