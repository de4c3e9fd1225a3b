import type { AboutMessages } from "~/lib/i18n/messages/about/en";
import type { Translation } from "~/lib/i18n/translate";

export const aboutFr: Translation<AboutMessages> = {
  "page.title": "À propos · ParkPlay",
  title: "À propos",
  intro:
    "ParkPlay met le streaming, la télé en direct, le sport, vos médias, les jeux dans le cloud, les appels vidéo et des outils pour la voiture à portée de doigt sur l’écran de votre voiture, pour les moments où vous êtes garé\u00a0: pendant la recharge, une attente ou une pause.",
  fullscreen:
    "Utilisez-le uniquement lorsque votre voiture est en position Parking. Beaucoup de navigateurs embarqués, dont celui de Tesla, n’affichent un site en plein écran que s’il a été ouvert depuis YouTube. «\u00a0{button}\u00a0» vous mène à la page de redirection de YouTube\u00a0; touchez-y le bouton qui mène au site, et ParkPlay revient en occupant tout l’écran.",
  services:
    "Chaque lien ouvre le site sécurisé du service lui-même, où vous vous connectez à ce service comme d’habitude. Qu’un service fonctionne dans le navigateur de votre voiture dépend de ce service et du constructeur de votre voiture, et échappe à notre contrôle.",
  brands:
    "ParkPlay n’est affilié à aucune des marques présentées, ni approuvé ou sponsorisé par elles. Leurs noms et logos appartiennent à leurs propriétaires et n’apparaissent que pour que vous les reconnaissiez.",
  privacy:
    "ParkPlay ne conserve aucune de vos informations. Il n’y a pas de compte, et les quelques choix qu’il mémorise, comme le mode plein écran, restent dans votre propre navigateur.",
  "disclaimer.title": "Avertissement",
  disclaimer:
    "ParkPlay est fourni tel quel, sans aucune garantie. Ne regardez, ne jouez et n’utilisez jamais l’écran ainsi en conduisant\u00a0; vous êtes responsable d’en faire un usage sûr et légal. Les services vers lesquels il renvoie fixent eux-mêmes leurs contenus, leur disponibilité, leurs prix et leurs conditions, et ParkPlay n’en est pas responsable.",
  "logos.title": "Logos",
  "logos.intro":
    "Chaque logo est servi par ParkPlay lui-même et dessiné d’une seule couleur qui ressort sur sa carte, d’après ces jeux d’icônes libres. Le symbole de {ownLogo} et la page de {ownPage} sont des dessins de ParkPlay.",
  "logos.set": "{set} par {author}, sous licence {licence}",
  "logos.changes.simpleIcons":
    "Dessinés dans la couleur de la marque, ou en blanc ou en noir presque pur quand cette couleur ne ressortirait pas sur la carte.",
  "logos.changes.arcticons":
    "Recolorés en blanc ou en noir presque pur, selon ce qui ressort sur la carte, et dessinés avec des traits 1,5 fois plus larges\u00a0; chaque carte montre l’icône en petit, au-dessus du nom du service. Ces logos adaptés sont eux aussi partagés sous licence {licence}.",
  "logos.files": "Chaque dessin avec son jeu d’icônes, le nom de l’icône et sa licence\u00a0:",
};
