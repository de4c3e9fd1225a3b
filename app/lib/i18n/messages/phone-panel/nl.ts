import type { PhonePanelMessages } from "~/lib/i18n/messages/phone-panel/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePanelNl: Translation<PhonePanelMessages> = {
  title: "Verzenden vanaf telefoon",
  close: "Sluiten",
  qrCode: "QR-code van het koppeladres",
  instruction: "Scan met de camera van je telefoon en stuur daarna een link of je instellingen",
  typedAddress: "Of open {address}",
  "status.creating": "Code ophalen…",
  "status.waiting": "Wachten op je telefoon…",
  "status.connected": "Verbonden",
  "status.reconnecting": "Opnieuw verbinden…",
  "status.expired": "Deze code is verlopen.",
  "status.replaced": "Deze code is op een ander scherm geopend en werkt hier niet meer.",
  "status.refused": "Er zijn te veel codes aangevraagd vanaf dit netwerk. Wacht een minuut en probeer het dan opnieuw.",
  "status.failed": "Er kon geen code worden gemaakt. Controleer de verbinding en probeer het opnieuw.",
  newCode: "Nieuwe code",
  tryAgain: "Opnieuw proberen",
  "link.heading": "Link van je telefoon",
  "link.open": "Openen",
  "link.dismiss": "Negeren",
  "worker.tooManyCodes": "Deze verbinding heeft te veel codes aangevraagd. Wacht een minuut en probeer het dan opnieuw.",
};
