import type { RejectionMessages } from "~/lib/i18n/messages/rejection/en";
import type { Translation } from "~/lib/i18n/translate";

export const rejectionNb: Translation<RejectionMessages> = {
  notFound: "Ikke funnet",
  methodNotAllowed: "Metoden {method} er ikke tillatt her.",
  legacyDataRequest: "Ugyldig forespørsel: ?_data=-dataforespørsler støttes ikke; ParkPlay bruker single fetch (.data-adresser).",
  bodyNotAllowed: "Ugyldig forespørsel: en {method}-forespørsel kan ikke ha innhold.",
  crossSitePost: "Forbudt: ParkPlay tar bare imot skjemaer fra sine egne sider.",
  unsupportedContentType: "Ugyldig forespørsel: send dette skjemaet som application/x-www-form-urlencoded eller multipart/form-data.",
  bodyTooLarge: "For stort: et skjema her kan være på høyst {limit} byte.",
  bodyUnreadable: "Ugyldig forespørsel: skjemaet kom frem ufullstendig.",
  malformedForm: "Ugyldig forespørsel: skjemaet kunne ikke leses.",
  unknownIntent: "Ugyldig forespørsel: ParkPlay kjenner ikke igjen handlingen i dette skjemaet.",
  preferenceRefused: "«{field}» ble ikke lagret: verdien ble avvist. Innstillingene dine er uendret.",
  "field.sources": "Synlige kilder",
  "field.services": "Dine tjenester",
  "field.name": "Navn",
  "field.url": "Adresse",
  "field.category": "Kategori",
  "field.color": "Farge",
  "field.id": "Tjeneste",
  "field.language": "Språk",
  "field.region": "Region",
  "field.order": "Rekkefølge",
  "field.backup": "Sikkerhetskopi",
  "field.display": "Visning",
  "field.form": "Skjema",
};
