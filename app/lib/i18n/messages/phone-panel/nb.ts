import type { PhonePanelMessages } from "~/lib/i18n/messages/phone-panel/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePanelNb: Translation<PhonePanelMessages> = {
  title: "Send fra telefonen",
  close: "Lukk",
  qrCode: "QR-kode for tilkoblingsadressen",
  instruction: "Skann med telefonkameraet, og send deretter en lenke eller oppsettet ditt",
  typedAddress: "Eller åpne {address}",
  "status.creating": "Henter en kode…",
  "status.waiting": "Venter på telefonen din…",
  "status.connected": "Tilkoblet",
  "status.reconnecting": "Kobler til igjen…",
  "status.expired": "Denne koden har utløpt.",
  "status.replaced": "Denne koden ble åpnet på en annen skjerm, så den virker ikke lenger her.",
  "status.refused": "Det er bedt om for mange koder fra dette nettverket. Vent ett minutt, og prøv igjen.",
  "status.failed": "Det gikk ikke å lage en kode. Sjekk tilkoblingen, og prøv igjen.",
  newCode: "Ny kode",
  tryAgain: "Prøv igjen",
  "link.heading": "Lenke fra telefonen din",
  "link.open": "Åpne",
  "link.dismiss": "Avvis",
  "worker.tooManyCodes": "Denne tilkoblingen har bedt om for mange koder. Vent ett minutt, og prøv igjen.",
};
