import type { AboutMessages } from "~/lib/i18n/messages/about/en";
import type { Translation } from "~/lib/i18n/translate";

export const aboutIt: Translation<AboutMessages> = {
  "page.title": "Informazioni · ParkPlay",
  title: "Informazioni",
  intro:
    "ParkPlay mette streaming, TV in diretta, sport, i tuoi contenuti, giochi in cloud, videochiamate e strumenti per l’auto a portata di tocco sullo schermo della tua auto, per i momenti in cui sei parcheggiato: mentre ricarichi, aspetti o fai una pausa.",
  fullscreen:
    "Usalo solo con l’auto in posizione di parcheggio (P). Molti browser per auto, tra cui quello di Tesla, mostrano un sito a schermo intero solo se è stato aperto da YouTube. «{button}» ti porta alla pagina di reindirizzamento di YouTube; lì tocca il pulsante che porta al sito e ParkPlay torna a occupare tutto lo schermo.",
  services:
    "Ogni link apre il sito sicuro del servizio stesso, dove accedi a quel servizio come sempre. Che un servizio funzioni nel browser della tua auto dipende dal servizio e dal costruttore dell’auto, ed è fuori dal nostro controllo.",
  brands:
    "ParkPlay non è affiliato, approvato né sponsorizzato da nessuno dei marchi mostrati. I loro nomi e loghi appartengono ai rispettivi proprietari e compaiono solo perché tu possa riconoscerli.",
  privacy:
    "ParkPlay non memorizza nessuna delle tue informazioni. Non ci sono account, e le poche scelte che ricorda, come la modalità a schermo intero, restano nel tuo browser.",
  "disclaimer.title": "Avvertenze",
  disclaimer:
    "ParkPlay è fornito così com’è, senza alcuna garanzia. Non guardare, giocare né usare lo schermo in questo modo mentre guidi; sei responsabile di usarlo in modo sicuro e lecito. I servizi a cui rimanda stabiliscono da sé contenuti, disponibilità, prezzi e condizioni, e ParkPlay non ne è responsabile.",
  "logos.title": "Loghi",
  "logos.intro":
    "Ogni logo è servito da ParkPlay stesso e disegnato in un solo colore che risalta sulla sua scheda, a partire da questi set di icone aperti. Il simbolo di {ownLogo} e la pagina di {ownPage} sono disegni di ParkPlay.",
  "logos.set": "{set} di {author}, con licenza {licence}",
  "logos.changes.simpleIcons":
    "Disegnati nel colore del marchio, oppure in bianco o quasi nero dove quel colore non risalterebbe sulla scheda.",
  "logos.changes.arcticons":
    "Ricolorati in bianco o quasi nero, a seconda di cosa risalta sulla scheda, e disegnati con tratti larghi 1,5 volte; ogni scheda mostra l’icona in piccolo, sopra il nome del servizio. Anche questi loghi adattati sono condivisi con licenza {licence}.",
  "logos.files": "Ogni disegno con il suo set di icone, il nome dell’icona e la licenza:",
};
