import type { PhonePanelMessages } from "~/lib/i18n/messages/phone-panel/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePanelDe: Translation<PhonePanelMessages> = {
  title: "Vom Handy senden",
  close: "Schließen",
  qrCode: "QR-Code der Kopplungsadresse",
  instruction: "Mit der Handykamera scannen, dann einen Link oder Ihre Einrichtung senden",
  typedAddress: "Oder {address} öffnen",
  "status.creating": "Code wird erstellt…",
  "status.waiting": "Warten auf Ihr Handy…",
  "status.connected": "Verbunden",
  "status.reconnecting": "Verbindung wird wiederhergestellt…",
  "status.expired": "Dieser Code ist abgelaufen.",
  "status.replaced": "Dieser Code wurde auf einem anderen Bildschirm geöffnet und gilt hier nicht mehr.",
  "status.refused": "Aus diesem Netz wurden zu viele Codes angefordert. Warten Sie eine Minute und versuchen Sie es dann erneut.",
  "status.failed": "Es konnte kein Code erstellt werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.",
  newCode: "Neuer Code",
  tryAgain: "Erneut versuchen",
  "link.heading": "Link von Ihrem Handy",
  "link.open": "Öffnen",
  "link.dismiss": "Verwerfen",
  "worker.tooManyCodes": "Diese Verbindung hat zu viele Codes angefordert. Warten Sie eine Minute und versuchen Sie es dann erneut.",
};
