import type { PhonePageMessages } from "~/lib/i18n/messages/phone-page/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePageSv: Translation<PhonePageMessages> = {
  "page.title": "Skicka till bilen · ParkPlay",
  heading: "Skicka till bilen",
  intro: "Bilens kod {code}. Det du skickar visas på bilens skärm och öppnas först när någon trycker på det där.",
  tryAgain: "Försök igen",
  "address.label": "Adress",
  "address.paste": "Klistra in",
  "address.send": "Skicka till bilen",
  "address.empty": "Ange adressen du vill skicka",
  "address.notWeb": "Bara webbadresser som börjar med http:// eller https:// kan skickas",
  "address.notAddress": "Det här är ingen webbadress; kontrollera hur webbplatsens namn är stavat",
  "address.tooLong": "Webbadresser får vara högst {count} tecken långa",
  "setup.send": "Skicka min uppsättning",
  "setup.unreadable":
    "Uppsättningen på den här telefonen kunde inte läsas, så den skickades inte. Öppna ParkPlays inställningar på telefonen för att kontrollera den.",
  "form.noIntent": "Välj vad du vill skicka: en adress eller din uppsättning.",
  sending: "Skickar… väntar på bilen.",
  "outcome.delivered": "Skickat. Titta på bilens skärm.",
  "outcome.dropped":
    "Bilen kom inte tillbaka online inom en minut, så inget levererades. Kontrollera bilens anslutning och skicka sedan igen.",
  "outcome.notConnected": "Bilen är inte ansluten. Öppna ParkPlay på bilens skärm och försök igen.",
  "outcome.tooMany": "En kod tar emot högst {count} meddelanden i minuten. Vänta en minut och skicka sedan igen.",
  "outcome.tooLarge": "Det här är för stort för att skicka till bilen: ett meddelande får vara högst {size} kB.",
  "outcome.expired": "Koden har gått ut. Öppna ”Skicka från telefonen” i bilen för att få en ny.",
  "outcome.limited": "För många förfrågningar från den här anslutningen. Vänta en minut och försök sedan igen.",
};
