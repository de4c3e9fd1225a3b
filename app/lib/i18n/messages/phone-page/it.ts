import type { PhonePageMessages } from "~/lib/i18n/messages/phone-page/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePageIt: Translation<PhonePageMessages> = {
  "page.title": "Invia alla tua auto · ParkPlay",
  heading: "Invia alla tua auto",
  intro: "Codice dell’auto {code}. Ciò che invii compare sullo schermo dell’auto e si apre solo quando qualcuno lo tocca lì.",
  tryAgain: "Riprova",
  "address.label": "Indirizzo",
  "address.paste": "Incolla",
  "address.send": "Invia all’auto",
  "address.empty": "Inserisci l’indirizzo da inviare",
  "address.notWeb": "Si possono inviare solo indirizzi web che iniziano con http:// o https://",
  "address.notAddress": "Questo non è un indirizzo web; controlla come è scritto il nome del sito",
  "address.tooLong": "Gli indirizzi web possono avere al massimo {count} caratteri",
  "setup.send": "Invia la mia configurazione",
  "setup.unreadable":
    "Non è stato possibile leggere la configurazione di questo telefono, quindi non è stata inviata. Apri le impostazioni di ParkPlay su questo telefono per controllarla.",
  "form.noIntent": "Scegli cosa inviare: un indirizzo o la tua configurazione.",
  sending: "Invio in corso… in attesa dell’auto.",
  "outcome.delivered": "Inviato. Guarda lo schermo dell’auto.",
  "outcome.dropped":
    "L’auto non è tornata online entro un minuto, quindi non è stato consegnato nulla. Controlla la connessione dell’auto, poi invia di nuovo.",
  "outcome.notConnected": "L’auto non è connessa. Apri ParkPlay sullo schermo dell’auto e riprova.",
  "outcome.tooMany": "Un codice accetta al massimo {count} messaggi al minuto. Aspetta un minuto, poi invia di nuovo.",
  "outcome.tooLarge": "È troppo grande da inviare all’auto: un messaggio può essere al massimo di {size} KB.",
  "outcome.expired": "Questo codice è scaduto. Apri «Invia dal telefono» sull’auto per averne uno nuovo.",
  "outcome.limited": "Troppe richieste da questa connessione. Aspetta un minuto, poi riprova.",
};
