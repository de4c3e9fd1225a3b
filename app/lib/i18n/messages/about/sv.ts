import type { AboutMessages } from "~/lib/i18n/messages/about/en";
import type { Translation } from "~/lib/i18n/translate";

export const aboutSv: Translation<AboutMessages> = {
  "page.title": "Om ParkPlay",
  title: "Om ParkPlay",
  intro:
    "ParkPlay ger dig streaming, direktsänd tv, sport, egna medier, molnspel, videosamtal och verktyg för bilen ett tryck bort på bilens skärm, för stunderna när du står parkerad: medan du laddar, väntar eller tar en paus.",
  fullscreen:
    "Använd det bara när bilen står i parkeringsläge. Många webbläsare i bilar, bland dem Teslas, visar en webbplats i helskärm bara om den öppnades från YouTube. ”{button}” tar dig till YouTubes omdirigeringssida; tryck där på knappen som leder vidare till webbplatsen, så kommer ParkPlay tillbaka och fyller hela skärmen.",
  services:
    "Varje länk öppnar tjänstens egen säkra webbplats, där du loggar in hos tjänsten som vanligt. Om en tjänst fungerar i bilens webbläsare avgörs av tjänsten och av biltillverkaren, och ligger utanför vår kontroll.",
  brands:
    "ParkPlay är inte knutet till, godkänt av eller sponsrat av något av de varumärken som visas. Namnen och logotyperna tillhör sina ägare och visas bara för att du ska känna igen dem.",
  privacy:
    "ParkPlay sparar ingen information om dig. Det finns inga konton, och de få val som appen kommer ihåg, till exempel helskärmsläget, stannar i din egen webbläsare.",
  "disclaimer.title": "Ansvarsfriskrivning",
  disclaimer:
    "ParkPlay tillhandahålls i befintligt skick, utan några garantier. Titta, spela eller använd aldrig skärmen på det här sättet medan du kör; du ansvarar själv för att använda det säkert och lagligt. Tjänsterna som länkas bestämmer själva över innehåll, tillgänglighet, priser och villkor, och ParkPlay ansvarar inte för dem.",
  "logos.title": "Logotyper",
  "logos.intro":
    "Varje logotyp levereras av ParkPlay självt och är ritad i en färg som syns tydligt mot sitt kort, utifrån de här öppna ikonuppsättningarna. Märket för {ownLogo} och sidan för {ownPage} har ParkPlay ritat självt.",
  "logos.set": "{set} av {author}, licensierad under {licence}",
  "logos.changes.simpleIcons": "Ritade i varumärkets färg, eller i vitt eller nästan svart där den färgen inte skulle synas mot kortet.",
  "logos.changes.arcticons":
    "Omfärgade till vitt eller nästan svart, det som syns bäst mot kortet, och ritade med 1,5 gånger så breda linjer; varje kort visar ikonen liten, ovanför tjänstens namn. Även de här anpassade logotyperna delas under {licence}.",
  "logos.files": "Varje teckning med ikonuppsättning, ikonnamn och licens:",
};
