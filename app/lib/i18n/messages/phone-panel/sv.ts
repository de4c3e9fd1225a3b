import type { PhonePanelMessages } from "~/lib/i18n/messages/phone-panel/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePanelSv: Translation<PhonePanelMessages> = {
  title: "Skicka från telefonen",
  close: "Stäng",
  qrCode: "QR-kod för parkopplingsadressen",
  instruction: "Skanna med telefonens kamera och skicka sedan en länk eller din uppsättning",
  typedAddress: "Eller öppna {address}",
  "status.creating": "Hämtar en kod…",
  "status.waiting": "Väntar på din telefon…",
  "status.connected": "Ansluten",
  "status.reconnecting": "Ansluter igen…",
  "status.expired": "Koden har gått ut.",
  "status.replaced": "Koden öppnades på en annan skärm, så den fungerar inte längre här.",
  "status.refused": "För många koder har begärts från det här nätverket. Vänta en minut och försök sedan igen.",
  "status.failed": "Det gick inte att skapa en kod. Kontrollera anslutningen och försök sedan igen.",
  newCode: "Ny kod",
  tryAgain: "Försök igen",
  "link.heading": "Länk från din telefon",
  "link.open": "Öppna",
  "link.dismiss": "Avvisa",
  "worker.tooManyCodes": "Den här anslutningen har begärt för många koder. Vänta en minut och försök sedan igen.",
};
