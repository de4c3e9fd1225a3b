import type { PhonePageMessages } from "~/lib/i18n/messages/phone-page/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePageNb: Translation<PhonePageMessages> = {
  "page.title": "Send til bilen · ParkPlay",
  heading: "Send til bilen",
  intro: "Bilens kode {code}. Det du sender, vises på bilens skjerm og åpnes først når noen trykker på det der.",
  tryAgain: "Prøv igjen",
  "address.label": "Adresse",
  "address.paste": "Lim inn",
  "address.send": "Send til bilen",
  "address.empty": "Skriv inn adressen du vil sende",
  "address.notWeb": "Bare nettadresser som begynner med http:// eller https:// kan sendes",
  "address.notAddress": "Dette er ingen nettadresse; sjekk hvordan navnet på nettstedet er stavet",
  "address.tooLong": "Nettadresser kan være på høyst {count} tegn",
  "setup.send": "Send oppsettet mitt",
  "setup.unreadable":
    "Oppsettet på denne telefonen kunne ikke leses, så det ble ikke sendt. Åpne innstillingene i ParkPlay på denne telefonen for å sjekke det.",
  "form.noIntent": "Velg hva du vil sende: en adresse eller oppsettet ditt.",
  sending: "Sender… venter på bilen.",
  "outcome.delivered": "Sendt. Se på bilens skjerm.",
  "outcome.dropped": "Bilen kom ikke tilbake på nett innen ett minutt, så ingenting ble levert. Sjekk bilens tilkobling, og send på nytt.",
  "outcome.notConnected": "Bilen er ikke tilkoblet. Åpne ParkPlay på bilens skjerm, og prøv på nytt.",
  "outcome.tooMany": "En kode tar imot høyst {count} meldinger i minuttet. Vent ett minutt, og send på nytt.",
  "outcome.tooLarge": "Dette er for stort til å sendes til bilen: en melding kan være på høyst {size} kB.",
  "outcome.expired": "Denne koden har utløpt. Åpne «Send fra telefonen» i bilen for å få en ny.",
  "outcome.limited": "For mange forespørsler fra denne tilkoblingen. Vent ett minutt, og prøv igjen.",
};
