import type { PhonePanelMessages } from "~/lib/i18n/messages/phone-panel/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePanelIt: Translation<PhonePanelMessages> = {
  title: "Invia dal telefono",
  close: "Chiudi",
  qrCode: "Codice QR dell’indirizzo di abbinamento",
  instruction: "Inquadra con la fotocamera del telefono, poi invia un link o la tua configurazione",
  typedAddress: "Oppure apri {address}",
  "status.creating": "Creazione del codice…",
  "status.waiting": "In attesa del telefono…",
  "status.connected": "Connesso",
  "status.reconnecting": "Riconnessione…",
  "status.expired": "Questo codice è scaduto.",
  "status.replaced": "Questo codice è stato aperto su un altro schermo, quindi qui non funziona più.",
  "status.refused": "Da questa rete sono stati chiesti troppi codici. Aspetta un minuto, poi riprova.",
  "status.failed": "Non è stato possibile creare un codice. Controlla la connessione, poi riprova.",
  newCode: "Nuovo codice",
  tryAgain: "Riprova",
  "link.heading": "Link dal tuo telefono",
  "link.open": "Apri",
  "link.dismiss": "Ignora",
  "worker.tooManyCodes": "Questa connessione ha chiesto troppi codici. Aspetta un minuto, poi riprova.",
};
