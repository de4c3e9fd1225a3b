import type { AboutMessages } from "~/lib/i18n/messages/about/en";
import type { Translation } from "~/lib/i18n/translate";

export const aboutNb: Translation<AboutMessages> = {
  "page.title": "Om ParkPlay",
  title: "Om ParkPlay",
  intro:
    "ParkPlay gir deg strømming, direktesendt TV, sport, egne medier, skyspill, videosamtaler og verktøy for bilen ett trykk unna på bilens skjerm, for stundene når du står parkert: mens du lader, venter eller tar en pause.",
  fullscreen:
    "Bruk det bare når bilen står i parkeringsstilling. Mange nettlesere i biler, blant dem Teslas, viser et nettsted i fullskjerm bare når det ble åpnet fra YouTube. «{button}» tar deg til YouTubes videresendingsside; trykk der på knappen som fører videre til nettstedet, så kommer ParkPlay tilbake og fyller hele skjermen.",
  services:
    "Hver lenke åpner tjenestens eget sikre nettsted, der du logger på tjenesten som vanlig. Om en tjeneste fungerer i bilens nettleser, avgjøres av tjenesten og bilprodusenten, og ligger utenfor vår kontroll.",
  brands:
    "ParkPlay er ikke tilknyttet, godkjent av eller sponset av noen av merkene som vises. Navnene og logoene tilhører eierne sine og vises bare for at du skal kjenne dem igjen.",
  privacy:
    "ParkPlay lagrer ingen av opplysningene dine. Det finnes ingen kontoer, og de få valgene appen husker, for eksempel fullskjermmodus, blir værende i din egen nettleser.",
  "disclaimer.title": "Ansvarsfraskrivelse",
  disclaimer:
    "ParkPlay leveres som det er, uten noen garanti. Se, spill eller bruk aldri skjermen på denne måten mens du kjører; du er selv ansvarlig for å bruke det trygt og lovlig. Tjenestene det lenker til, bestemmer selv innhold, tilgjengelighet, priser og vilkår, og ParkPlay er ikke ansvarlig for dem.",
  "logos.title": "Logoer",
  "logos.intro":
    "Hver logo leveres av ParkPlay selv og er tegnet i én farge som skiller seg ut på kortet sitt, etter disse åpne ikonsettene. Merket til {ownLogo} og siden til {ownPage} har ParkPlay tegnet selv.",
  "logos.set": "{set} av {author}, lisensiert under {licence}",
  "logos.changes.simpleIcons": "Tegnet i merkets farge, eller i hvitt eller nesten svart der den fargen ikke ville skilt seg ut på kortet.",
  "logos.changes.arcticons":
    "Omfarget til hvitt eller nesten svart, det som skiller seg best ut på kortet, og tegnet med streker som er 1,5 ganger så brede; hvert kort viser ikonet lite, over tjenestens navn. Også disse tilpassede logoene deles under {licence}.",
  "logos.files": "Hver tegning med ikonsett, ikonnavn og lisens:",
};
