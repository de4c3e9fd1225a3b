import type { PhonePageMessages } from "~/lib/i18n/messages/phone-page/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePageNl: Translation<PhonePageMessages> = {
  "page.title": "Naar je auto sturen · ParkPlay",
  heading: "Naar je auto sturen",
  intro: "Autocode {code}. Wat je stuurt, verschijnt op het scherm van de auto en opent pas als iemand er daar op tikt.",
  tryAgain: "Opnieuw proberen",
  "address.label": "Adres",
  "address.paste": "Plakken",
  "address.send": "Naar auto sturen",
  "address.empty": "Vul het adres in dat je wilt sturen",
  "address.notWeb": "Alleen webadressen die beginnen met http:// of https:// kunnen worden verstuurd",
  "address.notAddress": "Dit is geen webadres; controleer hoe de naam van de site is gespeld",
  "address.tooLong": "Webadressen mogen maximaal {count} tekens lang zijn",
  "setup.send": "Mijn instellingen sturen",
  "setup.unreadable":
    "De instellingen op deze telefoon konden niet worden gelezen en zijn daarom niet verstuurd. Open de instellingen van ParkPlay op deze telefoon om ze te controleren.",
  "form.noIntent": "Kies wat je wilt sturen: een adres of je instellingen.",
  sending: "Versturen… wachten op de auto.",
  "outcome.delivered": "Verstuurd. Kijk op het scherm van de auto.",
  "outcome.dropped":
    "De auto kwam niet binnen een minuut weer online, dus er is niets afgeleverd. Controleer de verbinding van de auto en stuur het opnieuw.",
  "outcome.notConnected": "De auto is niet verbonden. Open ParkPlay op het scherm van de auto en probeer het opnieuw.",
  "outcome.tooMany": "Een code neemt maximaal {count} berichten per minuut aan. Wacht een minuut en stuur het dan opnieuw.",
  "outcome.tooLarge": "Dit is te groot om naar de auto te sturen: een bericht mag maximaal {size} KB zijn.",
  "outcome.expired": "Deze code is verlopen. Open 'Verzenden vanaf telefoon' in de auto voor een nieuwe.",
  "outcome.limited": "Te veel verzoeken vanaf deze verbinding. Wacht een minuut en probeer het dan opnieuw.",
};
