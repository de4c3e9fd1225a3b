import type { RejectionMessages } from "~/lib/i18n/messages/rejection/en";
import type { Translation } from "~/lib/i18n/translate";

export const rejectionIt: Translation<RejectionMessages> = {
  notFound: "Non trovato",
  methodNotAllowed: "Il metodo {method} non è consentito qui.",
  legacyDataRequest: "Richiesta non valida: le richieste di dati ?_data= non sono supportate; ParkPlay usa single fetch (URL .data).",
  bodyNotAllowed: "Richiesta non valida: una richiesta {method} non può avere un contenuto.",
  crossSitePost: "Vietato: ParkPlay accetta moduli solo dalle proprie pagine.",
  unsupportedContentType: "Richiesta non valida: invia questo modulo come application/x-www-form-urlencoded o multipart/form-data.",
  bodyTooLarge: "Contenuto troppo grande: un modulo inviato qui può essere al massimo di {limit} byte.",
  bodyUnreadable: "Richiesta non valida: il modulo è arrivato incompleto.",
  malformedForm: "Richiesta non valida: impossibile leggere il modulo.",
  unknownIntent: "Richiesta non valida: ParkPlay non riconosce l’azione di questo modulo.",
  preferenceRefused: "«{field}» non è stato salvato: il valore non è valido. Le tue impostazioni non sono cambiate.",
  "field.sources": "Fonti visibili",
  "field.services": "I tuoi servizi",
  "field.name": "Nome",
  "field.url": "Indirizzo",
  "field.category": "Categoria",
  "field.color": "Colore",
  "field.id": "Servizio",
  "field.language": "Lingua",
  "field.region": "Regione",
  "field.order": "Ordine",
  "field.backup": "Backup",
  "field.display": "Visualizzazione",
  "field.form": "Modulo",
};
