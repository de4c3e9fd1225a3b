import type { AboutMessages } from "~/lib/i18n/messages/about/en";
import type { Translation } from "~/lib/i18n/translate";

export const aboutNl: Translation<AboutMessages> = {
  "page.title": "Over ParkPlay",
  title: "Over ParkPlay",
  intro:
    "ParkPlay zet streaming, live-tv, sport, je eigen media, cloudgames, videobellen en handige auto-tools op één tik afstand op het scherm van je auto, voor de momenten dat je geparkeerd staat: tijdens het laden, wachten of een pauze.",
  fullscreen:
    "Gebruik het alleen als je auto in de parkeerstand staat. Veel browsers in auto’s, waaronder die van Tesla, tonen een website alleen op volledig scherm als die vanuit YouTube is geopend. ‘{button}’ brengt je naar de doorverwijspagina van YouTube; tik daar op de knop die naar de website gaat en ParkPlay komt terug over het hele scherm.",
  services:
    "Elke link opent de eigen beveiligde website van de dienst, waar je zoals gewoonlijk bij die dienst inlogt. Of een dienst werkt in de browser van je auto, hangt af van die dienst en van de fabrikant van je auto, en valt buiten onze invloed.",
  brands:
    "ParkPlay is niet verbonden aan, goedgekeurd door of gesponsord door een van de getoonde merken. Hun namen en logo’s zijn van hun eigenaars en staan er alleen zodat je ze herkent.",
  privacy:
    "ParkPlay bewaart geen van je gegevens. Er zijn geen accounts, en de paar keuzes die het onthoudt, zoals de volledigschermmodus, blijven in je eigen browser.",
  "disclaimer.title": "Disclaimer",
  disclaimer:
    "ParkPlay wordt geleverd zoals het is, zonder enige garantie. Kijk, speel of gebruik het scherm zo nooit tijdens het rijden; je bent zelf verantwoordelijk voor veilig en wettig gebruik. De diensten waarnaar het linkt bepalen zelf hun inhoud, beschikbaarheid, prijzen en voorwaarden, en ParkPlay is daar niet verantwoordelijk voor.",
  "logos.title": "Logo’s",
  "logos.intro":
    "Elk logo komt van ParkPlay zelf en is getekend in één kleur die opvalt op de tegel, op basis van deze open iconensets. Het beeldmerk van {ownLogo} en het blad van {ownPage} zijn eigen tekeningen van ParkPlay.",
  "logos.set": "{set} door {author}, gelicentieerd onder {licence}",
  "logos.changes.simpleIcons": "Getekend in de kleur van het merk, of in wit of bijna zwart waar die kleur niet zou opvallen op de tegel.",
  "logos.changes.arcticons":
    "Omgekleurd naar wit of bijna zwart, wat het meest opvalt op de tegel, en getekend met lijnen die 1,5 keer zo breed zijn; elke tegel toont het pictogram klein, boven de naam van de dienst. Ook deze aangepaste logo’s worden gedeeld onder {licence}.",
  "logos.files": "Elke tekening met zijn iconenset, iconnaam en licentie:",
};
