import type { RejectionMessages } from "~/lib/i18n/messages/rejection/en";
import type { Translation } from "~/lib/i18n/translate";

export const rejectionNl: Translation<RejectionMessages> = {
  notFound: "Niet gevonden",
  methodNotAllowed: "De methode {method} is hier niet toegestaan.",
  legacyDataRequest: "Ongeldig verzoek: ?_data=-gegevensverzoeken worden niet ondersteund; ParkPlay gebruikt single fetch (.data-URL’s).",
  bodyNotAllowed: "Ongeldig verzoek: een {method}-verzoek mag geen inhoud hebben.",
  crossSitePost: "Verboden: ParkPlay accepteert formulieren alleen vanaf zijn eigen pagina’s.",
  unsupportedContentType: "Ongeldig verzoek: verstuur dit formulier als application/x-www-form-urlencoded of multipart/form-data.",
  bodyTooLarge: "Te groot: een formulier mag hier hoogstens {limit} bytes zijn.",
  bodyUnreadable: "Ongeldig verzoek: het formulier kwam onvolledig aan.",
  malformedForm: "Ongeldig verzoek: het formulier kon niet worden gelezen.",
  unknownIntent: "Ongeldig verzoek: ParkPlay kent de actie van dit formulier niet.",
  preferenceRefused: "‘{field}’ is niet opgeslagen: de waarde is geweigerd. Je instellingen zijn ongewijzigd.",
  "field.sources": "Zichtbare bronnen",
  "field.services": "Je diensten",
  "field.name": "Naam",
  "field.url": "Adres",
  "field.category": "Categorie",
  "field.color": "Kleur",
  "field.id": "Dienst",
  "field.language": "Taal",
  "field.region": "Regio",
  "field.order": "Volgorde",
  "field.backup": "Back-up",
  "field.display": "Weergave",
  "field.form": "Formulier",
};
