import type { RejectionMessages } from "~/lib/i18n/messages/rejection/en";
import type { Translation } from "~/lib/i18n/translate";

export const rejectionDe: Translation<RejectionMessages> = {
  notFound: "Nicht gefunden",
  methodNotAllowed: "Die Methode {method} ist hier nicht erlaubt.",
  legacyDataRequest: "Ungültige Anfrage: ?_data=-Datenanfragen werden nicht unterstützt; ParkPlay nutzt Single Fetch (.data-URLs).",
  bodyNotAllowed: "Ungültige Anfrage: Eine {method}-Anfrage darf keinen Inhalt haben.",
  crossSitePost: "Verboten: ParkPlay nimmt Formulare nur von seinen eigenen Seiten an.",
  unsupportedContentType: "Ungültige Anfrage: Senden Sie dieses Formular als application/x-www-form-urlencoded oder multipart/form-data.",
  bodyTooLarge: "Zu groß: Ein Formular darf hier höchstens {limit} Byte groß sein.",
  bodyUnreadable: "Ungültige Anfrage: Das Formular kam unvollständig an.",
  malformedForm: "Ungültige Anfrage: Das Formular konnte nicht gelesen werden.",
  unknownIntent: "Ungültige Anfrage: Diese Formularaktion kennt ParkPlay nicht.",
  preferenceRefused: "„{field}“ wurde nicht gespeichert: Der Wert wurde abgelehnt. Ihre Einstellungen sind unverändert.",
  "field.sources": "Sichtbare Quellen",
  "field.services": "Ihre Dienste",
  "field.name": "Name",
  "field.url": "Adresse",
  "field.category": "Kategorie",
  "field.color": "Farbe",
  "field.id": "Dienst",
  "field.language": "Sprache",
  "field.region": "Region",
  "field.order": "Reihenfolge",
  "field.backup": "Sicherung",
  "field.display": "Anzeige",
  "field.form": "Formular",
};
