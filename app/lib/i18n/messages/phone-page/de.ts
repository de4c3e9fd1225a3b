import type { PhonePageMessages } from "~/lib/i18n/messages/phone-page/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePageDe: Translation<PhonePageMessages> = {
  "page.title": "An Ihr Auto senden · ParkPlay",
  heading: "An Ihr Auto senden",
  intro: "Auto-Code {code}. Was Sie senden, erscheint auf dem Bildschirm im Auto und öffnet sich erst, wenn dort jemand darauf tippt.",
  tryAgain: "Erneut versuchen",
  "address.label": "Adresse",
  "address.paste": "Einfügen",
  "address.send": "An Auto senden",
  "address.empty": "Geben Sie die Adresse ein, die Sie senden möchten",
  "address.notWeb": "Nur Webadressen, die mit http:// oder https:// beginnen, können gesendet werden",
  "address.notAddress": "Das ist keine Webadresse; prüfen Sie die Schreibweise der Website",
  "address.tooLong": "Webadressen dürfen höchstens {count} Zeichen lang sein",
  "setup.send": "Meine Einrichtung senden",
  "setup.unreadable":
    "Die Einrichtung auf diesem Handy konnte nicht gelesen werden und wurde daher nicht gesendet. Prüfen Sie sie in den ParkPlay-Einstellungen auf diesem Handy.",
  "form.noIntent": "Wählen Sie, was Sie senden möchten: eine Adresse oder Ihre Einrichtung.",
  sending: "Wird gesendet… Warten auf das Auto.",
  "outcome.delivered": "Gesendet. Sehen Sie auf den Bildschirm im Auto.",
  "outcome.dropped":
    "Das Auto war innerhalb einer Minute nicht wieder online, daher wurde nichts zugestellt. Prüfen Sie die Verbindung des Autos und senden Sie erneut.",
  "outcome.notConnected": "Das Auto ist nicht verbunden. Öffnen Sie ParkPlay auf dem Bildschirm im Auto und versuchen Sie es erneut.",
  "outcome.tooMany": "Ein Code nimmt höchstens {count} Nachrichten pro Minute an. Warten Sie eine Minute und senden Sie dann erneut.",
  "outcome.tooLarge": "Das ist zu groß, um es an das Auto zu senden: Eine Nachricht darf höchstens {size} KB groß sein.",
  "outcome.expired": "Dieser Code ist abgelaufen. Öffnen Sie im Auto „Vom Handy senden“, um einen neuen zu erhalten.",
  "outcome.limited": "Zu viele Anfragen von dieser Verbindung. Warten Sie eine Minute und versuchen Sie es dann erneut.",
};
